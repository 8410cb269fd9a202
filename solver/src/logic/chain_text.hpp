// The words of a chain step, written from its paths (Step::paths, sudoku/logic.hpp) alone: the
// one writer for the chains of both ladders (logic/chains/, teach/). Below the chain engine: it
// includes nothing of it.
#pragma once

#include <string>
#include <vector>

#include "sudoku/logic.hpp"

namespace sudoku::logic {

// How a chain step's paths (the ones that are not `supporting`) give its conclusion.
enum class ChainKind {
  // The rating ladder's (ChainStory): a cycle, the loop; a forcing chain, its one path; a
  // contradiction, two paths from one assumption to a candidate on and off; double, cell and
  // region forcing chains, one path from each case to the same conclusion.
  cycle,
  forcing,
  contradiction,
  both_ways,
  cell,
  region,
  // The hint ladder's: each path gives part of the conclusion on its own: an alternating
  // inference chain from X off to W on (X or W is true), back to X off (a continuous loop) or
  // to X on (X is true), or a path from a candidate on to it off (it is false).
  each_path,
};

// The text of a chain step of `kind`, from its paths and its conclusion (placements,
// eliminations). `where`: a cell chain's cell, a region chain's unit. The hint ladder's start
// with the technique: "AIC (5 links): If r1c2 is not 4, then ...".
std::string chain_text(const Step& step, ChainKind kind, int where = -1);

// "r2c3" for a cell; "r2c37" or "r13c5" for the cells of one row or column (HoDoKu's notation
// for a group).
std::string cells_text(const std::vector<int>& cells);

}  // namespace sudoku::logic
