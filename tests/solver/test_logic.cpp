// The logical solver: every technique's step on a known position and a near miss, agreement
// with Sudoku Explainer, soundness on every set, hints and bad input.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <tuple>

#include "corpus.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"
#include "steps.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"

using sudoku::Status;
using sudoku::logic::Board;
using sudoku::logic::Found;
using sudoku::test::board_of;
using sudoku::test::check_sound;
using sudoku::test::operations;
using sudoku::test::split;

namespace {

// The finder of a technique, by its name.
Found find_named(const std::string& technique, const Board& board) {
  using namespace sudoku::logic;
  if (technique == "Full House" || technique == "Hidden Single") return find_hidden_single(board);
  if (technique == "Naked Single") return find_naked_single(board);
  if (technique.rfind("Direct Hidden", 0) == 0) {
    return find_direct_hidden_set(board, technique.ends_with("Pair") ? 2 : 3);
  }
  if (technique.rfind("Direct", 0) == 0) return find_direct_intersection(board);
  if (technique == "Pointing" || technique == "Claiming") return find_intersection(board);
  const int size = technique.ends_with("Pair") ? 2 : technique.ends_with("Triplet") ? 3 : 4;
  if (technique.rfind("Naked", 0) == 0) return find_naked_set(board, size);
  if (technique.rfind("Hidden", 0) == 0) return find_hidden_set(board, size);
  if (technique == "X-Wing") return find_fish(board, 2);
  if (technique == "Swordfish") return find_fish(board, 3);
  if (technique == "Jellyfish") return find_fish(board, 4);
  if (technique == "XY-Wing") return find_xy_wing(board);
  if (technique == "XYZ-Wing") return find_xyz_wing(board);
  if (technique.rfind("Unique", 0) == 0) return find_unique_loop(board);
  if (technique.rfind("Bivalue", 0) == 0) return find_bug(board);
  if (technique == "Aligned Pair Exclusion") return find_aligned_pair_exclusion(board);
  FAIL("no finder for " << technique);
  return std::nullopt;
}

}  // namespace

TEST_CASE("each technique is the easiest step on its known position, exactly as expected") {
  // The rating ladder's next step (hints take the hint ladder's: test_teach.cpp).
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/logic_steps.txt");
  REQUIRE(lines.size() >= 30);
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    REQUIRE(fields.size() == 6);
    INFO(fields[0] << " " << fields[1] << ": " << fields[2]);
    const sudoku::MarksResult marks = sudoku::parse_marks(fields[3]);
    REQUIRE(marks.ok);
    const Board board = board_of(fields[2], marks.marks);
    sudoku::logic::Work work{sudoku::kDefaultBudget};
    const Found step = sudoku::logic::next_step(board, work);
    REQUIRE(step);
    CHECK(step->technique == fields[0]);
    CHECK(sudoku::format_rating(step->rating) == fields[1]);
    CHECK(operations(*step) == fields[4]);
    for (const auto& c : step->eliminations) {
      CHECK(step->text.find(sudoku::cell_name(c.cell)) != std::string::npos);
    }
  }
}

TEST_CASE("each technique's near miss: one candidate more and it no longer fires") {
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/logic_steps.txt");
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    INFO(fields[0] << " " << fields[1] << ": " << fields[2]);
    Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    const Found before = find_named(fields[0], board);
    REQUIRE(before);
    CHECK(operations(*before) == fields[4]);
    const auto near_miss = split(fields[5], ':');
    const int cell = std::stoi(near_miss[0]);
    const int digit = std::stoi(near_miss[1]);
    REQUIRE_FALSE(board.candidates[cell] & sudoku::logic::bit_of(digit));
    board.candidates[cell] |= sudoku::logic::bit_of(digit);
    const Found after = find_named(fields[0], board);
    if (fields[5].ends_with("~")) {
      REQUIRE(after);
      CHECK((after->technique != fields[0] || operations(*after) != fields[4]));
    } else {
      CHECK_FALSE(after);
    }
  }
}

TEST_CASE("full house: the last empty cell of a unit, and not when every unit has two") {
  const std::string solved =
      "316578492529134768487629531263415987974863125851792643138947256692351874745286319";
  std::string one = solved;
  one[40] = '.';
  const auto hint = sudoku::hint(one, "", "");
  REQUIRE(hint.kind == sudoku::Hint::Kind::step);
  CHECK(hint.step.technique == "Full House");
  CHECK(hint.step.rating == 10);
  CHECK(hint.message == "r5c5 is the last empty cell in box 5: it is 6.");
  // Two empty cells in each row, column and box touched: hidden singles, not full houses.
  std::string six = solved;
  for (int cell : {0, 3, 12, 15, 18, 24}) six[cell] = '.';
  const Found step = sudoku::logic::find_hidden_single(Board::from(sudoku::test::grid_of(six)));
  REQUIRE(step);
  CHECK(step->technique == "Hidden Single");
}

// Sudoku Explainer's rating of each of its 615 puzzles, and ours.
std::vector<std::pair<int, sudoku::Rating>> rate_615(bool with_chains) {
  std::vector<std::pair<int, sudoku::Rating>> rated;
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt");
  REQUIRE(lines.size() == 615);
  for (const std::string& line : lines) {
    const auto colon = line.find(':');
    const int expected = int(std::stod(line.substr(colon + 1)) * 10 + 0.5);
    if (expected > 62 && !with_chains) continue;
    rated.emplace_back(expected, sudoku::rate(std::string_view(line).substr(0, colon)));
    REQUIRE(rated.back().second.status == Status::unique);
  }
  return rated;
}

TEST_CASE("agreement with Sudoku Explainer up to 6.2 stays at the figure reached") {
  int exact = 0;
  const auto rated = rate_615(false);
  for (const auto& [expected, rating] : rated) exact += rating.rated && rating.rating == expected;
  CHECK(rated.size() == 439);
  CHECK(exact >= 439);  // all of them: the figure reached; the issue asked for 97 %
}

TEST_CASE("a ceiling stops a rating above it, and changes nothing at or over the rating") {
  int stopped = 0;
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt");
  for (std::size_t i = 0; i < lines.size(); i += 11) {  // 56 puzzles, chains included
    const std::string_view puzzle = std::string_view(lines[i]).substr(0, 81);
    INFO(puzzle);
    const sudoku::Rating full = sudoku::rate(puzzle);
    REQUIRE(full.rated);
    sudoku::RateOptions at;
    at.ceiling = full.rating;
    const sudoku::Rating same = sudoku::rate(puzzle, at);
    CHECK(same.rated);
    CHECK(same.rating == full.rating);
    CHECK(same.step_count == full.step_count);
    if (full.rating <= 10) continue;
    sudoku::RateOptions below;
    below.ceiling = full.rating - 1;
    const sudoku::Rating over = sudoku::rate(puzzle, below);
    CHECK_FALSE(over.rated);
    CHECK(over.bound > below.ceiling);
    CHECK(over.bound <= full.rating);  // a bound, never more than the puzzle's rating
    CHECK(over.message.find("above the ceiling") != std::string::npos);
    ++stopped;
  }
  CHECK(stopped > 40);
}

// Only a few budgeted puzzles of each slice need chains; the slices keep the suite quick
// under sanitizers and in wasm, so chains get a small budget there.
constexpr std::int64_t kSliceBudget = 1'000'000;

TEST_CASE("every step is sound on the slices of every shared set, each solved or bounded") {
  std::size_t steps = 0;
  for (const auto& set : sudoku::test::read_slices()) {
    for (const std::string& puzzle : set.puzzles) {
      INFO(set.name << ": " << puzzle);
      const sudoku::Rating rating =
          sudoku::rate(std::string_view(puzzle), {.keep_steps = true, .budget = kSliceBudget});
      REQUIRE(rating.status == Status::unique);
      steps += check_sound(rating, puzzle);
      CHECK((rating.rated || rating.bound >= 65));
      if (rating.rated) CHECK(int(rating.steps.size()) == rating.step_count);
      // A rating that keeps no steps leaves the chain steps without text and links
      // (ChainWork::with_text_and_links): the same steps, so the same answer.
      const sudoku::Rating bare = sudoku::rate(std::string_view(puzzle), {.budget = kSliceBudget});
      CHECK(bare.rating == rating.rating);
      CHECK(bare.hardest == rating.hardest);
      CHECK(bare.step_count == rating.step_count);
      CHECK(bare.bound == rating.bound);
      CHECK(bare.steps.empty());
    }
  }
  CHECK(steps > 1000);
}

#if SUDOKU_FULL_SETS
TEST_CASE("agreement with Sudoku Explainer above 6.2: exact on the figure reached") {
  int high = 0, exact = 0, near = 0;
  for (const auto& [expected, rating] : rate_615(true)) {
    if (expected <= 62) continue;
    ++high;
    exact += rating.rated && rating.rating == expected;
    near += rating.rated && std::abs(rating.rating - expected) <= 3;
  }
  CHECK(high == 176);
  CHECK(exact >= 176);  // all of them; the issue asks for 80 %
  CHECK(near >= 176);   // and 95 % within 0.3
}

TEST_CASE("every step is sound on the shared sets, each solved or bounded (../shared)") {
  // Chains get 20 million nodes (about a second) here; the hardest sets need more to finish,
  // and must then say how hard they are at least.
  const std::tuple<const char*, std::size_t, std::int64_t> sets[] = {
      {"kaggle_10000.txt", 10000, sudoku::kDefaultBudget},
      {"17_clue.txt", 5000, sudoku::kDefaultBudget},
      {"magictour_top1465.txt", 1465, 20'000'000},
      {"top95.txt", 95, 20'000'000},
      {"hardest.txt", 11, 20'000'000},
      {"forum_hardest_1905_11plus.txt", 50, 20'000'000}};
  std::size_t puzzles = 0;
  for (const auto& [name, count, budget] : sets) {
    auto lines = sudoku::test::read_puzzle_lines(std::string(SUDOKU_SHARED_PUZZLES) + "/" + name);
    if (lines.size() > count) lines.resize(count);
    for (const std::string& puzzle : lines) {
      INFO(name << ": " << puzzle);
      const sudoku::Rating rating =
          sudoku::rate(std::string_view(puzzle), {.keep_steps = true, .budget = budget});
      check_sound(rating, puzzle);
      CHECK((rating.rated || rating.bound >= 65));
      ++puzzles;
    }
  }
  if (puzzles == 0) WARN("../shared/data/puzzles is not present: nothing to check");
}
#endif

TEST_CASE("a player following the hints solves each slice puzzle the ladder finishes") {
  for (const auto& set : sudoku::test::read_slices()) {
    for (const std::string& puzzle : set.puzzles) {
      INFO(puzzle);
      const sudoku::Rating rating =
          sudoku::rate(std::string_view(puzzle), {.budget = kSliceBudget});
      // Hints on the hardest take seconds each (a whole chain search per hint).
      if (!rating.rated || rating.rating > 75) continue;
      sudoku::Position position;
      position.givens = sudoku::test::grid_of(puzzle);
      // Marks on every empty cell: all the digits its peers allow.
      Board board = Board::from(position.givens);
      position.marks.assign(board.candidates.begin(), board.candidates.end());
      for (int turn = 0; turn < 400; ++turn) {
        const sudoku::Hint hint = sudoku::hint(position);
        REQUIRE(hint.status == Status::unique);
        if (hint.kind != sudoku::Hint::Kind::step) {
          CHECK(hint.kind == sudoku::Hint::Kind::solved);
          break;
        }
        for (const auto& c : hint.step.eliminations) {
          // Never an elimination the player already made, and never the solution's digit.
          REQUIRE(position.marks[c.cell] & sudoku::logic::bit_of(c.digit));
          REQUIRE(rating.solution[c.cell] != c.digit);
          position.marks[c.cell] &= std::uint16_t(~sudoku::logic::bit_of(c.digit));
        }
        for (const auto& c : hint.step.placements) {
          REQUIRE(rating.solution[c.cell] == c.digit);
          position.entries[c.cell] = std::uint8_t(c.digit);
        }
      }
    }
  }
}

TEST_CASE("a hint names a wrong entry first, then a mark that leaves out the true digit") {
  const std::string puzzle =
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
  // r1c2 is 1 in the solution; the player wrote 2 there, and 9 in r1c5 (correct: 7).
  std::string progress(81, '.');
  progress[1] = '2';
  auto hint = sudoku::hint(puzzle, progress, "");
  REQUIRE(hint.kind == sudoku::Hint::Kind::mistake);
  CHECK(hint.message == "r1c2 is not 2: r2c2 already holds a 2.");
  CHECK(hint.step.cells.size() == 2);

  progress[1] = '1';
  progress[4] = '9';
  hint = sudoku::hint(puzzle, progress, "");
  REQUIRE(hint.kind == sudoku::Hint::Kind::mistake);
  CHECK(hint.message.rfind("r1c5 is not 9", 0) == 0);

  // Marks on r1c2 without its 1.
  std::string marks = "," + std::string("2") + std::string(79, ',');
  hint = sudoku::hint(puzzle, "", marks);
  REQUIRE(hint.kind == sudoku::Hint::Kind::mistake);
  CHECK(hint.message == "The marks in r1c2 leave out the digit that belongs there.");
  CHECK(hint.step.cells[0].cell == 1);
}

TEST_CASE("bad input to rate and hint gets a status and a message, never a throw") {
  const std::string unique =
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
  CHECK(sudoku::rate(std::string_view("12x")).status == Status::malformed);
  CHECK(sudoku::rate(std::string_view("11" + std::string(79, '.'))).status == Status::invalid);
  CHECK(sudoku::rate(std::string_view(std::string(81, '.'))).status == Status::multiple);
  const auto none = sudoku::rate(std::string_view(
      "12345678.........9" + std::string(63, '.')));  // r1c9 needs 9, r2c9 holds it
  CHECK(none.status == Status::none);
  CHECK_FALSE(none.message.empty());

  auto bad = sudoku::hint(unique, "4" + std::string(80, '.'), "");
  CHECK(bad.status == Status::malformed);
  CHECK(bad.message == "progress contradicts the givens: r1c1 is a given 3, the progress has 4");
  bad = sudoku::hint(unique, "12", "");
  CHECK(bad.status == Status::malformed);
  CHECK(bad.message.rfind("progress: ", 0) == 0);
  bad = sudoku::hint(unique, "", "1,2,3");
  CHECK(bad.status == Status::malformed);
  CHECK(bad.message == "marks: found 3 fields, expected 81 (one per cell, separated by commas)");
  bad = sudoku::hint(unique, "", "x" + std::string(80, ','));
  CHECK(bad.status == Status::malformed);
  CHECK(bad.message.find("field 1 (r1c1): unexpected character 'x'") != std::string::npos);
  // A byte that is not UTF-8 is shown escaped (the fuzzer found it quoted raw).
  bad = sudoku::hint(unique, "", "\xFF" + std::string(80, ','));
  CHECK(bad.message.find("field 1 (r1c1): unexpected character '\\xFF'") != std::string::npos);
  CHECK(sudoku::printable(bad.message) == bad.message);
  CHECK(sudoku::hint(std::string(81, '.'), "", "").status == Status::multiple);
  CHECK(sudoku::hint("11" + std::string(79, '.'), "", "").status == Status::invalid);
}

TEST_CASE("cell sets: contains, disjoint, minus, and the peers common to some cells") {
  using sudoku::logic::CellSet;
  using sudoku::logic::common_peers;
  const auto set_of = [](std::initializer_list<int> cells) {
    CellSet set;
    for (int cell : cells) set.add(cell);
    return set;
  };
  const CellSet low_and_high = set_of({3, 63, 64, 80});  // both words of the set
  CHECK(low_and_high.contains(set_of({3, 80})));
  CHECK(low_and_high.contains(CellSet{}));
  CHECK(!low_and_high.contains(set_of({3, 79})));
  CHECK(!low_and_high.contains(set_of({2, 80})));
  CHECK(low_and_high.disjoint(set_of({4, 65})));
  CHECK(!low_and_high.disjoint(set_of({4, 80})));
  CHECK(!low_and_high.disjoint(set_of({63, 70})));
  CHECK(low_and_high.minus(set_of({63, 80, 81 - 2})) == set_of({3, 64}));
  // r1c1 and r9c9 both see r1c9 and r9c1, and nothing else.
  CHECK(common_peers(std::vector<int>{0, 80}) == set_of({8, 72}));
  // r1c1 and r1c2: the rest of their row and of their box.
  CHECK(common_peers(std::vector<int>{0, 1}) ==
        set_of({2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20}));
  // One cell: its 20 peers; three cells of a column: the rest of the column.
  CHECK(common_peers(std::vector<int>{40}) == sudoku::logic::peer_sets()[40]);
  CHECK(common_peers(std::vector<int>{4, 40, 76}) == set_of({13, 22, 31, 49, 58, 67}));
}

TEST_CASE("JSON of a rating carries the steps a view needs") {
  const std::string puzzle =
      "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
  const sudoku::Rating rating = sudoku::rate(std::string_view(puzzle), {.keep_steps = true});
  const std::string json = sudoku::to_json(rating, sudoku::test::grid_of(puzzle));
  CHECK(json.rfind("{\"puzzle\":\"" + puzzle + "\",\"status\":\"unique\"", 0) == 0);
  CHECK(json.find("\"rating\":" + sudoku::format_rating(rating.rating)) != std::string::npos);
  CHECK(json.find("\"steps\":[{\"technique\":") != std::string::npos);
  CHECK(json.find("\"role\":\"target\"") != std::string::npos);
}

// Techniques no shared puzzle needs first (the rater always finds something easier there):
// their finders on boards made for them.

TEST_CASE("direct claiming: a line's digit locked in a box leaves a parallel line one place") {
  // Digit 5 is a candidate only in these cells of an otherwise empty board.
  Board board = Board::from(sudoku::Grid{});
  const int fives[] = {1,  3,  4,  7,  13, 18, 22, 24, 25, 27, 30, 31, 32, 35, 36,
                       38, 41, 43, 45, 47, 49, 50, 52, 58, 60, 66, 71, 73, 78, 79};
  for (int cell = 0; cell < 81; ++cell) board.eliminate(cell, 5);
  for (int cell : fives) board.candidates[cell] |= sudoku::logic::bit_of(5);
  const Found step = sudoku::logic::find_direct_intersection(board);
  REQUIRE(step);
  CHECK(step->technique == "Direct Claiming");
  CHECK(step->rating == 19);
  CHECK(operations(*step) == "+18:5");
  CHECK(step->text == "In column 3, 5 fits only in box 4, so in column 1 it fits only in r3c1.");
  // Near miss: a second place for 5 in column 1 outside box 4.
  board.candidates[9] |= sudoku::logic::bit_of(5);
  const Found after = sudoku::logic::find_direct_intersection(board);
  CHECK((!after || operations(*after) != "+18:5"));
}

TEST_CASE("hidden quad: four digits in four cells of a row, which lose their other digits") {
  Board board = Board::from(sudoku::Grid{});
  for (int cell = 4; cell < 9; ++cell) {
    for (int digit = 1; digit <= 4; ++digit) board.eliminate(cell, digit);
  }
  const Found step = sudoku::logic::find_hidden_set(board, 4);
  REQUIRE(step);
  CHECK(step->technique == "Hidden Quad");
  CHECK(step->rating == 54);
  CHECK(step->eliminations.size() == 4 * 5);
  CHECK(step->text.rfind("In row 1, 1, 2, 3 and 4 fit only in r1c1, r1c2, r1c3 and r1c4, so "
                         "remove 5, 6, 7, 8 and 9 from r1c1, r1c2, r1c3, r1c4",
                         0) == 0);
  // Near miss: digit 1 has a fifth place in the row.
  board.candidates[4] |= sudoku::logic::bit_of(1);
  CHECK_FALSE(sudoku::logic::find_hidden_set(board, 4));
}
