// The closure of a board's static links (logic/chains/reach.hpp), which the static chain searches
// ask before they search: it must hold exactly what a plain breadth-first walk of the links
// reaches, or a search it turns away could have found a chain.
#include <bitset>
#include <catch2/catch.hpp>
#include <vector>

#include "corpus.hpp"
#include "logic/chains/chains.hpp"
#include "logic/chains/reach.hpp"
#include "steps.hpp"

using namespace sudoku::logic;

namespace {

// What `start` implies through every static link (itself too), walked one potential at a time.
std::bitset<1458> walk(const Implications& links, Potential start) {
  std::bitset<1458> seen;
  std::vector<Potential> todo{start};
  seen.set(std::size_t(start));
  const auto visit = [&](Potential p, Cause, int) {
    if (seen[std::size_t(p)]) return;
    seen.set(std::size_t(p));
    todo.push_back(p);
  };
  while (!todo.empty()) {
    const Potential p = todo.back();
    todo.pop_back();
    if (is_on(p)) {
      links.for_each_off(p, true, visit);
    } else {
      links.for_each_on(p, true, true, visit);
    }
  }
  return seen;
}

// The boards of the chain positions (chain_steps.txt), where chains are the next step.
std::vector<Board> chain_boards() {
  std::vector<Board> boards;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/chain_steps.txt")) {
    const auto fields = sudoku::test::split(line, '|');
    boards.push_back(sudoku::test::board_of(fields[2], sudoku::parse_marks(fields[3]).marks));
  }
  return boards;
}

}  // namespace

TEST_CASE("the closure holds what a walk of the links reaches, from every potential") {
  const std::vector<Board> boards = chain_boards();
  REQUIRE(boards.size() >= 10);
  for (const Board& board : boards) {
    const Implications links(board);
    const Closure closure(links, true);
    int starts = 0;
    for (const Potential start : closure.potentials()) {
      const std::bitset<1458> reached = walk(links, start);
      const std::uint64_t* row = closure.row(start);
      REQUIRE(row);
      for (const Potential p : closure.potentials()) {
        if (closure.holds(row, p) != reached[std::size_t(p)]) {
          FAIL_CHECK(potential_text(start)
                     << " and " << potential_text(p) << ": closure " << closure.holds(row, p)
                     << ", walk " << reached[std::size_t(p)]);
        }
      }
      ++starts;
    }
    CHECK(starts > 100);
  }
}

TEST_CASE("without dead ends, the closure leaves out the off potentials that imply nothing") {
  const Board board = chain_boards().front();
  const Implications links(board);
  const Closure all(links, true);
  const Closure live(links, false);
  CHECK(live.potentials().size() < all.potentials().size());
  for (const Potential p : all.potentials()) {
    bool leads = false;
    if (!is_on(p)) links.for_each_on(p, true, true, [&](Potential, Cause, int) { leads = true; });
    CHECK((live.row(p) != nullptr) == (is_on(p) || leads));
  }
}
