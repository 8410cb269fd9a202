#include <catch2/catch.hpp>

#include "corpus.hpp"

using sudoku::Algorithm;
using sudoku::Status;

TEST_CASE("the fast solver solves every puzzle of the project's slices, uniquely and validly") {
  for (const auto& set : sudoku::test::read_slices()) {
    INFO(set.name);
    CHECK(set.puzzles.size() >= 10);
    for (const auto& line : set.puzzles) {
      INFO(line);
      const auto result = sudoku::solve(std::string_view(line));
      CHECK(result.status == Status::unique);
      CHECK(sudoku::is_solution_of(result.solution, sudoku::test::grid_of(line)));
    }
  }
}

TEST_CASE("textbook and fast agree on the slices (where textbook finishes within its budget)") {
  std::size_t compared = 0;
  for (const auto& set : sudoku::test::read_slices()) {
    for (const auto& line : set.puzzles) {
      INFO(set.name << ": " << line);
      sudoku::SolveOptions options;
      options.algorithm = Algorithm::textbook;
      options.budget = 2'000'000;
      const auto textbook = sudoku::solve(std::string_view(line), options);
      if (textbook.status == Status::aborted) continue;
      const auto fast = sudoku::solve(std::string_view(line));
      CHECK(textbook.status == fast.status);
      CHECK(textbook.count == fast.count);
      CHECK(textbook.solution == fast.solution);
      ++compared;
    }
  }
  CHECK(compared >= 40);
}

#if SUDOKU_FULL_SETS
TEST_CASE("every puzzle of every shared set solves correctly (when ../shared is present)") {
  const char* names[] = {"kaggle_10000.txt", "17_clue.txt", "magictour_top1465.txt",
                         "top95.txt",        "hardest.txt", "forum_hardest_1905_11plus.txt"};
  std::size_t solved = 0;
  for (const char* name : names) {
    const auto lines =
        sudoku::test::read_puzzle_lines(std::string(SUDOKU_SHARED_PUZZLES) + "/" + name);
    for (const auto& line : lines) {
      const auto puzzle = sudoku::test::grid_of(line);
      const auto result = sudoku::solve(puzzle);
      if (result.status != Status::unique || !sudoku::is_solution_of(result.solution, puzzle)) {
        FAIL_CHECK(name << ": " << line << ": " << sudoku::status_name(result.status));
      }
      ++solved;
    }
  }
  if (solved == 0) WARN("../shared/data/puzzles is not present: nothing to check");
}
#endif
