// Isomorphisms as values (sudoku/canon.hpp): applying one, and telling one from a permutation
// that would break a grid.
#include <array>
#include <cstdint>

#include "sudoku/canon.hpp"

namespace sudoku {
namespace {

// Whether `lines` (rows or columns) keeps its chutes (bands or stacks) whole: lines[0..2] are
// the three lines of one chute, lines[3..5] of another, lines[6..8] of the third.
bool keeps_chutes(const std::array<std::uint8_t, 9>& lines) {
  unsigned seen = 0;
  for (int chute = 0; chute < 3; ++chute) {
    for (int i = 3 * chute; i < 3 * chute + 3; ++i) {
      const unsigned line = lines[i];
      if (line >= 9 || line / 3 != lines[3 * chute] / 3u || (seen >> line & 1)) return false;
      seen |= 1u << line;
    }
  }
  return true;
}

}  // namespace

Grid apply_transform(const Transform& transform, const Grid& grid) {
  Grid result{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      const int row = transform.rows[i];
      const int column = transform.columns[j];
      const int cell = transform.transpose ? 9 * column + row : 9 * row + column;
      result[9 * i + j] = transform.digits[grid[cell]];
    }
  }
  return result;
}

bool is_isomorphism(const Transform& transform) {
  if (!keeps_chutes(transform.rows) || !keeps_chutes(transform.columns)) return false;
  if (transform.digits[0] != 0) return false;
  unsigned seen = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    const unsigned label = transform.digits[digit];
    if (label < 1 || label > 9 || (seen >> label & 1)) return false;
    seen |= 1u << label;
  }
  return true;
}

}  // namespace sudoku
