// The ladder's order, for rate() and hint().
#pragma once

#include "techniques.hpp"

namespace sudoku::logic {

// The step Sudoku Explainer's rater would take next on the board, or nothing when no
// technique of the ladder applies or the budget ran out. `floor`, when given, is set to the
// least rating the step (or the technique the budget ran out in) can have. With a `ceiling`
// (tenths, 0 for none), nothing is tried whose steps all rate above it: nothing is found then,
// and `floor` says how hard the next technique is.
Found next_step(const Board& board, Work& work, int* floor = nullptr, int ceiling = 0);

}  // namespace sudoku::logic
