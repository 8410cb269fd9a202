#include <catch2/catch.hpp>

#include "corpus.hpp"
#include "sudoku/trace.hpp"

using sudoku::Algorithm;
using sudoku::SearchStep;
using sudoku::StepKind;

namespace {

const std::string tutorial =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

// Runs a trace to its end, applying every step to a copy of the puzzle as a viewer would.
struct Replay {
  sudoku::Grid grid{};
  std::vector<SearchStep> steps;
  std::uint64_t placements = 0, backtracks = 0;
  bool found = false;
  int bad_steps = 0;  // a digit placed on a filled cell, or an undo of a digit not there
};

Replay replay(const std::string& puzzle, Algorithm algorithm, std::size_t max_steps = 10'000'000) {
  Replay result;
  result.grid = sudoku::test::grid_of(puzzle);
  auto trace = sudoku::Trace::start(result.grid, algorithm);
  SearchStep step;
  while (result.steps.size() < max_steps && trace->next(step)) {
    result.steps.push_back(step);
    switch (step.kind) {
      case StepKind::place:
      case StepKind::propagate:
        if (result.grid[step.cell] != 0) ++result.bad_steps;
        result.grid[step.cell] = step.digit;
        ++result.placements;
        break;
      case StepKind::undo:
        if (result.grid[step.cell] != step.digit) ++result.bad_steps;
        result.grid[step.cell] = 0;
        ++result.backtracks;
        break;
      case StepKind::solved:
        result.found = true;
        break;
      default:
        break;
    }
  }
  CHECK(result.bad_steps == 0);
  CHECK(result.grid == trace->grid());
  CHECK(result.found == trace->found());
  CHECK(trace->counters().steps == result.steps.size());
  CHECK(trace->counters().placements == result.placements);
  CHECK(trace->counters().backtracks == result.backtracks);
  return result;
}

}  // namespace

TEST_CASE("a step packs into 22 bits and back") {
  const SearchStep step{StepKind::try_digit, true, 80, 9, 81};
  const std::uint32_t code = sudoku::pack(step);
  CHECK(code < (1u << 22));
  const SearchStep back = sudoku::unpack(code);
  CHECK(back.kind == step.kind);
  CHECK(back.safe == step.safe);
  CHECK(back.cell == 80);
  CHECK(back.digit == 9);
  CHECK(back.depth == 81);
}

TEST_CASE("the packed fields tile 22 bits and hold every value their members take") {
  int next = 0;
  for (const sudoku::PackedField& field : sudoku::kPackedFields) {
    CHECK(field.shift == next);
    next += field.bits;
  }
  CHECK(next == 22);
  const auto capacity = [](int index) { return 1 << sudoku::kPackedFields[index].bits; };
  CHECK(capacity(0) >= int(std::size(sudoku::kStepKindNames)));
  CHECK(capacity(2) > 80);  // cell
  CHECK(capacity(3) > 9);   // digit
  CHECK(capacity(4) > 81);  // depth: one level per empty cell
}

TEST_CASE(
    "replaying the tutorial's textbook trace gives its solution, 769 placements, 720 backtracks") {
  const Replay result = replay(tutorial, Algorithm::textbook);
  CHECK(result.found);
  CHECK(sudoku::to_line(result.grid) ==
        "316578492529134768487629531263415987974863125851792643138947256692351874745286319");
  CHECK(result.placements == 769);
  CHECK(result.backtracks == 720);
  CHECK(result.steps.back().kind == StepKind::solved);
}

TEST_CASE("the first textbook steps follow the tutorials' order exactly") {
  const Replay result = replay(tutorial, Algorithm::textbook, 8);
  // r1c2 is the first empty cell; 1 fits there. Then r1c5: 1 is now in the row, 2 fits.
  const std::vector<std::tuple<StepKind, int, int, bool, int>> expected = {
      {StepKind::find, 1, 0, false, 1},      {StepKind::try_digit, 1, 1, true, 1},
      {StepKind::place, 1, 1, false, 1},     {StepKind::find, 4, 0, false, 2},
      {StepKind::try_digit, 4, 1, false, 2}, {StepKind::try_digit, 4, 2, true, 2},
      {StepKind::place, 4, 2, false, 2},     {StepKind::find, 7, 0, false, 3},
  };
  REQUIRE(result.steps.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("step " << i);
    const auto& [kind, cell, digit, safe, depth] = expected[i];
    CHECK(result.steps[i].kind == kind);
    CHECK(result.steps[i].cell == cell);
    CHECK(result.steps[i].digit == digit);
    CHECK(result.steps[i].safe == safe);
    CHECK(result.steps[i].depth == depth);
  }
}

TEST_CASE("textbook traces count what solve() counts, on the corpus and the slices") {
  std::size_t compared = 0;
  auto compare = [&](const std::string& puzzle) {
    const auto grid = sudoku::test::grid_of(puzzle);
    if (!sudoku::find_conflicts(grid).empty()) return;
    sudoku::SolveOptions options;
    options.algorithm = Algorithm::textbook;
    options.budget = 200'000;
    const auto solved = sudoku::solve(grid, options);
    if (solved.status == sudoku::Status::aborted) return;
    INFO(puzzle);
    const Replay result = replay(puzzle, Algorithm::textbook);
    CHECK(result.placements == solved.stats.placements);
    CHECK(result.backtracks == solved.stats.backtracks);
    CHECK(result.found == solved.solved());
    if (result.found) CHECK(result.grid == solved.solution);
    ++compared;
  };
  for (const auto& entry : sudoku::test::read_corpus()) compare(entry.puzzle);
  for (const auto& set : sudoku::test::read_slices()) {
    for (const auto& puzzle : set.puzzles) compare(puzzle);
  }
  CHECK(compared >= 30);
}

TEST_CASE("a puzzle without solution ends with the top level failing") {
  // r1c9 needs a 9, which r2c9 already holds.
  const Replay result = replay("12345678.........9" + std::string(63, '.'), Algorithm::textbook);
  CHECK_FALSE(result.found);
  CHECK(result.steps.back().kind == StepKind::fail);
  CHECK(result.steps.back().depth == 0);
  CHECK(result.placements == result.backtracks);
}

TEST_CASE("the fast trace solves with far fewer placements, propagating singles") {
  for (const auto& entry : sudoku::test::read_corpus()) {
    const auto grid = sudoku::test::grid_of(entry.puzzle);
    if (!sudoku::find_conflicts(grid).empty()) continue;
    INFO(entry.puzzle);
    const Replay fast = replay(entry.puzzle, Algorithm::fast);
    CHECK(fast.found == (entry.expected != "0"));
    if (fast.found) CHECK(sudoku::is_solution_of(fast.grid, grid));
  }
  const Replay textbook = replay(tutorial, Algorithm::textbook);
  const Replay fast = replay(tutorial, Algorithm::fast);
  CHECK(fast.placements == 49);  // every empty cell once: singles solve it
  CHECK(fast.backtracks == 0);
  CHECK(fast.placements * 10 < textbook.placements);
  CHECK(std::count_if(fast.steps.begin(), fast.steps.end(),
                      [](const SearchStep& s) { return s.kind == StepKind::propagate; }) == 49);
}

TEST_CASE("the fast trace guesses and takes back on a hard puzzle") {
  const Replay fast =
      replay("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
             Algorithm::fast);
  CHECK(fast.found);
  CHECK(fast.backtracks > 0);
  CHECK(std::any_of(fast.steps.begin(), fast.steps.end(),
                    [](const SearchStep& s) { return s.kind == StepKind::place; }));
}

TEST_CASE("a trace cursor reads the same steps in chunks, and from any step again") {
  const sudoku::Grid puzzle = sudoku::test::grid_of(tutorial);
  for (const Algorithm algorithm : {Algorithm::textbook, Algorithm::fast}) {
    const Replay whole = replay(tutorial, algorithm);
    std::vector<std::uint32_t> expected;
    for (const SearchStep& step : whole.steps) expected.push_back(sudoku::pack(step));

    sudoku::TraceCursor cursor(puzzle, algorithm);
    std::vector<std::uint32_t> chunked;
    std::uint32_t chunk[7];  // an odd size, so that chunks end anywhere
    for (std::size_t n; (n = cursor.read(cursor.position(), chunk, 1'000'000)) > 0;)
      chunked.insert(chunked.end(), chunk, chunk + n);
    CHECK(chunked == expected);
    CHECK(cursor.trace().finished());
    CHECK(cursor.position() == expected.size());
    CHECK_FALSE(cursor.capped(1'000'000));

    // Back to an earlier step: the search runs again and gives the same steps from there.
    const auto back = std::ptrdiff_t(expected.size() / 3);
    REQUIRE(cursor.read(std::uint64_t(back), chunk, 1'000'000) == 7);
    CHECK(std::vector<std::uint32_t>(chunk, chunk + 7) ==
          std::vector<std::uint32_t>(expected.begin() + back, expected.begin() + back + 7));

    // The cap stops a read, and says so until the search can go on.
    sudoku::TraceCursor capped(puzzle, algorithm);
    CHECK(capped.read(0, chunk, 5) == 5);
    CHECK(capped.read(5, chunk, 5) == 0);
    CHECK(capped.capped(5));
    CHECK(capped.position() == 5);
  }
}
