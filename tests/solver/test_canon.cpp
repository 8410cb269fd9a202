// The canonical form (sudoku/canon.hpp): one form per isomorphism class, the least isomorph,
// and a transform that makes it.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>

#include "corpus.hpp"
#include "sudoku/canon.hpp"

namespace {

using sudoku::Grid;
using sudoku::Transform;

// The project's puzzles: every slice of the shared sets, and the unique corpus entries.
std::vector<Grid> test_puzzles() {
  std::vector<Grid> puzzles;
  for (const auto& set : sudoku::test::read_slices())
    for (const auto& line : set.puzzles) puzzles.push_back(sudoku::test::grid_of(line));
  for (const auto& entry : sudoku::test::read_corpus())
    if (entry.expected != "invalid") puzzles.push_back(sudoku::test::grid_of(entry.puzzle));
  return puzzles;
}

// Draws from the 3,359,232 x 9! isomorphisms with `random`, uniformly.
Transform random_isomorphism(std::mt19937& random) {
  Transform transform;
  transform.transpose = random() & 1;
  const auto shuffle_chutes = [&](std::array<std::uint8_t, 9>& lines) {
    std::array<int, 3> chutes{0, 1, 2};
    std::shuffle(chutes.begin(), chutes.end(), random);
    for (int i = 0; i < 3; ++i) {
      std::array<int, 3> within{0, 1, 2};
      std::shuffle(within.begin(), within.end(), random);
      for (int j = 0; j < 3; ++j) lines[3 * i + j] = std::uint8_t(3 * chutes[i] + within[j]);
    }
  };
  shuffle_chutes(transform.rows);
  shuffle_chutes(transform.columns);
  std::shuffle(transform.digits.begin() + 1, transform.digits.end(), random);
  return transform;
}

// A plain search of every arrangement of rows and columns, in both orientations, each relabelled
// in order of first appearance: the least string is the canonical form by definition. About
// 50 ms natively.
Grid least_isomorph_by_brute_force(const Grid& grid) {
  std::vector<std::array<int, 9>> orders;  // the 1,296 orders of lines that keep chutes whole
  std::array<int, 3> p{0, 1, 2}, a{0, 1, 2}, b{0, 1, 2}, c{0, 1, 2};
  do {
    do {
      do {
        do {
          std::array<int, 9> order{};
          const std::array<int, 3>* within[3] = {&a, &b, &c};
          for (int i = 0; i < 9; ++i) order[i] = 3 * p[i / 3] + (*within[i / 3])[i % 3];
          orders.push_back(order);
        } while (std::next_permutation(c.begin(), c.end()));
      } while (std::next_permutation(b.begin(), b.end()));
    } while (std::next_permutation(a.begin(), a.end()));
  } while (std::next_permutation(p.begin(), p.end()));
  REQUIRE(orders.size() == 1296);

  Grid best;
  best.fill(10);
  for (int transposed = 0; transposed < 2; ++transposed) {
    for (const auto& rows : orders) {
      for (const auto& columns : orders) {
        std::array<std::uint8_t, 10> label{};
        std::uint8_t next = 1;
        int order = 0;  // this arrangement against the best so far: -1 less, 1 more
        for (int i = 0; i < 81 && order <= 0; ++i) {
          const int r = rows[i / 9], c = columns[i % 9];
          const int digit = transposed ? grid[9 * c + r] : grid[9 * r + c];
          if (digit && !label[digit]) label[digit] = next++;
          if (order == 0 && label[digit] != best[i]) order = label[digit] < best[i] ? -1 : 1;
          if (order < 0) best[i] = label[digit];
        }
      }
    }
  }
  return best;
}

// Facts no isomorphism changes: how many times each digit is given, and how many givens each
// line (row or column) has, both sorted. Puzzles that differ in them are not isomorphic.
std::pair<std::vector<int>, std::vector<int>> invariants(const Grid& grid) {
  std::vector<int> digits(10), lines(18);
  for (int cell = 0; cell < 81; ++cell) {
    if (!grid[cell]) continue;
    ++digits[grid[cell]];
    ++lines[cell / 9];
    ++lines[9 + cell % 9];
  }
  digits.erase(digits.begin());
  std::sort(digits.begin(), digits.end());
  std::sort(lines.begin(), lines.end());
  return {digits, lines};
}

Grid canonical_grid(const Grid& grid) {
  const auto canonical = sudoku::canonical_form(grid);
  REQUIRE(canonical);
  return canonical->grid;
}

}  // namespace

TEST_CASE("apply_transform() moves rows, columns and digits as Transform says") {
  const Grid puzzle = sudoku::test::grid_of(
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..");
  CHECK(sudoku::apply_transform(Transform{}, puzzle) == puzzle);

  Transform transform;
  transform.transpose = true;
  const Grid transposed = sudoku::apply_transform(transform, puzzle);
  CHECK(transposed[1] == puzzle[9]);  // r1c2 takes r2c1's digit
  CHECK(transposed[9 * 8 + 3] == puzzle[9 * 3 + 8]);

  transform = Transform{};
  transform.rows = {3, 4, 5, 0, 1, 2, 6, 7, 8};       // bands 1 and 2 swapped
  transform.columns = {2, 1, 0, 3, 4, 5, 6, 7, 8};    // columns 1 and 3 swapped
  transform.digits = {0, 2, 1, 3, 4, 5, 6, 7, 8, 9};  // 1 and 2 swapped
  const Grid moved = sudoku::apply_transform(transform, puzzle);
  CHECK(moved[0] == 3);          // r4c3 was 3
  CHECK(moved[9 * 3 + 2] == 3);  // r1c1 was 3
  CHECK(moved[9 * 4 + 0] == 0);  // r2c3 was empty
  CHECK(moved[9 * 6 + 1] == 3);  // r7c2 stays 3
  CHECK(moved[9 * 6 + 2] == 2);  // r7c1 was 1: now at r7c3, and 2
}

TEST_CASE("is_isomorphism() accepts what keeps bands, stacks and digits whole, and nothing else") {
  std::mt19937 random(7);
  for (int i = 0; i < 100; ++i) CHECK(sudoku::is_isomorphism(random_isomorphism(random)));
  Transform split_band;
  split_band.rows = {0, 1, 3, 2, 4, 5, 6, 7, 8};  // rows 3 and 4 swapped: two bands broken
  CHECK_FALSE(sudoku::is_isomorphism(split_band));
  Transform repeated_column;
  repeated_column.columns = {0, 1, 2, 3, 4, 5, 6, 7, 7};
  CHECK_FALSE(sudoku::is_isomorphism(repeated_column));
  Transform out_of_range;
  out_of_range.rows = {0, 1, 2, 3, 4, 5, 6, 7, 9};
  CHECK_FALSE(sudoku::is_isomorphism(out_of_range));
  Transform repeated_digit;
  repeated_digit.digits = {0, 1, 1, 3, 4, 5, 6, 7, 8, 9};
  CHECK_FALSE(sudoku::is_isomorphism(repeated_digit));
  Transform empty_filled;
  empty_filled.digits = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9};
  CHECK_FALSE(sudoku::is_isomorphism(empty_filled));
}

TEST_CASE("random isomorphs of each puzzle and of its solution have one canonical form") {
  std::mt19937 random(2026);
  std::size_t checked = 0;
  for (const Grid& puzzle : test_puzzles()) {
    const auto solved = sudoku::solve(puzzle);
    for (const Grid& grid : {puzzle, solved.solution}) {
      INFO(sudoku::to_line(grid));
      const auto canonical = sudoku::canonical_form(grid);
      REQUIRE(canonical);
      // The result is an isomorph of the input, made by the transform returned.
      CHECK(sudoku::is_isomorphism(canonical->transform));
      CHECK(sudoku::apply_transform(canonical->transform, grid) == canonical->grid);
      CHECK(canonical_grid(canonical->grid) == canonical->grid);
      for (int i = 0; i < 4; ++i) {
        const Transform transform = random_isomorphism(random);
        const Grid isomorph = sudoku::apply_transform(transform, grid);
        const auto again = sudoku::canonical_form(isomorph);
        REQUIRE(again);
        CHECK(again->grid == canonical->grid);
        CHECK(sudoku::apply_transform(again->transform, isomorph) == again->grid);
      }
      ++checked;
    }
  }
  CHECK(checked >= 250);
}

TEST_CASE("puzzles that are not isomorphic have different canonical forms") {
  const std::vector<Grid> puzzles = test_puzzles();
  std::map<Grid, Grid> first_with_form;  // canonical form -> the first puzzle that has it
  std::size_t distinct_pairs = 0;
  for (const Grid& puzzle : puzzles) {
    const auto canonical = sudoku::canonical_form(puzzle);
    REQUIRE(canonical);
    const auto [at, fresh] = first_with_form.emplace(canonical->grid, puzzle);
    // Two puzzles with one form are isomorphic: the form's invariants are both of theirs.
    if (!fresh) CHECK(invariants(at->second) == invariants(puzzle));
  }
  // A changed puzzle whose invariants differ is another puzzle: one given fewer, or one given
  // with another digit.
  for (const Grid& puzzle : puzzles) {
    for (int cell = 0; cell < 81; ++cell) {
      if (!puzzle[cell]) continue;
      Grid fewer = puzzle;
      fewer[cell] = 0;
      Grid other = puzzle;
      other[cell] = std::uint8_t(puzzle[cell] % 9 + 1);
      for (const Grid& changed : {fewer, other}) {
        if (invariants(changed) == invariants(puzzle) || !sudoku::find_conflicts(changed).empty())
          continue;
        CHECK(canonical_grid(changed) != canonical_grid(puzzle));
        ++distinct_pairs;
      }
      break;  // one given of each puzzle
    }
  }
  // The sets hold a few puzzles twice, but none twice in disguise: as many forms as puzzles.
  CHECK(first_with_form.size() == std::set<Grid>(puzzles.begin(), puzzles.end()).size());
  CHECK(distinct_pairs >= 150);
}

TEST_CASE("the canonical form is the least isomorph (a brute-force search agrees)") {
  std::vector<std::string> lines = {
      // A puzzle of the forums, a 17, a near-empty one, a full grid, a nearly full one.
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
      "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
      ".....1...........1..1.........1.....1...............1.......1...1...........1....",
      "754182639839465127612397485278619354943578216561234798426851973395726841187943562",
      "86437125.32584.761.712658434361.25871.8657432257483.1668.7341257135286.4542.16378",
  };
#if SUDOKU_FULL_SETS
  for (const auto& set : sudoku::test::read_slices()) lines.push_back(set.puzzles.front());
#endif
  for (const auto& line : lines) {
    INFO(line);
    const Grid grid = sudoku::test::grid_of(line);
    CHECK(canonical_grid(grid) == least_isomorph_by_brute_force(grid));
  }
}

TEST_CASE("canonical forms known from elsewhere") {
  // The forums' least and greatest minlex grids are their own canonical forms.
  for (const char* minlex :
       {"123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        "123456789457893612986217354274538196531964827698721435342685971715349268869172543"}) {
    const Grid grid = sudoku::test::grid_of(minlex);
    CHECK(canonical_grid(grid) == grid);
    std::mt19937 random(1);
    CHECK(canonical_grid(sudoku::apply_transform(random_isomorphism(random), grid)) == grid);
  }
  CHECK(
      sudoku::to_line(canonical_grid(sudoku::test::grid_of(
          "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."))) ==
      "........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9.");
  // magictour_top1465 and top95 both hold this puzzle twice: once as here, once with its first
  // band moved last.
  const std::string twice =
      "....1.78.5....9..........4..2..........6....3.74.8.........3..2.8..4..1.6..5.....";
  CHECK(canonical_grid(sudoku::test::grid_of(twice)) ==
        canonical_grid(sudoku::test::grid_of(twice.substr(27) + twice.substr(0, 27))));
  // Empty cells sort first: an empty grid is its own form, and a lone given goes last.
  const Grid empty{};
  CHECK(canonical_grid(empty) == empty);
  Grid lone{};
  lone[40] = 7;
  Grid last{};
  last[80] = 1;
  CHECK(canonical_grid(lone) == last);
}

TEST_CASE("digits missing from a puzzle take the labels left over, in increasing order") {
  Grid grid{};
  grid[80] = 5;
  const auto canonical = sudoku::canonical_form(grid);
  REQUIRE(canonical);
  CHECK(canonical->transform.digits == std::array<std::uint8_t, 10>{0, 2, 3, 4, 5, 1, 6, 7, 8, 9});
  CHECK(canonical->transform.rows[8] == 8);
  CHECK(canonical->transform.columns[8] == 8);
}

TEST_CASE("clashing givens have no canonical form; the text form refuses bad input as solve()") {
  Grid clash{};
  clash[2] = clash[6] = 5;
  CHECK_FALSE(sudoku::canonical_form(clash));

  const std::string clashing = "..5...5" + std::string(74, '.');
  const auto invalid = sudoku::canonical_form(std::string_view(clashing));
  REQUIRE(invalid.status);
  CHECK(*invalid.status == sudoku::Status::invalid);
  CHECK(invalid.message == sudoku::solve(std::string_view(clashing)).message);
  CHECK(invalid.message == "r1c3 and r1c7 are both 5 (row 1)");
  CHECK(invalid.conflicts.size() == 1);

  for (const std::string& text :
       {std::string(80, '.'), std::string(40, '.') + "x" + std::string(40, '.'), std::string("")}) {
    const auto malformed = sudoku::canonical_form(std::string_view(text), 3);
    REQUIRE(malformed.status);
    CHECK(*malformed.status == sudoku::Status::malformed);
    CHECK(malformed.message == sudoku::solve(std::string_view(text), {}, 3).message);
  }

  const auto good = sudoku::canonical_form(std::string_view(
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."));
  CHECK_FALSE(good.status);
  CHECK(good.message == "the least of the puzzle's isomorphs");
  CHECK(sudoku::apply_transform(good.canonical.transform, good.puzzle) == good.canonical.grid);
}
