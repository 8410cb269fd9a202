// The tests' own reading of the symmetries that sudoku/generate.hpp names: where each takes
// cell (r, c). The generator and the certificate are checked against it, not against their
// own mirror.
#pragma once

#include "sudoku/generate.hpp"

namespace sudoku::test {

inline int image(Symmetry symmetry, int cell) {
  const int r = cell / 9, c = cell % 9;
  switch (symmetry) {
    case Symmetry::none:
      return cell;
    case Symmetry::rotational:
      return 80 - cell;
    case Symmetry::quarter_turn:
      return 9 * c + 8 - r;
    case Symmetry::horizontal:
      return 9 * (8 - r) + c;
    case Symmetry::vertical:
      return 9 * r + 8 - c;
    case Symmetry::diagonal:
      return 9 * c + r;
    case Symmetry::anti_diagonal:
      return 9 * (8 - c) + 8 - r;
  }
  return cell;
}

}  // namespace sudoku::test
