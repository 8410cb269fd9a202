// The hardest puzzles against Sudoku Explainer itself: tests/data/se_rated_top.txt holds serate
// 1.2.1's rating, pearl and diamond (its %r, %p and %d, in the file as
// puzzle:rating:pearl:diamond:source) of puzzles from the forum's 11+ list and master puzzles
// of our generator, rated 9.0 and up, where the 615 reference puzzles (up to 9.8) check
// nothing. A rating there takes a tenth of a second to a second natively, so the suite checks
// the first kSlice lines (all of them while the list is shorter); scripts/bench.sh's agreement
// table checks them all.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "corpus.hpp"
#include "steps.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/logic.hpp"

namespace {

constexpr std::size_t kSlice = 16;

int tenths(const std::string& text) {
  return int(std::lround(std::stod(text) * 10));
}

}  // namespace

TEST_CASE("the top list: Sudoku Explainer's rating, pearl and diamond on its first lines") {
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_top.txt");
  REQUIRE(lines.size() >= 10);
  const std::size_t slice = std::min(lines.size(), kSlice);
  int exact = 0;
  for (std::size_t i = 0; i < slice; ++i) {
    const auto fields = sudoku::test::split(lines[i], ':');
    REQUIRE(fields.size() == 5);
    INFO(fields[4] << ": " << fields[0]);
    sudoku::CertifyOptions options;
    options.limit = 2;
    const sudoku::Certificate certificate = sudoku::certify(fields[0], options);
    REQUIRE(certificate.rating.rated);
    const int rating = tenths(fields[1]);
    CHECK(certificate.rating.rating == rating);
    CHECK(certificate.pearl == tenths(fields[2]));
    CHECK(certificate.diamond == tenths(fields[3]));
    exact += certificate.rating.rating == rating && certificate.pearl == tenths(fields[2]) &&
             certificate.diamond == tenths(fields[3]);
  }
  CHECK(exact == int(slice));
}

// tests/data/se_steps_top.txt: Sudoku Explainer's rating of each step of a puzzle, in order.
// The nested chains' proofs (which technique's eliminations a chain takes first, which chains
// it counts once) decide ratings that the puzzle's rating, pearl and diamond need not show.
TEST_CASE("the top list: every step rated as Sudoku Explainer's log rates it") {
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_steps_top.txt");
  REQUIRE(lines.size() >= 2);
  for (const std::string& line : lines) {
    const auto fields = sudoku::test::split(line, ':');
    REQUIRE(fields.size() == 3);
    INFO(fields[1] << ": " << fields[0]);
    std::vector<int> expected;
    for (const std::string& rating : sudoku::test::split(fields[2], ' ')) {
      expected.push_back(tenths(rating));
    }
    sudoku::RateOptions options;
    options.keep_steps = true;
    const sudoku::Rating rating = sudoku::rate(fields[0], options);
    REQUIRE(rating.rated);
    std::vector<int> ours;
    for (const sudoku::Step& step : rating.steps) ours.push_back(step.rating);
    CHECK(ours == expected);
  }
}
