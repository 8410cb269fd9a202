// The grid's geometry, private to the library: cells, units, boxes, peers and digit bits, in one
// place for every solver (the logical solver's board, the fast and textbook searches, the clash
// check, the generator and the traces).
//
// Cells are 0..80 in reading order, cell = 9 * row + column (sudoku.hpp):
//
//             column  0  1  2 | 3  4  5 | 6  7  8
//     row 0:          0  1  2 | 3  4  5 | 6  7  8      box 0 | box 1 | box 2
//     row 1:          9 10 11 |12 13 14 |15 16 17
//     row 2:         18 19 20 |21 22 23 |24 25 26
//                    ---------+---------+---------
//     row 3:         27 28 29 |30 31 32 |33 34 35      box 3 | box 4 | box 5
//     ...                     |         |
//     row 8:         72 73 74 |75 76 77 |78 79 80      box 6 | box 7 | box 8
//
//   box_of(cell) = row / 3 * 3 + column / 3: boxes in reading order, as rows are.
//
// Units are 0..26: rows 0..8, columns 9..17, boxes 18..26 (sudoku.hpp's unit_number: 9 * kind
// + index). kUnitCells[unit] lists a unit's nine cells in reading order; a "position" i in a
// unit is kUnitCells[unit][i], and a set of positions is a 9-bit mask, bit i for position i:
//
//     row r:     positions 0..8 are the columns 0..8
//     column c:  positions 0..8 are the rows 0..8
//     box b:     0 1 2      its cells in reading order
//                3 4 5
//                6 7 8
//
// A cell's 20 peers are the other cells of its row, column and box.
//
// Digits are 1..9. A set of digits is a 9-bit Mask, bit d-1 for digit d (0x1ff: all nine), so
// that the lowest digit of a mask is countr_zero + 1. An empty cell holds 0, which value_bit
// maps to no bit. (The fast search numbers digits 0..8 internally, and so uses the same bits.)
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "sudoku/sudoku.hpp"

namespace sudoku::geometry {

// ---- Digits ------------------------------------------------------------------------------

using Mask = std::uint16_t;
constexpr Mask kAllDigits = 0x1ff;

// The bit of digit 1..9.
constexpr Mask bit_of(int digit) {
  return Mask(1u << (digit - 1));
}
// The bit of a cell's value: its digit's bit, or none for an empty cell (0).
constexpr Mask value_bit(int value) {
  return Mask((1u << value) >> 1);
}
// Counts set bits. Masks here are 9 bits wide, so a table does it without the library call
// std::popcount becomes on targets without a popcount instruction (GCC without -mpopcnt).
constexpr std::array<std::uint8_t, 512> kBitCounts = [] {
  std::array<std::uint8_t, 512> counts{};
  for (unsigned i = 1; i < 512; ++i) counts[i] = std::uint8_t(counts[i >> 1] + (i & 1));
  return counts;
}();
constexpr int count_of(unsigned mask) {
  return mask < 512 ? kBitCounts[mask] : std::popcount(mask);
}
// The lowest digit in a digit mask; the lowest position (0-based) in a position mask.
constexpr int lowest_digit(unsigned mask) {
  return std::countr_zero(mask) + 1;
}
constexpr int lowest_index(unsigned mask) {
  return std::countr_zero(mask);
}

// ---- Candidates ------------------------------------------------------------------------
// A candidate (a digit 1..9 in a cell) as one index, for tables and bitsets over all of them:
// cell * 9 + digit - 1, 0..728, a cell's nine digits side by side. The chains' potentials
// (logic/chains/implications.hpp) are a candidate assumed on or off: index * 2 + on, 0..1457.

constexpr int kCandidates = 81 * 9;           // 729
constexpr int kPotentials = 2 * kCandidates;  // 1458
// 23: a bitset over the potentials, in 64-bit words.
constexpr int kPotentialWords = (kPotentials + 63) / 64;

constexpr int candidate_index(int cell, int digit) {
  return cell * 9 + digit - 1;
}
constexpr int cell_of_candidate(int index) {
  return index / 9;
}
constexpr int digit_of_candidate(int index) {
  return index % 9 + 1;
}

// ---- Cells and units ---------------------------------------------------------------------

constexpr int row_of(int cell) {
  return cell / 9;
}
constexpr int column_of(int cell) {
  return cell % 9;
}
constexpr int box_of(int cell) {
  return cell / 27 * 3 + cell % 9 / 3;
}
constexpr int row_unit(int cell) {
  return row_of(cell);
}
constexpr int column_unit(int cell) {
  return 9 + column_of(cell);
}
constexpr int box_unit(int cell) {
  return 18 + box_of(cell);
}
constexpr bool is_box(int unit) {
  return unit >= 18;
}
// The three units of a cell: row, column, box.
constexpr std::array<int, 3> units_of(int cell) {
  return {row_unit(cell), column_unit(cell), box_unit(cell)};
}

static_assert(row_unit(80) == unit_number(Unit::row, 8) &&
                  column_unit(80) == unit_number(Unit::column, 8) &&
                  box_unit(80) == unit_number(Unit::box, 8),
              "the units' numbers are sudoku.hpp's");

// Two different cells in one row, column or box.
constexpr bool sees(int a, int b) {
  return a != b &&
         (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

// The cell at `position` 0..8 of row, column or box 0..8 (see the top comment). Loops that
// cannot afford a table load (the textbook search's check) use these; the rest kUnitCells.
constexpr int row_cell(int row, int position) {
  return 9 * row + position;
}
constexpr int column_cell(int column, int position) {
  return 9 * position + column;
}
constexpr int box_cell(int box, int position) {
  return 27 * (box / 3) + 3 * (box % 3) + 9 * (position / 3) + position % 3;
}
// A cell's position in its box (in its row it is its column, in its column its row).
constexpr int box_position(int cell) {
  return row_of(cell) % 3 * 3 + column_of(cell) % 3;
}

constexpr std::array<std::array<int, 9>, 27> make_unit_cells() {
  std::array<std::array<int, 9>, 27> units{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      units[i][j] = row_cell(i, j);
      units[9 + i][j] = column_cell(i, j);
      units[18 + i][j] = box_cell(i, j);
    }
  }
  return units;
}
// kUnitCells[unit][position]: the cells of each unit in reading order (see the top comment).
inline constexpr auto kUnitCells = make_unit_cells();

// Where unit `a` overlaps unit `b`: a position mask over a's cells (0 when they do not cross).
constexpr std::array<std::array<std::uint16_t, 27>, 27> make_overlaps() {
  std::array<std::array<std::uint16_t, 27>, 27> overlaps{};
  const auto units = make_unit_cells();
  for (int a = 0; a < 27; ++a) {
    for (int b = 0; b < 27; ++b) {
      for (int i = 0; i < 9; ++i) {
        for (int cell : units[b]) {
          if (units[a][i] == cell) overlaps[a][b] |= std::uint16_t(1u << i);
        }
      }
    }
  }
  return overlaps;
}
inline constexpr auto kOverlaps = make_overlaps();

// ---- Peers -------------------------------------------------------------------------------

// A set of cells as an 81-bit mask, for intersections of what cells see.
struct CellSet {
  std::uint64_t low = 0;   // cells 0..63
  std::uint64_t high = 0;  // cells 64..80

  constexpr void add(int cell) { cell < 64 ? low |= 1ull << cell : high |= 1ull << (cell - 64); }
  constexpr bool has(int cell) const {
    return cell < 64 ? low >> cell & 1 : high >> (cell - 64) & 1;
  }
  constexpr bool empty() const { return (low | high) == 0; }
  // Two cells or more (no popcount: GCC makes it a library call without -mpopcnt).
  constexpr bool more_than_one() const {
    return (low & (low - 1)) || (high & (high - 1)) || (low && high);
  }
  // Every cell of `inner` is in this set.
  constexpr bool contains(const CellSet& inner) const {
    return (low & inner.low) == inner.low && (high & inner.high) == inner.high;
  }
  // No cell in both.
  constexpr bool disjoint(const CellSet& o) const { return ((low & o.low) | (high & o.high)) == 0; }
  // The cells of this set that are not in `o`.
  constexpr CellSet minus(const CellSet& o) const { return {low & ~o.low, high & ~o.high}; }
  constexpr CellSet operator&(const CellSet& o) const { return {low & o.low, high & o.high}; }
  constexpr CellSet operator|(const CellSet& o) const { return {low | o.low, high | o.high}; }
  constexpr bool operator==(const CellSet&) const = default;
  template <typename Each>
  void for_each(Each each) const {
    for (std::uint64_t w = low; w; w &= w - 1) each(std::countr_zero(w));
    for (std::uint64_t w = high; w; w &= w - 1) each(64 + std::countr_zero(w));
  }
};

// Every cell.
inline constexpr CellSet kAllCells{~0ull, (1ull << 17) - 1};

// The 20 peers of each cell, as sets. The tables are built at compile time: the techniques
// read them in their innermost loops.
inline constexpr std::array<CellSet, 81> kPeerSets = [] {
  std::array<CellSet, 81> sets{};
  for (int a = 0; a < 81; ++a) {
    for (int b = 0; b < 81; ++b) {
      if (sees(a, b)) sets[a].add(b);
    }
  }
  return sets;
}();
constexpr const std::array<CellSet, 81>& peer_sets() {
  return kPeerSets;
}

// The cells that see every one of `cells` (cell numbers, one or more): their peers' intersection.
template <typename Cells>
constexpr CellSet common_peers(const Cells& cells) {
  CellSet common = kAllCells;
  for (int cell : cells) common = common & kPeerSets[std::size_t(cell)];
  return common;
}

// The 20 peers of each cell in Sudoku Explainer's order: its box in reading order, then the
// rest of its row, then the rest of its column. Where several steps could be found, this
// order decides which one is.
inline constexpr std::array<std::array<int, 20>, 81> kPeerLists = [] {
  std::array<std::array<int, 20>, 81> peers{};
  for (int cell = 0; cell < 81; ++cell) {
    int n = 0;
    CellSet seen;
    for (int unit : {box_unit(cell), row_unit(cell), column_unit(cell)}) {
      for (int other : kUnitCells[unit]) {
        if (other == cell || seen.has(other)) continue;
        seen.add(other);
        peers[cell][n++] = other;
      }
    }
  }
  return peers;
}();
constexpr const std::array<std::array<int, 20>, 81>& peer_lists() {
  return kPeerLists;
}

}  // namespace sudoku::geometry
