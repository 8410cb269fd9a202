#include <catch2/catch.hpp>

#include "corpus.hpp"

using sudoku::Algorithm;
using sudoku::Status;

namespace {
sudoku::SolveResult textbook(const std::string& puzzle, std::uint64_t budget = 0) {
  sudoku::SolveOptions options;
  options.algorithm = Algorithm::textbook;
  options.budget = budget;
  return sudoku::solve(std::string_view(puzzle), options);
}
}  // namespace

TEST_CASE("the tutorials' example: 769 placements and 720 backtracks") {
  const auto result =
      textbook("3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..");
  REQUIRE(result.status == Status::unique);
  CHECK(sudoku::to_line(result.solution) ==
        "316578492529134768487629531263415987974863125851792643138947256692351874745286319");
  CHECK(result.stats.placements == 769);
  CHECK(result.stats.backtracks == 720);
}

TEST_CASE("the tutorials' second example: 89 placements and 42 backtracks") {
  const auto result =
      textbook(".26...81.3..7.8..64...5...7.5.1.7.9...39.51...4.3.2.5.1...3...25..2.4..9.38...46.");
  REQUIRE(result.status == Status::unique);
  CHECK(result.stats.placements == 89);
  CHECK(result.stats.backtracks == 42);
}

TEST_CASE("a grid that is already full needs no placement") {
  const std::string full =
      "316578492529134768487629531263415987974863125851792643138947256692351874745286319";
  const auto result = textbook(full);
  CHECK(result.status == Status::unique);
  CHECK(result.stats.placements == 0);
  CHECK(sudoku::to_line(result.solution) == full);
}

TEST_CASE("the budget stops the textbook search with `aborted`") {
  // 17 clues: the textbook algorithm needs far more than 1,000 placements here.
  const auto result = textbook(
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", 1000);
  CHECK(result.status == Status::aborted);
  CHECK(result.message == "gave up after 1000 placements without finding a solution");
  CHECK(result.stats.placements == 1000);
}

TEST_CASE("the empty grid has several solutions, found in reading order") {
  const auto result = textbook(std::string(81, '.'));
  CHECK(result.status == Status::multiple);
  CHECK(result.count == 2);
  CHECK(sudoku::to_line(result.solution).substr(0, 9) == "123456789");
}
