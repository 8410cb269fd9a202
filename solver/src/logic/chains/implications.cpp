#include "implications.hpp"

namespace sudoku::logic {

Implications::Implications(const Board& board) : board_(board), places_(board) {
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      holders_[std::size_t(lowest_digit(digits) - 1)].add(cell);
    }
  }
  link_strongly(board);
}

void Implications::relink(const Board& next) {
  for (int i = 0; i < linked_count_; ++i) strong_[std::size_t(linked_[std::size_t(i)])].count = 0;
  linked_count_ = 0;
  // The places and holders change where the candidates do: from one board a nested chain
  // makes to the next, in a few cells.
  for (int cell = 0; cell < 81; ++cell) {
    const Mask before = board_.candidates[cell];
    const Mask after = next.candidates[cell];
    if (before == after) continue;
    CellSet own;
    own.add(cell);
    const CellUnits& units = kCellUnits[std::size_t(cell)];
    for (Mask changed = Mask(before ^ after); changed; changed &= changed - 1) {
      const int digit = lowest_digit(changed);
      CellSet& holders = holders_[std::size_t(digit - 1)];
      if (after & bit_of(digit)) {
        holders = holders | own;
        for (std::size_t i = 0; i < 3; ++i) {
          places_.of[units.unit[i]][std::size_t(digit - 1)] |= units.own[i];
        }
      } else {
        holders = holders.minus(own);
        places_.eliminate(cell, digit);
      }
    }
  }
  link_strongly(next);
}

void Implications::link_strongly(const Board& board) {
  // The strong links, unit by unit in the chains' order (boxes, rows, columns), so that each
  // candidate's come in that order: where a digit has two places, each is linked to the other.
  // Two cells of a box and a line are linked once (in the box).
  strongly_linked_ = {};
  const auto link = [&](int cell, int other, int unit, int digit) {
    strongly_linked_[std::size_t(digit - 1)].add(cell);
    const int c = candidate_index(cell, digit);
    Strong& out = strong_[std::size_t(c)];
    if (out.count && out.links[0].cell == other) return;
    if (!out.count) linked_[std::size_t(linked_count_++)] = std::int16_t(c);
    out.links[std::size_t(out.count++)] = {std::uint8_t(other), std::uint8_t(unit)};
  };
  for (const int first : {box_unit(0), row_unit(0), column_unit(0)}) {
    for (int unit = first; unit < first + 9; ++unit) {
      // The digits with two places in the unit, counted for all digits at once over its
      // cells' candidates (once, twice, three times or more): most have more, or none.
      Mask once = 0;
      Mask twice = 0;
      Mask more = 0;
      for (const int cell : kUnitCells[unit]) {
        const Mask digits = board.candidates[std::size_t(cell)];
        more |= twice & digits;
        twice |= once & digits;
        once |= digits;
      }
      for (Mask two = Mask(twice & ~more); two; two &= two - 1) {
        const int digit = lowest_digit(two);
        const Mask where = places_(unit, digit);
        const int a = kUnitCells[unit][lowest_index(where)];
        const int b = kUnitCells[unit][lowest_index(Mask(where & (where - 1)))];
        link(a, b, unit, digit);
        link(b, a, unit, digit);
      }
    }
  }
}

}  // namespace sudoku::logic
