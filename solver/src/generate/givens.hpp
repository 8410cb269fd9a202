// What the generator asks of a puzzle's givens: which cells a symmetry ties together, whether
// the puzzle has one solution, and whether any given could go (with has_symmetry and
// is_redundant, sudoku/generate.hpp's).
#pragma once

#include <array>
#include <cstdint>

#include "random.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::generator {

// The image of a cell under the symmetry (the next cell of its orbit).
int mirror(Symmetry symmetry, int cell);

// The cells that must be given or left empty together: each cell's orbit under the symmetry,
// `count` orbits of 1, 2 or 4 cells.
struct Orbits {
  std::array<std::array<std::uint8_t, 4>, 81> cells{};
  std::array<std::uint8_t, 81> sizes{};
  int count = 0;
};
Orbits orbits_of(Symmetry symmetry);

bool unique(const Grid& puzzle);

// The givens of the cell's row, column and box leave it a single digit: taking it away keeps
// the puzzle's solutions as they are, with no search to prove it.
bool forced(const Grid& puzzle, int cell);

// No single given of a unique puzzle can go.
bool is_minimal(const Grid& puzzle);

// Takes away given orbits, in a random order, each while the puzzle stays unique (a unique
// puzzle in, a unique puzzle out). The digger's step, from a full grid, and the vicinity's.
void reduce(Grid& puzzle, const Orbits& orbits, Random& random);

}  // namespace sudoku::generator
