// The techniques a forcing chain at a nesting level applies to the board it has made, when
// nothing more follows from its links (Sudoku Explainer's getAdvancedPotentials): the four
// basic rules at every level, then chains, in Sudoku Explainer's order. What they remove
// joins the chain, with the candidates the chain removed that they needed.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "forcing.hpp"

namespace sudoku::logic {

// What a technique run on a chain's board removes, with the candidates the chain removed
// that it needed (its "rule parents"): Sudoku Explainer's getAdvancedPotentials.
struct Advanced {
  std::vector<Candidate> removes;
  std::vector<Potential> parents;  // off potentials
  std::string technique;
  int complexity = 0;
  std::uint64_t chain = 0;  // a chain's key (Learned::chain), else 0
};

// What a chain changed on the board it has made from its source: the cells whose candidates
// it changed, and the digits it removed, anywhere and by unit. The basic rules look only
// there (nested_basic.cpp), and a stall may run all four: it is worked out once, when first
// asked.
struct Changed {
  CellSet cells;
  Mask digits = 0;
  std::array<Mask, 27> unit_digits{};
};

// How many techniques the nesting level `level` applies.
int nested_rule_count(int level);
// The highest lower level whose techniques are the first of `level`'s (0: none).
int nested_prefix_level(int level);
// Appends to `out` what technique number `rule` of the level finds on `now`, the board the
// chain has made from `source` (whose places are `places`). `changed`: what the chain changed,
// once a rule has asked (empty until then).
void apply_nested_rule(int rule, int level, const Board& now, const Places& places,
                       const Board& source, ChainWork& work, std::optional<Changed>& changed,
                       std::vector<Advanced>& out);

}  // namespace sudoku::logic
