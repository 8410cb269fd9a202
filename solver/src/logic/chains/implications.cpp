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
  for (int cell = 0; cell < 81; ++cell) {
    // A cell's peers are listed in the chains' unit order (peer_lists): the 8 of its box, the
    // 6 more of its row, the 6 more of its column.
    const std::array<int, 20>& peers = peer_lists()[cell];
    const std::array<int, 3> units = kChainUnitOrder(cell);
    for (int digit = 1; digit <= 9; ++digit) {
      const int c = cell * 9 + digit - 1;
      weak_first_[c] = std::uint16_t(weak_.size());
      if (!(board.candidates[cell] & bit_of(digit))) continue;
      for (int i = 0; i < 20; ++i) {
        if (!(board.candidates[peers[i]] & bit_of(digit))) continue;
        weak_.push_back({std::int16_t(potential(peers[i], digit, false)), std::uint8_t(peers[i]),
                         std::uint8_t(units[i < 8    ? 0
                                            : i < 14 ? 1
                                                     : 2])});
      }
      strong_links(places_, cell, digit, strong_[std::size_t(c)]);
    }
  }
  weak_first_[729] = std::uint16_t(weak_.size());
}

}  // namespace sudoku::logic
