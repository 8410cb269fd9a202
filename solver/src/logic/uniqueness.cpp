#include "techniques.hpp"
namespace sudoku::logic {
Found find_unique_loop(const Board&) {
  return std::nullopt;
}
}  // namespace sudoku::logic
