// The chain families: each one's exact step and links on a known position, the rating's
// length rule, and the budget's bound.
#include <algorithm>
#include <bit>
#include <bitset>
#include <catch2/catch.hpp>
#include <iostream>
#include <limits>
#include <map>

#include "corpus.hpp"
#include "logic/chains/chains.hpp"
#include "logic/chains/digit_absurd.hpp"
#include "logic/chains/finders.hpp"
#include "logic/chains/kept_spreads.hpp"
#include "logic/ladder.hpp"
#include "steps.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"

using sudoku::logic::Board;
using sudoku::logic::Found;
using sudoku::logic::Work;
using sudoku::test::board_of;
using sudoku::test::candidates_of;
using sudoku::test::links;
using sudoku::test::operations;
using sudoku::test::split;
using sudoku::test::values_of;

namespace {

constexpr std::int64_t kTestBudget = 200'000'000;

// The finder of a chain family, by the technique's name.
Found find_family(const std::string& technique, const Board& board) {
  using namespace sudoku::logic;
  Work work{kTestBudget};
  if (technique == "Aligned Triplet Exclusion") return find_aligned_triplet_exclusion(board);
  if (technique.rfind("Bidirectional", 0) == 0 || technique.rfind("Forcing", 0) == 0) {
    return find_forcing_chain_or_cycle(board, work);
  }
  if (technique.rfind("Nishio", 0) == 0) return find_nishio_chain(board, work);
  if (technique.rfind("Dynamic", 0) != 0) return find_multiple_chain(board, work);
  const std::pair<const char*, int> levels[] = {{"(+ Dynamic Forcing Chains (+", 5},
                                                {"(+ Dynamic Forcing Chains)", 4},
                                                {"(+ Multiple Forcing Chains)", 3},
                                                {"(+ Forcing Chains)", 2},
                                                {"(+)", 1}};
  for (const auto& [suffix, level] : levels) {
    if (technique.find(suffix) != std::string::npos) return find_dynamic_chain(board, work, level);
  }
  return find_dynamic_chain(board, work, 0);
}

// Walks the puzzle with one Work, as a rating does, and checks at every step that a fresh Work
// takes the same step; returns the steps.
std::vector<Found::value_type> walk_against_fresh(const std::string& puzzle, Work& work) {
  std::vector<Found::value_type> steps;
  Board kept = Board::from(sudoku::test::grid_of(puzzle));
  while (!kept.solved()) {
    Work fresh_work{kTestBudget};
    const Found fresh = sudoku::logic::next_step(kept, fresh_work);
    const Found step = sudoku::logic::next_step(kept, work);
    REQUIRE(step.has_value() == fresh.has_value());
    if (!step) break;
    REQUIRE(sudoku::to_json(*step) == sudoku::to_json(*fresh));
    kept.apply(*step);
    steps.push_back(*step);
  }
  return steps;
}

}  // namespace

TEST_CASE("each chain family: its exact step and links on a known position") {
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/chain_steps.txt");
  REQUIRE(lines.size() >= 10);
  std::map<std::string, int> families;
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    REQUIRE(fields.size() == 6);
    INFO(fields[0] << " " << fields[1] << ": " << fields[2]);
    const Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    // It is the ladder's next step there, and its family's finder finds exactly it.
    Work work{kTestBudget};
    const Found next = sudoku::logic::next_step(board, work);
    REQUIRE(next);
    CHECK(next->technique == fields[0]);
    const Found step = find_family(fields[0], board);
    REQUIRE(step);
    CHECK(step->technique == fields[0]);
    CHECK(sudoku::format_rating(step->rating) == fields[1]);
    CHECK(operations(*step) == fields[4]);
    CHECK(links(*step) == fields[5]);
    if (fields[0] != "Aligned Triplet Exclusion") {
      CHECK(step->text.find(", then ") != std::string::npos);  // it reads as a chain
      CHECK(!step->links.empty());
    }
    ++families[fields[0].substr(0, fields[0].find(" ("))];
  }
  // Cycles, forcing chains, exclusion, Nishio, multiple, dynamic and nested all appear.
  for (const char* family :
       {"Bidirectional X-Cycle", "Bidirectional Y-Cycle", "Forcing X-Chain", "Forcing Chain",
        "Aligned Triplet Exclusion", "Nishio Forcing Chains", "Cell Forcing Chains",
        "Region Forcing Chains", "Dynamic Contradiction Forcing Chains",
        "Dynamic Double Forcing Chains"}) {
    INFO(family);
    CHECK(families.count(family) == 1);
  }
}

TEST_CASE("a chain's rating grows by 0.1 as its length passes 4, 6, 8, 12, 16, 24, ...") {
  using sudoku::logic::chain_difficulty;
  auto tenths = [](double d) { return int(d * 10 + 0.5); };
  CHECK(tenths(chain_difficulty(6.6, 6)) == 66);   // length 4
  CHECK(tenths(chain_difficulty(6.6, 7)) == 67);   // 5
  CHECK(tenths(chain_difficulty(6.6, 8)) == 67);   // 6
  CHECK(tenths(chain_difficulty(6.6, 9)) == 68);   // 7
  CHECK(tenths(chain_difficulty(6.6, 10)) == 68);  // 8
  CHECK(tenths(chain_difficulty(6.6, 11)) == 69);  // 9
  CHECK(tenths(chain_difficulty(6.6, 14)) == 69);  // 12
  CHECK(tenths(chain_difficulty(6.6, 15)) == 70);  // 13
  CHECK(tenths(chain_difficulty(8.5, 18)) == 89);  // 16
  CHECK(tenths(chain_difficulty(8.5, 19)) == 90);  // 17
  // Sudoku Explainer orders hints by these doubles: 6.6 + 0.1 comes before 6.5 + 0.2.
  CHECK(chain_difficulty(6.6, 7) < chain_difficulty(6.5, 9));
}

TEST_CASE("the greatest complexity still wanted is the last one whose hint comes first") {
  using sudoku::logic::BestHint;
  using sudoku::logic::chain_difficulty;
  using sudoku::logic::ChainHint;
  BestHint best;
  CHECK(best.most_complexity(6.5, 2) == std::numeric_limits<int>::max());  // none kept yet
  int compared = 0;
  for (double kept_base : {6.5, 6.6, 7.0}) {
    for (int kept_complexity : {4, 5, 6, 7, 9, 12, 17, 30, 100}) {
      for (int kept_key : {2, 3, 4}) {
        best.hint = ChainHint{
            chain_difficulty(kept_base, kept_complexity), kept_complexity, kept_key, {}, {}};
        for (double base : {6.5, 6.6, 7.0}) {
          for (int key : {2, 3, 4}) {
            // The brute force: the last complexity (of 1..1000) whose hint comes first.
            int last = 0;
            int last_or_tie = 0;  // offered first, a tie comes before
            for (int k = 1; k <= 1000; ++k) {
              const ChainHint h{chain_difficulty(base, k), k, key, {}, {}};
              if (h.before(*best.hint)) last = k;
              if (!best.hint->before(h)) last_or_tie = k;
            }
            INFO(kept_base << " " << kept_complexity << " " << kept_key << " / " << base << " "
                           << key);
            CHECK(best.most_complexity(base, key) == last);
            CHECK(sudoku::logic::most_complexity(*best.hint, base, key, true) == last_or_tie);
            ++compared;
          }
        }
      }
    }
  }
  CHECK(compared == 3 * 9 * 3 * 3 * 3);
}

TEST_CASE("a budget that runs out gives a bound, never a number") {
  // An 11+ puzzle from the forum's list: nested forcing chains.
  const std::string puzzle =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) +
                                      "/slices/forum_hardest_1905_11plus.txt")
          .front();
  sudoku::RateOptions options;
  options.budget = 2'000'000;
  const sudoku::Rating rating = sudoku::rate(std::string_view(puzzle), options);
  REQUIRE(rating.status == sudoku::Status::unique);
  CHECK_FALSE(rating.rated);
  CHECK(rating.bound >= 75);
  CHECK(rating.message.find("budget ran out") != std::string::npos);
  CHECK(rating.message.find(sudoku::format_rating(rating.bound)) != std::string::npos);
}

// Every step of the ladder on a puzzle, as rate() takes them, with a nested memo of `capacity`
// boards (0: every nested search afresh), and whether the budget ran out first.
struct LadderSteps {
  std::vector<std::string> steps;
  bool exhausted = false;
};
LadderSteps ladder_steps(const std::string& puzzle, std::size_t capacity) {
  Board board = Board::from(sudoku::test::grid_of(puzzle));
  Work work{sudoku::kDefaultBudget, capacity};
  LadderSteps out;
  while (!board.solved()) {
    const Found step = sudoku::logic::next_step(board, work);
    if (!step) break;
    out.steps.push_back(sudoku::to_json(*step));
    board.apply(*step);
  }
  out.exhausted = work.exhausted();
  return out;
}

TEST_CASE("the nested memo gives the step that searching afresh gives") {
  // The nested positions of chain_steps.txt (9.5 and up: chains inside chains, where the memo
  // is read), with the default memo and with one so small that it starts over all the time.
  int nested = 0;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/chain_steps.txt")) {
    const auto fields = split(line, '|');
    if (fields[0].find("(+ ") == std::string::npos) continue;
    INFO(fields[0] << ": " << fields[2]);
    ++nested;
    const Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    const auto step_with = [&](std::size_t capacity) {
      Work work{kTestBudget, capacity};
      const Found step = sudoku::logic::next_step(board, work);
      return step ? sudoku::to_json(*step) : "none";
    };
    const std::string fresh = step_with(0);
    CHECK(fresh.find(fields[0]) != std::string::npos);
    CHECK(step_with(sudoku::logic::NestedMemo::kMemoBoards) == fresh);
    CHECK(step_with(7) == fresh);
  }
  CHECK(nested >= 6);
}

// The aligned exclusions search only the cells changed since the board they last found
// nothing on (logic/work.hpp's QuietBoard). On every puzzle of the 615 that Sudoku Explainer rates
// 6.2 to 8.4, every second (where they run), the walk with one Work takes the steps that a
// fresh Work at each step takes.
TEST_CASE("the aligned exclusions, searching what changed, take the steps a full search takes") {
  int walked = 0;
  int found_by_exclusion = 0;
  int index = 0;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt")) {
    const auto fields = split(line, ':');
    const double rating = std::stod(fields[1]);
    if (rating < 6.2 || rating > 8.4 || index++ % 2 != 0) continue;
    INFO(fields[0]);
    ++walked;
    Work work{kTestBudget};
    for (const auto& step : walk_against_fresh(fields[0], work)) {
      found_by_exclusion += step.technique.find("Aligned") != std::string::npos;
    }
  }
  CHECK(walked >= 60);
  CHECK(found_by_exclusion >= 3);  // the searches of what changed did find steps
}

// The fish, the wings and the intersections also search only what changed since the board they
// last found nothing on (their digits, or the wings' cells). On every puzzle of the 615 that
// Sudoku Explainer rates 3.2 to 7.0, the walk with one Work takes the steps that a fresh Work
// at each step takes, and those techniques made steps on the way.
TEST_CASE(
    "the fish, wings and intersections, searching what changed, take the steps a full "
    "search takes") {
  int walked = 0;
  std::map<std::string, int> found;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt")) {
    const auto fields = split(line, ':');
    const double rating = std::stod(fields[1]);
    if (rating < 3.2 || rating > 7.0) continue;
    INFO(fields[0]);
    ++walked;
    Work work{kTestBudget};
    for (const auto& step : walk_against_fresh(fields[0], work)) ++found[step.technique];
  }
  CHECK(walked >= 40);
  for (const char* technique :
       {"X-Wing", "Swordfish", "XY-Wing", "XYZ-Wing", "Pointing", "Claiming", "Direct Pointing"}) {
    INFO(technique);
    CHECK(found[technique] >= 1);
  }
}

// The dynamic searches keep their spreads from one step to the next, and a nesting level
// goes on from level 0's (logic/chains/kept_spreads.hpp). On every puzzle of the 615 that
// Sudoku Explainer rates 8.5 and up, the walk with one Work takes the steps that a
// fresh Work at each step takes, and spreads were copied on the way (most puzzles need a
// dynamic chain at a step or two, so the copies come from those that need more).
TEST_CASE(
    "the dynamic chains, copying what a step left alone, take the steps a full search takes") {
  int walked = 0;
  std::int64_t copies = 0;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt")) {
    const auto fields = split(line, ':');
    if (std::stod(fields[1]) < 8.5) continue;
    INFO(fields[0]);
    ++walked;
    Work work{kTestBudget};
    walk_against_fresh(fields[0], work);
    copies += work.kept_spreads().copies;
  }
  CHECK(walked >= 40);
  CHECK(copies > 1000);
}

// The same on 50 puzzles of the forum's 11+ list (../shared), spread through it. Afresh, they
// take minutes: run by hand, solver_tests "[.memo50]".
TEST_CASE("the nested memo on 50 of the hardest puzzles", "[.memo50]") {
  const std::vector<std::string> lines = sudoku::test::read_puzzle_lines(
      std::string(SUDOKU_SHARED_PUZZLES) + "/forum_hardest_1905_11plus.txt");
  REQUIRE(lines.size() > 1000);
  for (std::size_t i = 0; i < 50; ++i) {
    const std::string& puzzle = lines[i * (lines.size() / 50)];
    INFO(puzzle);
    const LadderSteps kept = ladder_steps(puzzle, sudoku::logic::NestedMemo::kMemoBoards);
    const LadderSteps fresh = ladder_steps(puzzle, 0);
    std::cout << i << '\t' << kept.steps.size() << " steps, afresh " << fresh.steps.size()
              << (fresh.exhausted ? " (budget ran out)" : "") << std::endl;
    // Afresh, the budget may run out first (the memo saves it): then the steps it took agree.
    CHECK_FALSE(kept.exhausted);
    if (!fresh.exhausted) CHECK(fresh.steps == kept.steps);
    REQUIRE(fresh.steps.size() <= kept.steps.size());
    CHECK(std::equal(fresh.steps.begin(), fresh.steps.end(), kept.steps.begin()));
  }
}

// A Nishio chain as Sudoku Explainer follows it, one potential at a time in the order reached:
// an on potential turns its digit's other places in its units off, an off one (once followed,
// gone from the board) turns the other place on in a unit left with two. Whether it meets a
// potential and its conjugate.
bool nishio_meets_contradiction(const Board& board, int cell, int digit, bool on) {
  using sudoku::logic::kUnitCells;
  std::array<std::uint16_t, 81> now = board.candidates;
  std::array<int, 81> state{};  // 1 on, -1 off, 0 not reached
  std::vector<std::pair<int, bool>> queue{{cell, on}};
  state[std::size_t(cell)] = on ? 1 : -1;
  const auto reach = [&](int c, bool is_on) {
    int& s = state[std::size_t(c)];
    if (s == (is_on ? -1 : 1)) return true;
    if (s == 0) {
      s = is_on ? 1 : -1;
      queue.emplace_back(c, is_on);
    }
    return false;
  };
  const std::uint16_t bit = std::uint16_t(1u << (digit - 1));
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const auto [c, is_on] = queue[head];
    for (int unit = 0; unit < 27; ++unit) {
      const auto& cells = kUnitCells[std::size_t(unit)];
      if (std::find(cells.begin(), cells.end(), c) == cells.end()) continue;
      std::vector<int> places;
      for (int other : cells) {
        if (now[std::size_t(other)] & bit) places.push_back(other);
      }
      for (int other : places) {
        if (other == c) continue;
        if (is_on && reach(other, false)) return true;
        if (!is_on && places.size() == 2 && reach(other, true)) return true;
      }
    }
    if (!is_on) now[std::size_t(c)] &= std::uint16_t(~bit);
  }
  return false;
}

TEST_CASE("Nishio's contradictions are found without a chain, as a chain meets them") {
  // Every board along the ladder's solutions of magictour's slice, until the first 2,000
  // assumptions that meet a contradiction. The marks a rating keeps from board to board
  // (DigitContradictions) are those found afresh.
  int met = 0;
  int boards = 0;
  for (const std::string& line : sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) +
                                                                 "/slices/magictour_top1465.txt")) {
    Board board = Board::from(sudoku::test::grid_of(line.substr(0, 81)));
    Work work{kTestBudget};
    sudoku::logic::DigitContradictions kept;
    while (!board.solved() && met < 2000) {
      const std::bitset<sudoku::logic::kPotentials> marked =
          sudoku::logic::digit_contradictions(board);
      REQUIRE(kept.of(board) == marked);
      ++boards;
      for (int cell = 0; cell < 81; ++cell) {
        if (std::popcount(unsigned(board.candidates[std::size_t(cell)])) < 2) continue;
        for (int digit = 1; digit <= 9; ++digit) {
          if (!(board.candidates[std::size_t(cell)] & (1u << (digit - 1)))) continue;
          for (const bool on : {true, false}) {
            const bool meets = nishio_meets_contradiction(board, cell, digit, on);
            met += meets;
            INFO(line << " r" << cell / 9 + 1 << "c" << cell % 9 + 1 << " " << digit << " " << on);
            REQUIRE(marked[std::size_t(sudoku::logic::potential(cell, digit, on))] == meets);
          }
        }
      }
      const Found step = sudoku::logic::next_step(board, work);
      if (!step) break;
      board.apply(*step);
    }
  }
  CHECK(met >= 2000);
  CHECK(boards > 100);
}
