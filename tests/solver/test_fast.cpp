#include <catch2/catch.hpp>

#include "corpus.hpp"

using sudoku::Algorithm;
using sudoku::Status;

namespace {

// The count a corpus entry expects, as the solver reports it with `limit`.
void check_entry(const sudoku::test::CorpusEntry& entry, Algorithm algorithm) {
  INFO("corpus line " << entry.line << ": " << entry.puzzle);
  sudoku::SolveOptions options;
  options.algorithm = algorithm;
  options.limit = 100;
  const auto result = sudoku::solve(std::string_view(entry.puzzle), options);
  if (entry.expected == "invalid") {
    CHECK(result.status == Status::invalid);
    CHECK_FALSE(result.conflicts.empty());
    return;
  }
  if (entry.expected.back() == '+') {
    CHECK(result.status == Status::multiple);
    CHECK(result.count >= std::stoull(entry.expected));
  } else {
    const auto expected = std::stoull(entry.expected);
    CHECK(result.count == expected);
    CHECK(result.complete);
    CHECK(result.status == (expected == 0   ? Status::none
                            : expected == 1 ? Status::unique
                                            : Status::multiple));
  }
  if (result.solved())
    CHECK(sudoku::is_solution_of(result.solution, sudoku::test::grid_of(entry.puzzle)));
  if (!entry.solution.empty()) CHECK(sudoku::to_line(result.solution) == entry.solution);
}

}  // namespace

TEST_CASE("the corpus: every entry gets its expected count and solution (fast)") {
  for (const auto& entry : sudoku::test::read_corpus()) check_entry(entry, Algorithm::fast);
}

TEST_CASE("the corpus: every entry gets its expected count and solution (textbook)") {
  for (const auto& entry : sudoku::test::read_corpus()) check_entry(entry, Algorithm::textbook);
}

TEST_CASE("the corpus has every kind of entry") {
  int none = 0, unique = 0, multiple = 0, invalid = 0, empty_grid = 0;
  for (const auto& entry : sudoku::test::read_corpus()) {
    none += entry.expected == "0";
    unique += entry.expected == "1";
    multiple += entry.expected.back() == '+' || std::atoi(entry.expected.c_str()) > 1;
    invalid += entry.expected == "invalid";
    empty_grid += entry.puzzle == std::string(81, '.');
  }
  CHECK(none >= 2);
  CHECK(unique >= 5);
  CHECK(multiple >= 3);
  CHECK(invalid >= 2);
  CHECK(empty_grid == 1);
}

TEST_CASE("counting stops at the limit") {
  sudoku::SolveOptions options;
  options.limit = 37;
  const auto result = sudoku::solve(std::string_view(std::string(81, '.')), options);
  CHECK(result.status == Status::multiple);
  CHECK(result.count == 37);
  CHECK(result.message == "at least 37 solutions");
  CHECK_FALSE(result.complete);
}

TEST_CASE("a limit below 2 is taken as 2, so the status stays truthful") {
  sudoku::SolveOptions options;
  options.limit = 0;
  CHECK(sudoku::solve(std::string_view(std::string(81, '.')), options).count == 2);
}

TEST_CASE("the node budget stops the fast search with `aborted`") {
  sudoku::SolveOptions options;
  options.limit = 1'000'000;
  options.budget = 500;
  const auto result = sudoku::solve(std::string_view(std::string(81, '.')), options);
  CHECK(result.status == Status::multiple);  // found some before the budget ran out
  CHECK_FALSE(result.complete);              // so the count is only a lower bound
  CHECK(result.message ==
        "at least " + std::to_string(result.count) + " solutions (gave up after 500 search nodes)");
  options.budget = 3;
  const auto hard = sudoku::solve(
      std::string_view(
          "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"),
      options);
  CHECK(hard.status == Status::aborted);
  CHECK(hard.message == "gave up after 3 search nodes without finding a solution");
  CHECK(hard.message == sudoku::no_solution_message(sudoku::Algorithm::fast, 3, true));
  CHECK(hard.stats.nodes == 3);
  CHECK(sudoku::no_solution_message(sudoku::Algorithm::textbook, 1000, true) ==
        "gave up after 1000 placements without finding a solution");
  CHECK(sudoku::no_solution_message(sudoku::Algorithm::fast, 1, true) ==
        "gave up after 1 search node without finding a solution");
  CHECK(sudoku::no_solution_message(sudoku::Algorithm::textbook, 1, true) ==
        "gave up after 1 placement without finding a solution");
  CHECK(sudoku::no_solution_message(sudoku::Algorithm::fast, 3, false) ==
        "no solution: the givens do not clash, but no grid completes them");
}

TEST_CASE("solve_first returns a valid solution without a uniqueness check") {
  const auto puzzle = sudoku::test::grid_of(std::string(81, '.'));
  sudoku::Grid solution{};
  sudoku::Stats stats;
  REQUIRE(sudoku::solve_first(puzzle, solution, &stats));
  CHECK(sudoku::is_solution_of(solution, puzzle));
  CHECK(stats.nodes >= 1);
}

TEST_CASE("solve_first says whether the budget stopped it") {
  const auto hard = sudoku::test::grid_of(
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6");
  const auto none = sudoku::test::grid_of(
      "12345678.........9...............................................................");
  sudoku::Grid solution{};
  sudoku::Stats stats;
  bool aborted = false;
  CHECK_FALSE(sudoku::solve_first(hard, solution, &stats, 3, &aborted));
  CHECK(aborted);
  CHECK(stats.nodes == 3);
  CHECK_FALSE(sudoku::solve_first(none, solution, &stats, 0, &aborted));
  CHECK_FALSE(aborted);  // the search ended: there is no solution
  // A search that ends on its budget's last node was not stopped by it.
  CHECK_FALSE(sudoku::solve_first(none, solution, &stats, stats.nodes, &aborted));
  CHECK_FALSE(aborted);
  CHECK(sudoku::solve_first(hard, solution, &stats, 0, &aborted));
  CHECK_FALSE(aborted);
}

TEST_CASE("fast statistics count nodes and guesses") {
  const auto easy = sudoku::solve(std::string_view(
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."));
  CHECK(easy.stats.nodes == 1);  // singles alone solve it
  CHECK(easy.stats.guesses == 0);
  const auto hard = sudoku::solve(std::string_view(
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"));
  CHECK(hard.status == Status::unique);
  CHECK(hard.stats.guesses > 0);
  CHECK(hard.stats.nodes == hard.stats.guesses + 1);
}

TEST_CASE("sparse puzzles that hide a subset are settled within 2,000 nodes") {
  const auto entries = sudoku::test::read_corpus("sparse.txt");
  int none = 0;
  for (const auto& entry : entries) {
    INFO("sparse.txt line " << entry.line << ": " << entry.puzzle);
    const auto result = sudoku::solve(std::string_view(entry.puzzle));
    CHECK(result.stats.nodes <= 2000);  // up to 4 M before the search enforced subsets
    if (entry.expected == "0") {
      ++none;
      CHECK(result.status == Status::none);
      CHECK(result.complete);
    } else {
      CHECK(result.status == Status::multiple);
      CHECK(sudoku::is_solution_of(result.solution, sudoku::test::grid_of(entry.puzzle)));
    }
  }
  CHECK(none > 0);
  CHECK(none < int(entries.size()));
}

TEST_CASE("subsets keep counts exact: both algorithms count 5,049 solutions") {
  // Past 1,024 nodes the fast search enforces subsets; this count takes about 10,000.
  const std::string_view puzzle =
      "3.65..4..52.........7....31.......8.9...6...5.5..9.6..13....25........7...52.6...";
  sudoku::SolveOptions options;
  options.limit = 100'000;
  const auto fast = sudoku::solve(puzzle, options);
  CHECK(fast.stats.nodes > 5'000);
  options.algorithm = Algorithm::textbook;
  options.budget = 100'000'000;
  const auto textbook = sudoku::solve(puzzle, options);
  CHECK(fast.complete);
  CHECK(textbook.complete);
  CHECK(fast.count == 5049);
  CHECK(textbook.count == 5049);
}
