// The ladder's order, for rate() and hint().
#pragma once

#include "techniques.hpp"

namespace sudoku::logic {

// The step Sudoku Explainer's rater would take next on the board, or nothing when no
// technique of the ladder applies.
Found next_step(const Board& board);

}  // namespace sudoku::logic
