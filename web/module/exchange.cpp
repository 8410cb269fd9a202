// The exchange area and its writers (exchange.hpp).
#include "exchange.hpp"

#include <algorithm>
#include <iterator>

namespace wasm {

Exchange exchange;

std::string_view text_view(double length, double offset) {
  const auto start = std::min<std::size_t>(std::size_t(offset), kTextCapacity);
  const auto size = std::min<std::size_t>(std::size_t(length), kTextCapacity - start);
  return {reinterpret_cast<const char*>(exchange.text) + start, size};
}

void clear_outputs() {
  std::fill(std::begin(exchange.numbers), std::end(exchange.numbers), 0.0);
}

void write_message(std::string_view message) {
  exchange.numbers[message_length] = double(write_text(exchange.message, message));
}

void write_conflicts(const std::vector<sudoku::Conflict>& conflicts) {
  const std::size_t size = std::min(conflicts.size(), kConflictCapacity);
  for (std::size_t i = 0; i < size; ++i) {
    std::int32_t* out = exchange.conflicts + kConflictFields * i;
    out[0] = conflicts[i].cell_a;
    out[1] = conflicts[i].cell_b;
    out[2] = int(conflicts[i].unit);
    out[3] = conflicts[i].index;
    out[4] = conflicts[i].unit_number();
  }
  exchange.numbers[conflict_count] = double(size);
}

void write_grid(std::uint8_t (&out)[81], const sudoku::Grid& grid) {
  for (int cell = 0; cell < 81; ++cell) {
    out[cell] = grid[cell] ? std::uint8_t('0' + grid[cell]) : std::uint8_t('.');
  }
}

}  // namespace wasm
