// Almost locked sets, shared by ALS-XZ (als_xz.cpp) and ALS-XY-Wing (als_xy_wing.cpp).
//
// An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them: take one
// digit away and the rest are locked there. Two ALS with no cell in common share a restricted
// common digit X when every X of one sees every X of the other: they cannot both hold X, so one
// of them is locked without X and holds each of its other digits.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {

struct Als {
  int unit = 0;
  std::vector<int> cells;
  logic::CellSet set;
  Mask digits = 0;
  std::array<logic::CellSet, 9> holding{};  // by digit - 1: the cells that hold it
  std::array<logic::CellSet, 9> seeing{};   // by digit - 1: the cells that see every one of those
};

// Every ALS of one to eight cells on the board (a set met in a box and a line once), in unit
// order (rows, columns, boxes), smaller sets first within a unit.
std::vector<Als> almost_locked_sets(const Board& board);

// The restricted common digits of `a` and `b` (none when they share a cell). Inline: the ALS
// patterns ask it of every pair of sets.
inline Mask restricted_commons(const Als& a, const Als& b) {
  Mask commons = 0;
  const Mask common = a.digits & b.digits;
  if (!common || !(a.set & b.set).empty()) return commons;
  for (Mask xs = common; xs; xs &= xs - 1) {
    const auto x = std::size_t(logic::lowest_digit(xs) - 1);
    if (a.seeing[x].contains(b.holding[x])) commons |= Mask(xs & -xs);
  }
  return commons;
}

// Each set's restricted commons with the others, by index into `sets`: (other set, digit), the
// pairs in their sets' order (the lower index first), the digits in increasing order.
using Commons = std::vector<std::vector<std::pair<std::size_t, int>>>;
Commons restricted_commons_of(const std::vector<Als>& sets);

// The ALS patterns (patterns.hpp) on the board's sets, as almost_locked_sets gives them.
Found find_als_xz(const Board& board, const std::vector<Als>& sets, const Commons& commons);
Found find_als_xy_wing(const Board& board, const std::vector<Als>& sets, const Commons& commons);
Found find_death_blossom(const Board& board, const std::vector<Als>& sets);

// "r1c2 and r1c5 (3, 4 and 7 in row 1)"
std::string als_text(const Als& als);

// Draws the set's cells as Role::als and its unit; adds the weak links of a restricted common
// digit `x` from `a` to `b`.
void draw_als(Step& step, const Board& board, const Als& als);
void draw_restricted_common(Step& step, const Als& a, const Als& b, int x);

}  // namespace sudoku::teach
