// sudoku-wasm: the canonical form of a puzzle, so that the same puzzle is recognised after its
// digits are relabelled and its grid reflected, rotated or shuffled.
//
// Two grids are isomorphic ("the same puzzle in disguise") when one is made from the other by
// the moves that keep every Sudoku a Sudoku:
//   - transposing (row r becomes column r);
//   - permuting the three bands (rows 0-2, 3-5, 6-8), and the three rows within each band;
//   - permuting the three stacks (columns 0-2, 3-5, 6-8), and the three columns within each;
//   - relabelling the digits (any permutation of 1..9; an empty cell stays empty).
// That is 2 * 6^4 * 6^4 = 3,359,232 grid symmetries (rotations and mirrors among them) times
// 9! = 362,880 relabellings.
//
// The canonical form is the least isomorph: every isomorph read as 81 digits in reading order,
// an empty cell as 0, the least string (the "minlex" form of the forums). So it opens with as
// many empty cells as any isomorph can, and its givens are labelled in order of first
// appearance: the first given is 1, the next new digit 2, and so on. Isomorphic puzzles have
// the same canonical form, and puzzles that are not have different ones. For a full grid it is
// the usual minlex grid (its first row is 123456789). For example, the canonical form of
//   8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
// is
//   ........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

// One isomorphism, applied in this order:
//   1. when `transpose`, the grid is transposed: cell (r, c) takes the digit of (c, r);
//   2. row i of the result is row rows[i] of that grid, and column j is its column columns[j];
//   3. each digit d becomes digits[d] (digits[0] is 0: an empty cell stays empty).
// So result[9 * i + j] = digits[g(rows[i], columns[j])], where g(r, c) is the grid's digit at
// (r, c), or at (c, r) when transposed. The identity is the default.
struct Transform {
  bool transpose = false;
  std::array<std::uint8_t, 9> rows{0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::array<std::uint8_t, 9> columns{0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::array<std::uint8_t, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  friend bool operator==(const Transform&, const Transform&) = default;
};

// The grid `transform` makes of `grid`. `transform` must be a permutation as below
// (is_isomorphism); cells hold 0..9.
Grid apply_transform(const Transform& transform, const Grid& grid);

// Whether `transform` is one of the isomorphisms above: `rows` keeps bands together (rows[0..2]
// are the three rows of one band, in any order, and so on) and so does `columns` with stacks,
// and `digits` is a permutation of 1..9 with digits[0] = 0. Any other transform can turn a
// valid grid into an invalid one.
bool is_isomorphism(const Transform& transform);

struct Canonical {
  Grid grid{};          // the canonical form
  Transform transform;  // apply_transform(transform, input) == grid
};

// The canonical form of a grid whose givens do not clash (cells 0..9: a puzzle, a partly filled
// grid or a full one), and an isomorphism that makes it: when several do (a grid with
// automorphisms), one of them. Digits missing from the grid go to the labels left over, in
// increasing order. Nothing when givens clash (find_conflicts). Natively it takes about 10 µs
// for a puzzle and 30 µs for a full grid, up to a few ms for a grid nearly full (70 givens and
// more, whose first row leaves many orders of its digits tied); the bench measures it.
std::optional<Canonical> canonical_form(const Grid& grid);

// canonical_form() of a puzzle's text, for the edges (the CLI's canon, the JS canonical()):
// text that is not a puzzle and clashing givens are refused as solve() refuses them, with
// the same status and message.
struct CanonicalResult {
  // Why there is no canonical form: Status::malformed (parse()'s message) or Status::invalid
  // (describe()'s message; `conflicts` lists the pairs). Nothing when there is one.
  std::optional<Status> status;
  std::string message;  // when there is a form: "the least of the puzzle's isomorphs"
  std::vector<Conflict> conflicts;
  Grid puzzle{};  // the puzzle as parsed (unless malformed)
  Canonical canonical;
};
// `first_line` numbers the text's lines in messages, as for parse().
CanonicalResult canonical_form(std::string_view text, LineNumber first_line = 1);

}  // namespace sudoku
