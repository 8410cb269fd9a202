// The four techniques a forcing chain applies at every nesting level to the board it has made
// (nested.cpp), Sudoku Explainer's Locking(false), HiddenSet(2), NakedSet(2) and
// Fisherman(2): each hint that removes something, with the candidates the chain removed that
// it needs, in Sudoku Explainer's order.
#pragma once

#include <vector>

#include "nested.hpp"

namespace sudoku::logic {

constexpr int kNestedBasicRules = 4;

// What the chain that made `now` from `source` changed.
Changed changed_by_chain(const Board& source, const Board& now);

// Appends what basic rule number `rule` (0 to 3, in that order) finds on `now`, the board the
// chain has made from `source` (`places`: now's; `changed`: changed_by_chain's).
void apply_basic_rule(int rule, const Board& now, const Places& places, const Board& source,
                      const Changed& changed, std::vector<Advanced>& out);

// The candidates of `digit` the chain removed from the cells of `unit` (positions `where`), as
// off potentials.
void removed_in(const Board& source, const Board& now, int unit, int digit, Mask where,
                std::vector<Potential>& out);

}  // namespace sudoku::logic
