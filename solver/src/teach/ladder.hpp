// The hint ladder: the patterns players learn, in a documented order of difficulty, for hints
// and the teaching walk (explain --teach). The rating ladder (../logic/ladder.hpp) stays Sudoku
// Explainer's, exactly; this one is a second, separate order over the same board and steps.
#pragma once

#include "../logic/techniques.hpp"
#include "../logic/work.hpp"

namespace sudoku::teach {

// The simplest step on the hint ladder that changes the board. Only when none of its
// patterns applies does it fall back on Sudoku Explainer's chains (from its X- and Y-cycles
// up to nested forcing chains), which `work` budgets. Each step's `ladder` says which ladder
// gave it: "hint" for a pattern, "rating" for a fallback chain.
logic::Found next_step(const logic::Board& board, logic::Work& work);

}  // namespace sudoku::teach
