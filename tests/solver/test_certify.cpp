// The certificate against independent facts: the redundant givens are those whose removal
// solve() finds still unique, the symmetries those the givens have cell by cell, the rating
// rate()'s, and a puzzle that is not unique has two valid solutions that differ where reported,
// and is unique once the suggested givens are added.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "corpus.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "symmetry_image.hpp"

using sudoku::Certificate;
using sudoku::Grid;
using sudoku::Status;
using sudoku::Symmetry;

using sudoku::test::image;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::rotational, Symmetry::quarter_turn,
                                    Symmetry::horizontal, Symmetry::vertical,
                                    Symmetry::diagonal,   Symmetry::anti_diagonal};

std::vector<Symmetry> symmetries_of(const Grid& puzzle) {
  std::vector<Symmetry> found;
  for (Symmetry symmetry : kSymmetries) {
    bool kept = true;
    for (int cell = 0; cell < 81; ++cell) {
      kept = kept && (puzzle[cell] != 0) == (puzzle[image(symmetry, cell)] != 0);
    }
    if (kept) found.push_back(symmetry);
  }
  return found;
}

// The givens whose removal leaves the puzzle unique, each checked by a count.
std::vector<int> redundant_by_count(const Grid& puzzle) {
  std::vector<int> redundant;
  for (int cell = 0; cell < 81; ++cell) {
    if (!puzzle[cell]) continue;
    Grid fewer = puzzle;
    fewer[cell] = 0;
    if (sudoku::solve(fewer, {.limit = 2}).status == Status::unique) redundant.push_back(cell);
  }
  return redundant;
}

// 200 unique puzzles: the slices of four sets (the 17-clue ones are minimal: no 16-clue puzzle
// exists), generated puzzles of each symmetry, minimal generated ones, and kaggle puzzles with
// three more givens from their solution (which are then redundant, or make others so).
std::vector<Grid> unique_puzzles() {
  std::vector<Grid> puzzles;
  std::vector<Grid> kaggle;
  for (const auto& set : sudoku::test::read_slices()) {
    if (set.name.find("kaggle") == std::string::npos &&
        set.name.find("17_clue") == std::string::npos &&
        set.name.find("magictour") == std::string::npos &&
        set.name.find("top95") == std::string::npos) {
      continue;
    }
    for (const auto& line : set.puzzles) {
      puzzles.push_back(sudoku::test::grid_of(line));
      if (set.name.find("kaggle") != std::string::npos) kaggle.push_back(puzzles.back());
    }
  }
  for (Symmetry symmetry : kSymmetries) {
    for (std::uint64_t seed = 1; seed <= 7; ++seed) {
      sudoku::GenerateOptions options;
      options.symmetry = symmetry;
      options.seed = seed;
      options.minimal = seed > 5;
      puzzles.push_back(sudoku::generate(options).puzzle);
    }
  }
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    sudoku::GenerateOptions options;
    options.symmetry = Symmetry::none;
    options.minimal = true;
    options.seed = seed;
    puzzles.push_back(sudoku::generate(options).puzzle);
  }
  for (std::size_t i = 0; puzzles.size() < 200; ++i) {
    Grid puzzle = kaggle[i % kaggle.size()];
    const Grid solution = sudoku::solve(puzzle).solution;
    int added = 0;
    for (int cell = int(7 * i) % 81; added < 3; cell = (cell + 11) % 81) {
      if (!puzzle[cell]) {
        puzzle[cell] = solution[cell];
        ++added;
      }
    }
    puzzles.push_back(puzzle);
  }
  return puzzles;
}

}  // namespace

TEST_CASE("certify: the redundant givens are those whose removal keeps the puzzle unique") {
  const auto puzzles = unique_puzzles();
  REQUIRE(puzzles.size() == 200);
  int minimal = 0, with_redundant = 0;
  for (const Grid& puzzle : puzzles) {
    INFO(sudoku::to_line(puzzle));
    const Certificate certificate = sudoku::certify(puzzle);
    REQUIRE(certificate.status == Status::unique);
    CHECK(certificate.givens ==
          std::count_if(puzzle.begin(), puzzle.end(), [](auto d) { return d != 0; }));
    const auto expected = redundant_by_count(puzzle);
    CHECK(certificate.redundant == expected);
    CHECK(certificate.minimal == expected.empty());
    minimal += certificate.minimal;
    with_redundant += !certificate.minimal;
  }
  // Both kinds are among them, so neither answer alone passes.
  CHECK(minimal >= 40);
  CHECK(with_redundant >= 40);
}

TEST_CASE("certify: every symmetry the givens have, on generated puzzles of each") {
  for (Symmetry symmetry : kSymmetries) {
    for (std::uint64_t seed = 11; seed <= 13; ++seed) {
      sudoku::GenerateOptions options;
      options.symmetry = symmetry;
      options.seed = seed;
      const auto made = sudoku::generate(options);
      REQUIRE(made.ok);
      INFO(sudoku::symmetry_name(symmetry) << ' ' << sudoku::to_line(made.puzzle));
      const Certificate certificate = sudoku::certify(made.puzzle);
      CHECK(std::find(certificate.symmetries.begin(), certificate.symmetries.end(), symmetry) !=
            certificate.symmetries.end());
      CHECK(certificate.symmetries == symmetries_of(made.puzzle));
    }
  }
  // Quarter-turn symmetry implies the half turn.
  sudoku::GenerateOptions options;
  options.symmetry = Symmetry::quarter_turn;
  options.seed = 3;
  const auto quarter = sudoku::certify(sudoku::generate(options).puzzle).symmetries;
  CHECK(std::find(quarter.begin(), quarter.end(), Symmetry::rotational) != quarter.end());
  // A kaggle puzzle with none, and the empty grid with all six.
  const Certificate none = sudoku::certify(
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  CHECK(none.symmetries == symmetries_of(none.puzzle));
  CHECK(sudoku::certify(std::string(81, '.')).symmetries.size() == 6);
}

TEST_CASE("certify: the rating is rate()'s, the histogram sums to its steps") {
  std::vector<std::string> lines;
  for (const auto& set : sudoku::test::read_slices()) {
    if (set.name.find("kaggle") == std::string::npos &&
        set.name.find("top95") == std::string::npos) {
      continue;
    }
    for (std::size_t i = 0; i < set.puzzles.size(); i += 3) lines.push_back(set.puzzles[i]);
  }
  REQUIRE(lines.size() >= 10);
  int singles = 0;
  for (const auto& line : lines) {
    INFO(line);
    const Certificate certificate = sudoku::certify(line);
    const sudoku::Rating rating = sudoku::rate(line, {.keep_steps = true});
    REQUIRE(rating.rated);
    CHECK(certificate.rating.rated);
    CHECK(certificate.rating.rating == rating.rating);
    CHECK(certificate.rating.hardest == rating.hardest);
    CHECK(certificate.rating.step_count == rating.step_count);
    int total = 0;
    for (const auto& entry : certificate.techniques) {
      CHECK(entry.count > 0);
      total += entry.count;
    }
    CHECK(total == rating.step_count);
    // Independently of the histogram: singles only when every step is a single.
    bool only_singles = true;
    int first_placement = -1;
    for (std::size_t i = 0; i < rating.steps.size(); ++i) {
      const auto& technique = rating.steps[i].technique;
      only_singles = only_singles && (technique == "Full House" || technique == "Hidden Single" ||
                                      technique == "Naked Single");
      if (first_placement < 0 && !rating.steps[i].placements.empty()) first_placement = int(i);
    }
    CHECK(certificate.singles_only == only_singles);
    singles += only_singles;
    // serate's diamond and pearl: the hardest step up to the first step, and up to the first
    // placement.
    CHECK(certificate.diamond == rating.steps.front().rating);
    REQUIRE(first_placement >= 0);
    int pearl = 0;
    for (int i = 0; i <= first_placement; ++i) pearl = std::max(pearl, rating.steps[i].rating);
    CHECK(certificate.pearl == pearl);
    CHECK(certificate.text.find(" ED=" + sudoku::format_rating(rating.rating) + '/') !=
          std::string::npos);
  }
  CHECK(singles > 0);
  CHECK(singles < int(lines.size()));
}

TEST_CASE("certify: a puzzle that is not unique, its two solutions and the givens to add") {
  std::vector<Grid> puzzles;
  for (const auto& entry : sudoku::test::read_corpus()) {
    if (entry.expected != "invalid" && entry.expected != "0" && entry.expected != "1") {
      puzzles.push_back(sudoku::test::grid_of(entry.puzzle));
    }
  }
  // 17-clue puzzles are minimal: each without its first given has several solutions.
  for (const auto& set : sudoku::test::read_slices()) {
    if (set.name.find("17_clue") == std::string::npos) continue;
    for (std::size_t i = 0; i < set.puzzles.size(); i += 2) {
      Grid puzzle = sudoku::test::grid_of(set.puzzles[i]);
      *std::find_if(puzzle.begin(), puzzle.end(), [](auto d) { return d != 0; }) = 0;
      puzzles.push_back(puzzle);
    }
  }
  puzzles.push_back(Grid{});
  REQUIRE(puzzles.size() >= 15);
  for (const Grid& puzzle : puzzles) {
    INFO(sudoku::to_line(puzzle));
    const Certificate certificate = sudoku::certify(puzzle);
    REQUIRE(certificate.status == Status::multiple);
    CHECK(certificate.message == sudoku::solve(puzzle, {.limit = 1000}).message);
    CHECK(sudoku::is_solution_of(certificate.solution, puzzle));
    CHECK(sudoku::is_solution_of(certificate.other_solution, puzzle));
    std::vector<int> differing;
    for (int cell = 0; cell < 81; ++cell) {
      if (certificate.solution[cell] != certificate.other_solution[cell]) differing.push_back(cell);
    }
    CHECK(!differing.empty());
    CHECK(certificate.differing == differing);
    REQUIRE(!certificate.suggested.empty());
    Grid completed = puzzle;
    for (const auto& given : certificate.suggested) {
      CHECK(puzzle[given.cell] == 0);
      completed[given.cell] = std::uint8_t(given.digit);
    }
    const auto solved = sudoku::solve(completed);
    CHECK(solved.status == Status::unique);
    CHECK(solved.solution == certificate.solution);
    // None of the suggested givens could go.
    for (const auto& given : certificate.suggested) {
      Grid fewer = completed;
      fewer[given.cell] = 0;
      CHECK(sudoku::solve(fewer).status == Status::multiple);
    }
    CHECK(certificate.redundant.empty());
    CHECK(!certificate.minimal);
  }
}

TEST_CASE("certify: bad input gets solve()'s status and message") {
  for (const auto& entry : sudoku::test::read_corpus()) {
    INFO(entry.puzzle);
    const Certificate certificate = sudoku::certify(entry.puzzle);
    const auto solved = sudoku::solve(entry.puzzle, {.limit = 1000});
    CHECK(certificate.status == solved.status);
    CHECK(certificate.message == solved.message);
    CHECK(certificate.conflicts.size() == solved.conflicts.size());
  }
  for (const char* text : {"", "12345", "x", "1.2.3"}) {
    const Certificate certificate = sudoku::certify(std::string_view(text));
    CHECK(certificate.status == Status::malformed);
    CHECK(certificate.message == sudoku::solve(std::string_view(text)).message);
    CHECK(certificate.text.empty());
  }
  // A budget too small to find a solution is `aborted`, as solve() says it.
  const std::string hard =
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
  const Certificate aborted = sudoku::certify(hard, {.budget = 1});
  CHECK(aborted.status == Status::aborted);
  CHECK(aborted.message == sudoku::solve(hard, {.limit = 1000, .budget = 1}).message);
  CHECK(aborted.text.find("aborted: " + aborted.message) != std::string::npos);
}

TEST_CASE("certify: the count stops at the limit, the link and the canonical form") {
  const Certificate empty = sudoku::certify(std::string(81, '.'), {.limit = 37});
  CHECK(empty.count == 37);
  CHECK(!empty.complete);
  const std::string line =
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
  const Certificate certificate = sudoku::certify(line);
  CHECK(certificate.link == "#play/" + line);
  CHECK(certificate.canonical == sudoku::canonical_form(certificate.puzzle)->grid);
  CHECK(certificate.text.rfind(line + " ED=", 0) == 0);
}
