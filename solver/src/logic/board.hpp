// The logical solver's board, shared by every technique (one family per file, see
// techniques.hpp).
//
// Representation (cells, units, positions and digit masks as drawn in ../geometry.hpp):
//   value[cell]       the digit in the cell, 1..9, or 0 while it is empty;
//   candidates[cell]  a digit mask, bit d-1 set while digit d may still go in the cell;
//                     always 0 for a filled cell.
// "Positions" of a digit in a unit are a 9-bit mask over kUnitCells[unit] (bit i for
// kUnitCells[unit][i]).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "../geometry.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::logic {

// The grid's vocabulary, in the words every technique uses.
using geometry::bit_of;
using geometry::box_of;
using geometry::box_position;
using geometry::box_unit;
using geometry::candidate_index;
using geometry::cell_of_candidate;
using geometry::CellSet;
using geometry::column_of;
using geometry::column_unit;
using geometry::common_peers;
using geometry::count_of;
using geometry::digit_of_candidate;
using geometry::is_box;
using geometry::kAllCells;
using geometry::kAllDigits;
using geometry::kCandidates;
using geometry::kOverlaps;
using geometry::kPotentials;
using geometry::kPotentialWords;
using geometry::kUnitCells;
using geometry::lowest_digit;
using geometry::lowest_index;
using geometry::Mask;
using geometry::peer_lists;
using geometry::peer_sets;
using geometry::row_of;
using geometry::row_unit;
using geometry::sees;
using geometry::units_of;

// The cells of each unit, as sets.
inline constexpr std::array<CellSet, 27> kUnitSets = [] {
  std::array<CellSet, 27> sets{};
  for (int unit = 0; unit < 27; ++unit) {
    for (int cell : kUnitCells[unit]) sets[unit].add(cell);
  }
  return sets;
}();

// The next larger number with the same count of set bits as `subset` (Gosper's hack): the
// k-subsets of 0..n-1 in increasing order as binary numbers, from (1 << k) - 1 while below
// 1 << n. `subset` must not be 0.
constexpr unsigned next_combination(unsigned subset) {
  const unsigned lowest = subset & -subset;
  const unsigned ripple = subset + lowest;
  return ripple | (((ripple ^ subset) >> 2) / lowest);
}

// Calls `each(chosen)` for every way to choose `k` (1..4) of the indices 0..n-1, until it
// returns true; returns whether it did. The order is Sudoku Explainer's: the subsets as
// increasing binary numbers (bit i for index i), so {0,1}, {0,2}, {1,2}, {0,3}, ...
template <typename Each>
bool any_combination(int n, int k, Each each) {
  if (k > n || k < 1) return false;
  std::array<int, 4> chosen{};
  for (unsigned subset = (1u << k) - 1; subset < (1u << n); subset = next_combination(subset)) {
    int i = 0;
    for (unsigned rest = subset; rest; rest &= rest - 1) chosen[i++] = std::countr_zero(rest);
    if (each(chosen)) return true;
  }
  return false;
}

namespace detail {
// any_tight_set's loops: `left` more indices to choose, each below the last chosen (`below`).
template <int left, typename Each>
bool any_tight_set(const Mask* masks, int size, Each& each, int below, unsigned chosen,
                   Mask together) {
  for (int i = left - 1; i < below; ++i) {
    const Mask with = Mask(together | masks[i]);
    if (count_of(with) > size) continue;
    if constexpr (left == 1) {
      if (count_of(with) == size && each(chosen | 1u << i, with)) return true;
    } else {
      if (any_tight_set<left - 1>(masks, size, each, i, chosen | 1u << i, with)) return true;
    }
  }
  return false;
}
}  // namespace detail

// Calls `each(chosen, together)` for every way to choose `size` (1 to 4) of the n masks `masks`
// whose union `together` has exactly `size` bits, until it returns true; returns whether it
// did. `chosen` has bit i for masks[i]. The order is any_combination's (increasing binary
// numbers, that is, by the last chosen index, then the one before, ...), so the loops choose
// the last index first; a choice whose union already has more than `size` bits is not extended.
template <typename Each>
bool any_tight_set(const Mask* masks, int n, int size, Each each) {
  switch (size) {
    case 1:
      return detail::any_tight_set<1>(masks, size, each, n, 0u, Mask(0));
    case 2:
      return detail::any_tight_set<2>(masks, size, each, n, 0u, Mask(0));
    case 3:
      return detail::any_tight_set<3>(masks, size, each, n, 0u, Mask(0));
    case 4:
      return detail::any_tight_set<4>(masks, size, each, n, 0u, Mask(0));
    default:
      return false;
  }
}

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
  int empty_count(int unit) const {
    int empty = 0;
    for (int cell : kUnitCells[unit]) empty += value[cell] == 0;
    return empty;
  }
  // Where `digit` may still go in `unit`: a position mask (see the header comment).
  Mask positions(int unit, int digit) const;
};

// Each cell's units, box, row then column (Sudoku Explainer's order, which the chains keep),
// and the cell's position bit in each: a table, for the loops that visit all three for every
// candidate a chain turns off.
struct CellUnits {
  std::array<std::uint8_t, 3> unit;
  std::array<Mask, 3> own;
};
inline constexpr std::array<CellUnits, 81> kCellUnits = [] {
  std::array<CellUnits, 81> table{};
  for (int cell = 0; cell < 81; ++cell) {
    table[std::size_t(cell)] = {
        {std::uint8_t(box_unit(cell)), std::uint8_t(row_unit(cell)),
         std::uint8_t(column_unit(cell))},
        {Mask(1u << box_position(cell)), Mask(1u << column_of(cell)), Mask(1u << row_of(cell))}};
  }
  return table;
}();

// Every unit's positions of every digit (Board::positions) at once. A search that asks for
// many on one board reads them here: one pass over the board instead of a pass per question.
struct Places {
  std::array<std::array<Mask, 9>, 27> of{};  // [unit][digit - 1]

  explicit Places(const Board& board);
  Mask operator()(int unit, int digit) const { return of[unit][digit - 1]; }
  // Keeps the table true after board.eliminate(cell, digit).
  void eliminate(int cell, int digit) {
    const CellUnits& units = kCellUnits[std::size_t(cell)];
    for (std::size_t i = 0; i < 3; ++i) {
      of[units.unit[i]][std::size_t(digit - 1)] &= Mask(~units.own[i]);
    }
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
// Makes a step direct: it places `digit` in `cell` (the single it leaves) and removes nothing,
// as Sudoku Explainer's direct techniques do; what it would remove is shown as what makes the
// single.
void make_direct(Step& step, int cell, int digit);
// Adds the elimination of `digits` from `cell` (only those it holds) to the step; true when
// anything was added.
bool add_eliminations(Step& step, const Board& board, int cell, Mask digits);

}  // namespace sudoku::logic
