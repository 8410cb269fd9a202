// Hard puzzles by the community's "vicinity" search: random digging almost never makes a
// puzzle rated 8.0 or more, so the search starts from a hard puzzle of the bank (bank.hpp)
// instead. Each seed draws the rating it aims at (for master, 9.0 to 10.6) and starts from a
// bank puzzle rated at least that. It relabels and reshapes it at random (an isomorph: the same
// puzzle in disguise), then moves givens, their digits from the solution, which every puzzle of
// the walk shares: a walk aiming 0.4 or more above the floor gives one more empty orbit of the
// symmetry (unless --minimal), any other empties k given orbits and gives k empty ones
// (k = 1 or 2), then takes away the givens that became redundant. A move is kept when the
// puzzle stays unique; the first puzzle that reaches the aim is the answer (or, after a while,
// the hardest in the band found), and the walk goes on from the hardest puzzle found so far.
#pragma once

#include "random.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::generator {

// Whether a band from `min_rating` up is one the vicinity search serves (8.0 or more).
bool wants_vicinity(int min_rating);

// The first puzzle of the walk whose rating is in the band and reaches its aim (or the hardest
// in the band found, when 20 moves since it found it have not), within `options.attempts` moves
// (each a puzzle made and, when unique, rated). Fails, with a message that says why, when the
// bank has no puzzle with the symmetry asked for.
Generated vicinity_search(const GenerateOptions& options, Symmetry symmetry, Random& random,
                          std::int64_t rating_budget);

}  // namespace sudoku::generator
