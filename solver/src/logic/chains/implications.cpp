#include "implications.hpp"

namespace sudoku::logic {

void Implications::strong_links(const Places& places, int cell, int digit, Strong& out) {
  out.count = 0;
  const CellUnits& units = kCellUnits[std::size_t(cell)];
  for (std::size_t i = 0; i < 3; ++i) {
    strong_link(places(units.unit[i], digit), units.unit[i], units.own[i], out);
  }
}

namespace {

// A cell's peers in three parts, in the chains' unit order: the other cells of its box, the rest
// of its row, the rest of its column. Each part walked in cell order is its part of
// peer_lists, so a digit's weak links are read off the cells that hold it, a part at a time.
constexpr std::array<CellSet, 3> peer_parts(int cell) {
  const auto minus = [](CellSet a, CellSet b) { return CellSet{a.low & ~b.low, a.high & ~b.high}; };
  const std::array<int, 3> units = chain_unit_order(cell);
  const CellSet box = kUnitSets[std::size_t(units[0])];
  CellSet own;
  own.add(cell);
  return {minus(box, own), minus(kUnitSets[std::size_t(units[1])], box),
          minus(kUnitSets[std::size_t(units[2])], box)};
}
static_assert([] {
  for (int cell = 0; cell < 81; ++cell) {
    std::size_t i = 0;
    for (const CellSet& part : peer_parts(cell)) {
      for (int other = 0; other < 81; ++other) {
        if (part.has(other) && peer_lists()[cell][i++] != other) return false;
      }
    }
    if (i != 20) return false;
  }
  return true;
}());

}  // namespace

Implications::Implications(const Board& board) : board_(board), places_(board) {
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      holders_[std::size_t(digit - 1)].add(cell);
      strong_links(places_, cell, digit, strong_[std::size_t(candidate_index(cell, digit))]);
    }
  }
}

void Implications::link_weakly() const {
  weak_.reserve(kCandidates * 4);
  for (int cell = 0; cell < 81; ++cell) {
    const std::array<int, 3> units = chain_unit_order(cell);
    const std::array<CellSet, 3> parts = peer_parts(cell);
    for (int digit = 1; digit <= 9; ++digit) {
      const int c = candidate_index(cell, digit);
      weak_first_[c] = std::uint16_t(weak_.size());
      if (!(board_.candidates[cell] & bit_of(digit))) continue;
      // In peer_lists' order: the digit's holders in each part of the cell's peers.
      for (std::size_t k = 0; k < 3; ++k) {
        (holders(digit) & parts[k]).for_each([&](int peer) {
          weak_.push_back({std::int16_t(potential(peer, digit, false)), std::uint8_t(peer),
                           std::uint8_t(units[k])});
        });
      }
    }
  }
  weak_first_[kCandidates] = std::uint16_t(weak_.size());
  // The sentinel: past every candidate's links, never read as one.
  weak_.push_back({});
}

}  // namespace sudoku::logic
