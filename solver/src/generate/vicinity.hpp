// Hard puzzles by the community's "vicinity" search: random digging almost never makes a
// puzzle rated 8.0 or more, so the search starts from a hard puzzle of the bank (bank.hpp)
// instead. It relabels and reshapes it at random (an isomorph: the same puzzle in disguise),
// then moves givens: k given orbits of the symmetry emptied and k empty ones given (k = 1 or 2),
// their digits from the solution, which every puzzle of the walk shares. A move is kept when
// the puzzle stays unique; a kept puzzle whose rating falls in the band is the answer, and the
// walk goes on from the hardest puzzle found so far.
#pragma once

#include "random.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::generator {

// Whether a band from `min_rating` up is one the vicinity search serves (8.0 or more).
bool wants_vicinity(int min_rating);

// The first puzzle of the walk whose rating is in the band, within `options.attempts` moves
// (each a puzzle made and, when unique, rated). Fails, with a message that says why, when the
// bank has no puzzle with the symmetry asked for.
Generated vicinity_search(const GenerateOptions& options, Symmetry symmetry, Random& random,
                          std::int64_t rating_budget);

}  // namespace sudoku::generator
