#include "implications.hpp"

namespace sudoku::logic {

void Implications::strong_links(const Places& places, int cell, int digit, Strong& out) {
  out.count = 0;
  const CellUnits& units = kCellUnits[std::size_t(cell)];
  for (std::size_t i = 0; i < 3; ++i) {
    strong_link(places(units.unit[i], digit), units.unit[i], units.own[i], out);
  }
}

Implications::Implications(const Board& board) : board_(board), places_(board) {
  weak_.reserve(729 * 4);
  std::array<CellSet, 9> holders{};  // by digit - 1
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      holders[std::size_t(lowest_digit(digits) - 1)].add(cell);
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    const std::array<int, 3> units = kChainUnitOrder(cell);
    for (int digit = 1; digit <= 9; ++digit) {
      const int c = cell * 9 + digit - 1;
      weak_first_[c] = std::uint16_t(weak_.size());
      if (!(board.candidates[cell] & bit_of(digit))) continue;
      // In peer_lists' order: the digit's holders in each part of the cell's peers.
      for (std::size_t k = 0; k < 3; ++k) {
        (holders[std::size_t(digit - 1)] & peer_parts()[std::size_t(cell)][k])
            .for_each([&](int peer) {
              weak_.push_back({std::int16_t(potential(peer, digit, false)), std::uint8_t(peer),
                               std::uint8_t(units[k])});
            });
      }
      strong_links(places_, cell, digit, strong_[std::size_t(c)]);
    }
  }
  weak_first_[729] = std::uint16_t(weak_.size());
}

}  // namespace sudoku::logic
