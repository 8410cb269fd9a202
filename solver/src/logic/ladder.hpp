// The rating ladder: Sudoku Explainer's techniques in its rater's order, for rate() and, its
// chain families alone, the hint ladder's fallback.
#pragma once

#include "techniques.hpp"
#include "work.hpp"

namespace sudoku::logic {

// The step Sudoku Explainer's rater would take next on the board, or nothing when no
// technique of the ladder applies or the budget ran out. `floor`, when given, is set to the
// least rating the step (or the technique the budget ran out in) can have. With a `ceiling`
// (tenths, 0 for none), nothing is tried whose steps all rate above it: nothing is found then,
// and `floor` says how hard the next technique is.
Found next_step(const Board& board, Work& work, int* floor = nullptr, int ceiling = 0);

// The same on the ladder's chain families alone, from its cycles and forcing chains up to
// nested forcing chains: the hint ladder's fallback, which has tried every other technique.
Found next_chain_step(const Board& board, Work& work);

}  // namespace sudoku::logic
