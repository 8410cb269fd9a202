#include <catch2/catch.hpp>

#include "corpus.hpp"

using sudoku::Status;

TEST_CASE("clashing givens in a row name both cells and the row") {
  auto grid = sudoku::test::grid_of(std::string(81, '.'));
  grid[2] = 5;
  grid[6] = 5;
  const auto conflicts = sudoku::find_conflicts(grid);
  REQUIRE(conflicts.size() == 1);
  CHECK(sudoku::describe(conflicts[0], grid) == "r1c3 and r1c7 are both 5 (row 1)");
  CHECK(conflicts[0].unit == sudoku::Unit::row);
  CHECK(conflicts[0].index == 0);
  CHECK(conflicts[0].unit_number() == 0);

  const auto result = sudoku::solve(grid);
  CHECK(result.status == Status::invalid);
  CHECK(result.message == "r1c3 and r1c7 are both 5 (row 1)");
  CHECK(result.conflicts.size() == 1);
}

TEST_CASE("clashes in a column and a box are named as such") {
  auto grid = sudoku::test::grid_of(std::string(81, '.'));
  grid[9 * 1 + 4] = 7;  // r2c5
  grid[9 * 8 + 4] = 7;  // r9c5
  CHECK(sudoku::solve(grid).message == "r2c5 and r9c5 are both 7 (column 5)");

  grid = sudoku::test::grid_of(std::string(81, '.'));
  grid[9 * 3 + 6] = 2;  // r4c7
  grid[9 * 5 + 8] = 2;  // r6c9
  const auto box = sudoku::solve(grid);
  CHECK(box.message == "r4c7 and r6c9 are both 2 (box 6)");
  REQUIRE(box.conflicts.size() == 1);
  CHECK(box.conflicts[0].unit_number() == 18 + 5);  // boxes are 18..26
  CHECK(sudoku::unit_name(box.conflicts[0].unit_number()) == "box 6");
}

TEST_CASE("a conflict's unit number is the one the logical solver's steps use: 0..26") {
  auto grid = sudoku::test::grid_of(std::string(81, '.'));
  grid[9 * 1 + 4] = 7;  // r2c5
  grid[9 * 8 + 4] = 7;  // r9c5: column 5, unit 9 + 4
  const auto conflicts = sudoku::find_conflicts(grid);
  REQUIRE(conflicts.size() == 1);
  CHECK(conflicts[0].unit == sudoku::Unit::column);
  CHECK(conflicts[0].index == 4);
  CHECK(conflicts[0].unit_number() == 13);
  CHECK(sudoku::unit_name(13) == "column 5");
}

TEST_CASE("every clashing pair is listed and the message counts the rest") {
  auto grid = sudoku::test::grid_of(std::string(81, '.'));
  grid[0] = grid[1] = 4;  // same row and same box
  const auto result = sudoku::solve(grid);
  CHECK(result.status == Status::invalid);
  CHECK(result.conflicts.size() == 2);
  CHECK(result.message == "r1c1 and r1c2 are both 4 (row 1)");  // one pair, two units

  grid[2] = 4;  // three 4s in row 1 and box 1: three pairs, each in two units
  const auto three = sudoku::solve(grid);
  CHECK(three.conflicts.size() == 6);
  CHECK(three.message == "r1c1 and r1c2 are both 4 (row 1) and 2 more clashes");
}

TEST_CASE("an invalid grid is never reported as having no solution") {
  for (auto algorithm : {sudoku::Algorithm::fast, sudoku::Algorithm::textbook}) {
    auto grid = sudoku::test::grid_of(std::string(81, '.'));
    grid[0] = 1;
    grid[80] = 1;
    grid[8] = 1;  // clashes with r1c1 in row 1
    sudoku::SolveOptions options;
    options.algorithm = algorithm;
    CHECK(sudoku::solve(grid, options).status == Status::invalid);
  }
}

TEST_CASE("text that is not a puzzle is malformed, not invalid") {
  const auto result = sudoku::solve(std::string_view("hello"));
  CHECK(result.status == Status::malformed);
  CHECK(result.message.rfind("line 1, column 1: unexpected character 'h'", 0) == 0);
}

TEST_CASE("is_solution_of checks completeness, validity and the givens") {
  const auto puzzle = sudoku::test::grid_of(
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..");
  const auto solution = sudoku::solve(puzzle).solution;
  CHECK(sudoku::is_solution_of(solution, puzzle));
  auto swapped = solution;
  std::swap(swapped[0], swapped[1]);
  CHECK_FALSE(sudoku::is_solution_of(swapped, puzzle));
  auto incomplete = solution;
  incomplete[40] = 0;
  CHECK_FALSE(sudoku::is_solution_of(incomplete, puzzle));
}
