// mine_steps: mines the positions the logic tests replay (tests/data/chain_steps.txt and
// teach_steps.txt): walks puzzles of the test data with a ladder and prints, for each technique,
// the first position where it is the ladder's next step, in the files' fields. A tool, not a
// test: it checks nothing, and its output is reviewed by hand before it replaces a file's lines
// (keep the files' comment lines).
//
//   cmake --build build/native --target mine_steps
//   build/native/tests/mine_steps chains   # chain_steps.txt: chains of the rating's ladder
//   build/native/tests/mine_steps hints    # teach_steps.txt: patterns of the hint ladder
//
// Built with the test suite's helpers (tests/solver/corpus.cpp and steps.cpp) and the library's
// internals (the ladders' next_step), by tests/CMakeLists.txt; not registered with CTest.
#include <cstdint>
#include <iostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "corpus.hpp"
#include "logic/ladder.hpp"
#include "steps.hpp"
#include "sudoku/logic.hpp"
#include "teach/ladder.hpp"

namespace {

using sudoku::logic::Board;
using sudoku::logic::Found;
using sudoku::logic::Work;

// The puzzles (the text before any ':') of these files of the test data, in order.
std::vector<std::string> puzzles_of(const std::vector<std::string>& names) {
  std::vector<std::string> puzzles;
  for (const std::string& name : names) {
    for (const std::string& line :
         sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/" + name)) {
      puzzles.push_back(line.substr(0, line.find(':')));
    }
  }
  return puzzles;
}

// Walks each puzzle with `next` (a ladder's next_step), `budget` chain work a walk, and prints
// the position of each step `wanted` takes whose technique no earlier line has:
// technique|rating|values|candidates|step, and |links when `with_links`.
template <typename Next, typename Wanted>
void mine(const std::vector<std::string>& puzzles, std::int64_t budget, Next next, Wanted wanted,
          bool with_links) {
  std::set<std::string> seen;
  for (const std::string& puzzle : puzzles) {
    Board board = Board::from(sudoku::test::grid_of(puzzle));
    Work work{budget};
    while (!board.solved()) {
      const Found step = next(board, work);
      if (!step) break;
      if (wanted(*step) && seen.insert(step->technique).second) {
        std::cout << step->technique << '|' << sudoku::format_rating(step->rating) << '|'
                  << sudoku::test::values_of(board) << '|' << sudoku::test::candidates_of(board)
                  << '|' << sudoku::test::operations(*step);
        if (with_links) std::cout << '|' << sudoku::test::links(*step);
        std::cout << '\n';
      }
      board.apply(*step);
    }
  }
}

// chain_steps.txt: the chains (rated above 6.2) of the rating's ladder in the rated sets.
void mine_chains() {
  const auto puzzles = puzzles_of({"se_rated_615.txt", "slices/magictour_top1465.txt",
                                   "slices/top95.txt", "slices/forum_hardest_1905_11plus.txt"});
  mine(
      puzzles, 200'000'000,
      [](const Board& board, Work& work) { return sudoku::logic::next_step(board, work); },
      [](const sudoku::Step& step) { return step.rating > 62; }, true);
}

// teach_steps.txt: the hint ladder's own patterns (rated above 2.6) in the slices, then the 615.
void mine_hints() {
  std::vector<std::string> puzzles;
  for (const auto& set : sudoku::test::read_slices()) {
    puzzles.insert(puzzles.end(), set.puzzles.begin(), set.puzzles.end());
  }
  for (const std::string& puzzle : puzzles_of({"se_rated_615.txt"})) puzzles.push_back(puzzle);
  mine(
      puzzles, 1'000'000,
      [](const Board& board, Work& work) { return sudoku::teach::next_step(board, work); },
      [](const sudoku::Step& step) { return step.ladder == "hint" && step.rating > 26; }, false);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view what = argc == 2 ? argv[1] : "";
  if (what == "chains") {
    mine_chains();
  } else if (what == "hints") {
    mine_hints();
  } else {
    std::cerr << "usage: mine_steps chains|hints\n";
    return 2;
  }
  return 0;
}
