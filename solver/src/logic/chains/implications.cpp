#include "implications.hpp"

namespace sudoku::logic {

void Implications::strong_links(const Places& places, int cell, int digit, Strong& out) {
  out.count = 0;
  for (int unit : kChainUnitOrder(cell)) {
    const Mask where = places(unit, digit);
    if (count_of(where) != 2) continue;
    const int first = kUnitCells[unit][lowest_index(where)];
    const int other = first == cell ? kUnitCells[unit][lowest_index(where & (where - 1))] : first;
    bool seen = false;
    for (int i = 0; i < out.count; ++i) seen = seen || out.links[i].cell == other;
    if (!seen) out.links[out.count++] = {std::uint8_t(other), std::uint8_t(unit)};
  }
}

Implications::Implications(const Board& board) : board_(board), places_(board) {
  weak_.reserve(729 * 4);
  for (int cell = 0; cell < 81; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      const int c = cell * 9 + digit - 1;
      weak_first_[c] = std::uint16_t(weak_.size());
      if (!(board.candidates[cell] & bit_of(digit))) continue;
      CellSet done;
      for (int unit : kChainUnitOrder(cell)) {
        for (int other : kUnitCells[unit]) {
          if (other == cell || !(board.candidates[other] & bit_of(digit)) || done.has(other)) {
            continue;
          }
          done.add(other);
          weak_.push_back({std::uint8_t(other), std::uint8_t(unit)});
        }
      }
      strong_links(places_, cell, digit, strong_[std::size_t(c)]);
    }
  }
  weak_first_[729] = std::uint16_t(weak_.size());
}

}  // namespace sudoku::logic
