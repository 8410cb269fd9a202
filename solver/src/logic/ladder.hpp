// The ladder's order, for rate() and hint().
#pragma once

#include "techniques.hpp"

namespace sudoku::logic {

// The step Sudoku Explainer's rater would take next on the board, or nothing when no
// technique of the ladder applies or the budget ran out. `floor`, when given, is set to the
// least rating the step (or the technique the budget ran out in) can have.
Found next_step(const Board& board, Budget& budget, int* floor = nullptr);

}  // namespace sudoku::logic
