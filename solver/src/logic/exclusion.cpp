#include "techniques.hpp"
namespace sudoku::logic {
Found find_aligned_pair_exclusion(const Board&) {
  return std::nullopt;
}
}  // namespace sudoku::logic
