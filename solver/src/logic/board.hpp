// The logical solver's board, shared by every technique (one family per file, see
// techniques.hpp).
//
// Representation:
//   value[cell]       the digit in the cell, 1..9, or 0 while it is empty;
//   candidates[cell]  a 9-bit mask, bit d-1 set while digit d may still go in the cell;
//                     always 0 for a filled cell.
// Units are 0..26: rows 0..8, columns 9..17, boxes 18..26 in reading order. A unit's cells
// are listed in kUnitCells in reading order; "positions" of a digit in a unit are a 9-bit
// mask over that list (bit i for kUnitCells[unit][i]).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "sudoku/logic.hpp"

namespace sudoku::logic {

using Mask = std::uint16_t;
constexpr Mask kAllDigits = 0x1ff;

constexpr Mask bit_of(int digit) {
  return Mask(1u << (digit - 1));
}
// Counts set bits. Masks here are 9 bits wide, so a table does it without the library call
// std::popcount becomes on targets without a popcount instruction.
constexpr std::array<std::uint8_t, 512> kBitCounts = [] {
  std::array<std::uint8_t, 512> counts{};
  for (unsigned i = 1; i < 512; ++i) counts[i] = std::uint8_t(counts[i >> 1] + (i & 1));
  return counts;
}();
constexpr int count_of(unsigned mask) {
  return mask < 512 ? kBitCounts[mask] : std::popcount(mask);
}
// The lowest digit in a candidate mask (or the lowest position in a position mask, 0-based
// for positions: use lowest_index).
constexpr int lowest_digit(unsigned mask) {
  return std::countr_zero(mask) + 1;
}
constexpr int lowest_index(unsigned mask) {
  return std::countr_zero(mask);
}

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

constexpr bool sees(int a, int b) {
  return a != b &&
         (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

constexpr std::array<std::array<int, 9>, 27> make_unit_cells() {
  std::array<std::array<int, 9>, 27> units{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      units[i][j] = 9 * i + j;
      units[9 + i][j] = 9 * j + i;
      units[18 + i][j] = 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3;
    }
  }
  return units;
}
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

// The three units of a cell: row, column, box.
constexpr std::array<int, 3> units_of(int cell) {
  return {row_unit(cell), column_unit(cell), box_unit(cell)};
}

// A set of cells as an 81-bit mask, for intersections of what cells see.
struct CellSet {
  std::uint64_t low = 0;   // cells 0..63
  std::uint64_t high = 0;  // cells 64..80

  void add(int cell) { cell < 64 ? low |= 1ull << cell : high |= 1ull << (cell - 64); }
  bool has(int cell) const { return cell < 64 ? low >> cell & 1 : high >> (cell - 64) & 1; }
  bool empty() const { return (low | high) == 0; }
  int size() const { return std::popcount(low) + std::popcount(high); }
  CellSet operator&(const CellSet& o) const { return {low & o.low, high & o.high}; }
  CellSet operator|(const CellSet& o) const { return {low | o.low, high | o.high}; }
  CellSet without(const CellSet& o) const { return {low & ~o.low, high & ~o.high}; }
  template <typename Each>
  void for_each(Each each) const {
    for (std::uint64_t w = low; w; w &= w - 1) each(std::countr_zero(w));
    for (std::uint64_t w = high; w; w &= w - 1) each(64 + std::countr_zero(w));
  }
};

// Calls `each(chosen)` for every way to choose `k` (1..4) of the indices 0..n-1, until it
// returns true; returns whether it did. The order is Sudoku Explainer's: the subsets as
// increasing binary numbers (bit i for index i), so {0,1}, {0,2}, {1,2}, {0,3}, ...
template <typename Each>
bool any_combination(int n, int k, Each each) {
  if (k > n || k < 1) return false;
  std::array<int, 4> chosen{};
  for (unsigned subset = (1u << k) - 1; subset < (1u << n);) {
    int i = 0;
    for (unsigned rest = subset; rest; rest &= rest - 1) chosen[i++] = std::countr_zero(rest);
    if (each(chosen)) return true;
    // Gosper's hack: the next larger number with the same count of set bits.
    const unsigned lowest = subset & -subset;
    const unsigned ripple = subset + lowest;
    subset = ripple | (((ripple ^ subset) >> 2) / lowest);
  }
  return false;
}

// The 20 peers of each cell, as sets.
const std::array<CellSet, 81>& peer_sets();
// The 20 peers of each cell in Sudoku Explainer's order: its box in reading order, then the
// rest of its row, then the rest of its column. Where several steps could be found, this
// order decides which one is.
const std::array<std::array<int, 20>, 81>& peer_lists();

struct Board {
  Grid value{};
  std::array<Mask, 81> candidates{};

  // The puzzle's givens, with every candidate their rows, columns and boxes allow.
  static Board from(const Grid& grid);

  // Fills the cell and removes the digit from its peers' candidates.
  void place(int cell, int digit);
  void eliminate(int cell, int digit) { candidates[cell] &= Mask(~bit_of(digit)); }
  void apply(const Step& step);

  bool solved() const;
  int empty_count(int unit) const;
  // Where `digit` may still go in `unit`: a position mask (see the header comment).
  Mask positions(int unit, int digit) const;
  // The cells holding candidate `digit` among all 81.
  CellSet cells_with(int digit) const;
};

// Every unit's positions of every digit (Board::positions) at once. A search that asks for
// many on one board reads them here: one pass over the board instead of a pass per question.
struct Places {
  std::array<std::array<Mask, 9>, 27> of{};  // [unit][digit - 1]

  explicit Places(const Board& board);
  Mask operator()(int unit, int digit) const { return of[unit][digit - 1]; }
  // Keeps the table true after board.eliminate(cell, digit).
  void eliminate(int cell, int digit) {
    of[row_unit(cell)][digit - 1] &= Mask(~(1u << column_of(cell)));
    of[column_unit(cell)][digit - 1] &= Mask(~(1u << row_of(cell)));
    of[box_unit(cell)][digit - 1] &= Mask(~(1u << (row_of(cell) % 3 * 3 + column_of(cell) % 3)));
  }
};

// ---- Building steps ----------------------------------------------------------------------

// "r1c2, r3c4", or with a conjunction "r1c2, r3c4 and r5c6"
std::string cell_list(const std::vector<int>& cells, std::string_view conjunction = {});
// "3, 8" / "3 and 8" style digit lists from a mask: "1, 2 and 7"
std::string digit_list(Mask digits, std::string_view conjunction = "and");
// "remove 4 from r5c3, r9c8" or "remove 3 from r1c7 and 8 from r1c9, r2c9"
std::string elimination_text(const std::vector<Candidate>& eliminations);

// A step with its name and rating; the caller fills the rest.
Step make_step(std::string_view technique, int rating);
// Adds every candidate of `digits` in `cell` as a highlight with `role`.
void highlight(Step& step, int cell, Mask digits, Role role);
// Adds the elimination of `digits` from `cell` (only those it holds) to the step; true when
// anything was added.
bool add_eliminations(Step& step, const Board& board, int cell, Mask digits);

}  // namespace sudoku::logic
