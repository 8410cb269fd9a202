// sudoku-wasm: the certificate of a puzzle, what a setter checks before publishing it: one
// solution (or how many, and where two of them differ), no wasted givens, its symmetries, its
// rating on Sudoku Explainer's scale, its canonical form, a link to play it and a text block
// for a forum post.
//
// Cells are 0..80 and ratings tenths (42 is 4.2), as in sudoku.hpp and logic.hpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"

namespace sudoku {

struct CertifyOptions {
  // Solutions are counted up to this many (as solve()'s limit; below 2 counts to 2).
  std::uint64_t limit = 1000;
  // Search nodes each search may take (solve()'s fast budget; 0: default_fast_budget): the
  // count, and each search of the suggestion. Each given's removal is searched as the
  // generator's is_minimal searches it, with the default budget (a removal that ran out of it
  // would count as not redundant).
  std::uint64_t budget = 0;
  // Chain nodes the rating may take (rate()'s budget).
  std::int64_t rating_budget = kDefaultBudget;
};

// How many steps of one technique the rating took, and the highest rating among them (a
// chain's rating grows with its length).
struct TechniqueCount {
  std::string technique;
  int rating = 0;
  int count = 0;
};

struct Certificate {
  // solve()'s status and message for the puzzle, with the limit above: `unique`, `multiple`
  // (count up to the limit, `complete` when exact), `none`, `invalid` (`conflicts` set),
  // `malformed` or `aborted`. Only `malformed` leaves everything below empty; `invalid` has
  // the puzzle and its givens only.
  Status status = Status::malformed;
  std::string message;
  std::vector<Conflict> conflicts;
  Grid puzzle{};
  std::uint64_t count = 0;
  bool complete = false;

  // `unique`: the solution. `multiple`: two solutions, the first the search finds and another;
  // `differing` the cells (ascending) where they differ, and `suggested` givens taken from
  // `solution` that make the puzzle unique: the fewest a greedy search found (see certify.cpp),
  // empty when a search ran out of budget first.
  Grid solution{};
  Grid other_solution{};
  std::vector<int> differing;
  std::vector<Candidate> suggested;

  // The number of givens, and (`unique` only) the redundant ones: the givens whose removal
  // leaves the puzzle unique, ascending. `minimal`: unique with none.
  int givens = 0;
  std::vector<int> redundant;
  bool minimal = false;

  // Every symmetry the givens have (Symmetry's order, never Symmetry::none): a cell is given
  // exactly when its image is. Empty: none. Set unless malformed or invalid.
  std::vector<Symmetry> symmetries;

  // `unique` only: rate()'s answer (its `steps` not kept), the histogram of the techniques its
  // steps used (ascending by rating, then name; the counts sum to rating.step_count), whether
  // every step was a single (full house, hidden or naked single), and Sudoku Explainer's pearl
  // and diamond (serate's %p and %d): the highest rating of the steps up to and including the
  // first step that places a digit (pearl), or up to and including the first step (diamond:
  // serate's "first candidate elimination"; every step places or eliminates, so it is the
  // first step's rating). diamond <= pearl <= rating.
  Rating rating;
  std::vector<TechniqueCount> techniques;
  bool singles_only = false;
  int pearl = 0;
  int diamond = 0;

  // The canonical form (canon.hpp), unless malformed or invalid.
  Grid canonical{};
  // "#play/" and the puzzle's 81 characters: the page's address fragment that opens it to play.
  std::string link;
  // Lines to paste in a forum post: the puzzle and ED=rating/pearl/diamond as serate prints them
  // ("%g ED=%r/%p/%d"), then the level and hardest step, the givens, the symmetry and the
  // canonical form; for a puzzle that is not unique, the count, the differing cells and the
  // suggestion instead of the rating. Empty when malformed or invalid.
  std::string text;
};

// The certificate of a puzzle. Bad input gets solve()'s status and message.
Certificate certify(const Grid& puzzle, const CertifyOptions& options = {});
// parse() + certify(): `malformed` with parse()'s message when the text is not a puzzle.
Certificate certify(std::string_view text, const CertifyOptions& options = {},
                    LineNumber first_line = 1);

}  // namespace sudoku
