// The hint ladder's own techniques (those Sudoku Explainer's ladder does not have), one family
// per file: single-digit patterns with two strong links, empty rectangles, finned fish, almost
// locked sets (ALS-XZ, ALS-XY-Wing, Death Blossom, ALS-Chain), Remote Pairs, Sue de Coq, 3D
// Medusa, Simple Colouring, WXYZ-Wings, W-Wings, alternating inference chains and Kraken Fish.
// Each finder returns the first instance that removes a candidate (the almost locked sets': the
// one that removes the most; the Kraken Fish: the one with the fewest links), or nothing.
//
// A strong link on a digit joins its only two places in a unit (if one is not the digit, the
// other is); a weak link joins two candidates that cannot both be true (the same digit in
// cells that see each other, or two digits of one cell). The patterns below are short chains
// of these links that a person can check on the board by eye.
#pragma once

#include <array>
#include <vector>

#include "../logic/board.hpp"
#include "../logic/chains/implications.hpp"
#include "../logic/techniques.hpp"

namespace sudoku::teach {

using logic::Board;
using logic::Found;
using logic::Mask;

// single_digit.cpp: two strong links on one digit whose ends see each other (a weak link), so
// one of their far ends holds the digit, and cells seeing both far ends lose it. HoDoKu's
// names by shape: Skyscraper (two parallel lines, the near ends in one crossing line),
// 2-String Kite (a row and a column, the near ends in one box), Turbot Fish (any other).
enum class TwoLinks { skyscraper, kite, turbot };
Found find_two_strong_links(const Board& board, TwoLinks shape);

// empty_rectangle.cpp: a box whose digit lies in one row and one column of it, and a strong
// link in a line outside the box.
Found find_empty_rectangle(const Board& board);

// finned_fish.cpp: an X-Wing (`size` 2), Swordfish (3) or Jellyfish (4) with fins in one
// box, finned or sashimi; the fins carry Role::fin.
Found find_finned_fish(const Board& board, int size);

// als_xz.cpp: two almost locked sets (up to eight cells each) with one restricted common digit
// or two (doubly linked); the pair that removes the most, then the smallest. Their cells carry
// Role::als.
Found find_als_xz(const Board& board);

// als_xy_wing.cpp: three almost locked sets, a pivot sharing a restricted common digit with each
// of the others (two different digits); the wing that removes the most, then the smallest. Their
// cells carry Role::als.
Found find_als_xy_wing(const Board& board);

// als.cpp: ALS-XZ, ALS-XY-Wing and Death Blossom in that order, on one list of the board's
// almost locked sets (the hint ladder's three rungs at once).
Found find_almost_locked_sets(const Board& board);

// death_blossom.cpp: a stem cell of two or three digits and, for each, an almost locked set
// whose places of that digit all see the stem; the blossom that removes the most, then the
// smallest. The sets' cells carry Role::als, the stem Role::pattern.
Found find_death_blossom(const Board& board);

// als_chain.cpp: three or more almost locked sets (up to five cells each) in a row, each sharing a
// restricted common digit with the next (never the same digit twice in a row), the ends a digit Z
// (three sets make an ALS-XY-Wing, found first unless the end sets overlap); the chain that removes
// the most, then the one with the fewest sets. Each candidate it removes has a path, from it on to
// it off through each set.
Found find_als_chain(const Board& board);

// kraken_fish.cpp: a finned X-Wing, Swordfish or Jellyfish whose fins (up to four, anywhere)
// each lead by a chain to the same target's elimination; one path from each fin.
Found find_kraken_fish(const Board& board);

// remote_pairs.cpp: a chain of four or more cells holding the same two digits, each seeing the
// next (the shortest first).
Found find_remote_pair(const Board& board);

// sue_de_coq.cpp: two or three cells where a line crosses a box, with cells of the line and of
// the box (Role::als) that together hold as many digits as cells.
Found find_sue_de_coq(const Board& board);

// medusa.cpp: 3D Medusa, a colouring of candidates of several digits along strong links;
// contradictions (rules 1, 2, 6) before the other eliminations (rules 3, 4, 5).
Found find_medusa(const Board& board);

// colour_paths.cpp: the paths of the colouring patterns (Simple Colouring, 3D Medusa, Remote
// Pairs), from their strong links (by candidate index, the candidates each is strongly linked
// to) and colours (by candidate index: 0 or 1 in the cluster, -1 elsewhere).
using StrongLinks = std::vector<std::vector<int>>;
using Colours = std::array<int, logic::kCandidates>;
// Why candidate `b` follows from `a` in a chain on `board`: two digits of one cell, or one
// digit in a unit (where they are its only two places, if there is one; else the first that
// holds both).
Why link_why(const Board& board, Candidate a, Candidate b);
// What proves a colour false: its candidate `root` on leads to `other` of the colour on, which
// it excludes; or (`cell` >= 0) the colour sees every candidate of `cell`.
struct Clash {
  int root = -1;
  int other = -1;
  int cell = -1;
};
// A colour proven false: the contradiction from its root on, then from the root off a path to
// each other candidate of the colour (off).
std::vector<ChainPath> false_colour_paths(const Board& board, const StrongLinks& links,
                                          const Colours& colour, const Clash& clash);
// Eliminations that both colours rule out: for each, from a candidate of colour 0 that excludes
// it off, to one of colour 1 that excludes it on (X or W), unless an earlier path shows it.
std::vector<ChainPath> both_colours_paths(const Board& board, const StrongLinks& links,
                                          const Colours& colour,
                                          const std::vector<Candidate>& eliminations);
// A step's paths, each added whole from its assumption: one that begins as an earlier one
// branches off it (ChainPath::branch).
class PathList {
 public:
  void add(std::vector<ChainPotential> whole, bool supporting = false);
  // Whether an alternating inference chain added (X off to W on) rules out `c`: it excludes
  // both X and W.
  bool shows_either(const Candidate& c) const;
  std::vector<ChainPath> paths;

 private:
  std::vector<std::vector<ChainPotential>> wholes_;
};

// colouring.cpp: Simple Colouring, the wrap rule (on every digit) before the trap rule.
Found find_simple_colouring(const Board& board);

// wxyz_wing.cpp: four cells around a hinge that sees the others, four digits, one of which
// (Z) is not confined to cells that all see each other.
Found find_wxyz_wing(const Board& board);

// w_wing.cpp: two cells holding the same two digits x and y, joined by a strong link on x.
Found find_w_wing(const Board& board);

// aic.cpp: the shortest alternating inference chain (grouped nodes allowed) that removes
// something, up to `most_links` links; one digit chains (X-Chains) before mixed ones at equal
// length.
Found find_aic(const Board& board, int most_links);

// The rating a hint-ladder step carries: the one Sudoku Explainer gives a forcing chain of
// `links` links on one digit (6.6 up) or on several (7.0 up), so that a walk's ratings stay on
// its scale. Tenths.
int chain_rating(bool one_digit, int links);

}  // namespace sudoku::teach
