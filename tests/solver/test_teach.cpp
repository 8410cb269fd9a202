// The hint ladder (solver/src/teach/): each pattern on a position of the shared sets where it
// is the first step found, exactly; soundness of whole walks; the rating ladder untouched.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "corpus.hpp"
#include "steps.hpp"
#include "sudoku/logic.hpp"
#include "teach/ladder.hpp"
#include "teach/patterns.hpp"

using sudoku::Status;
using sudoku::logic::Board;
using sudoku::logic::Found;
using sudoku::test::board_of;
using sudoku::test::candidates_of;
using sudoku::test::check_sound;
using sudoku::test::operations;
using sudoku::test::split;
using sudoku::test::values_of;

namespace {

// The finder of a hint-ladder pattern, by the name its steps carry.
Found find_named(const std::string& technique, const Board& board) {
  using namespace sudoku::teach;
  if (technique == "Skyscraper") return find_two_strong_links(board, TwoLinks::skyscraper);
  if (technique == "2-String Kite") return find_two_strong_links(board, TwoLinks::kite);
  if (technique == "Turbot Fish") return find_two_strong_links(board, TwoLinks::turbot);
  if (technique == "Empty Rectangle") return find_empty_rectangle(board);
  if (technique == "W-Wing") return find_w_wing(board);
  if (technique == "ALS-XZ") return find_als_xz(board);
  if (technique == "Simple Colouring") return find_simple_colouring(board);
  if (technique == "WXYZ-Wing") return find_wxyz_wing(board);
  if (technique == "Remote Pair") return find_remote_pair(board);
  if (technique == "ALS-XY-Wing") return find_als_xy_wing(board);
  if (technique == "Death Blossom") return find_death_blossom(board);
  if (technique == "ALS-Chain") return find_als_chain(board);
  if (technique == "Kraken Fish") return find_kraken_fish(board);
  if (technique == "Sue de Coq") return find_sue_de_coq(board);
  if (technique == "3D Medusa") return find_medusa(board);
  // Sudoku Explainer's rungs that the hint ladder places otherwise: the basic fish and quads.
  if (technique == "X-Wing") return sudoku::logic::find_fish(board, 2);
  if (technique == "Swordfish") return sudoku::logic::find_fish(board, 3);
  if (technique == "Jellyfish") return sudoku::logic::find_fish(board, 4);
  if (technique == "Naked Quad") return sudoku::logic::find_naked_set(board, 4);
  if (technique == "Hidden Quad") return sudoku::logic::find_hidden_set(board, 4);
  if (technique.starts_with("Finned") || technique.starts_with("Sashimi")) {
    const int size = technique.ends_with("X-Wing") ? 2 : technique.ends_with("Swordfish") ? 3 : 4;
    return find_finned_fish(board, size);
  }
  return find_aic(board, 15);  // X-Chain, XY-Chain, Remote Pair, AIC and their grouped forms
}

// The solution of the position `values` (givens and placed digits).
sudoku::Grid solution_of(const std::string& values) {
  const sudoku::SolveResult solved = sudoku::solve(sudoku::test::grid_of(values));
  REQUIRE(solved.status == Status::unique);
  return solved.solution;
}

constexpr std::int64_t kSliceBudget = 1'000'000;

}  // namespace

TEST_CASE("each hint-ladder pattern is the first step on its known position, exactly") {
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/teach_steps.txt");
  REQUIRE(lines.size() >= 10);
  std::set<std::string> seen;
  std::set<bool> rules;  // Simple Colouring's: wrap (true) and trap
  std::set<bool> links;  // ALS-XZ's: doubly linked (true) and singly
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    REQUIRE(fields.size() == 5);
    INFO(fields[0] << ": " << fields[2]);
    const sudoku::MarksResult marks = sudoku::parse_marks(fields[3]);
    REQUIRE(marks.ok);
    const Board board = board_of(fields[2], marks.marks);
    sudoku::logic::Work work{sudoku::kDefaultBudget};
    const Found step = sudoku::teach::next_step(board, work);
    REQUIRE(step);
    CHECK(step->technique == fields[0]);
    CHECK(step->ladder == "hint");
    CHECK(sudoku::format_rating(step->rating) == fields[1]);
    CHECK(operations(*step) == fields[4]);
    // Its own finder finds it too, and what it removes is not the solution's.
    const Found named = find_named(fields[0], board);
    REQUIRE(named);
    CHECK(operations(*named) == fields[4]);
    const sudoku::Grid solution = solution_of(fields[2]);
    for (const auto& c : named->eliminations) {
      CHECK(solution[c.cell] != c.digit);
      CHECK(named->text.find(sudoku::cell_name(c.cell)) != std::string::npos);
    }
    // Drawn: its pattern's candidates, its targets, and the links of its chain or a fish's fins.
    if (fields[0].starts_with("Finned") || fields[0].starts_with("Sashimi")) {
      CHECK(std::any_of(named->cells.begin(), named->cells.end(),
                        [](const sudoku::Highlight& h) { return h.role == sudoku::Role::fin; }));
    } else if (fields[0] == "WXYZ-Wing") {
      std::set<int> cells;
      for (const auto& h : named->cells) {
        if (h.role == sudoku::Role::pattern) cells.insert(h.cell);
      }
      CHECK(cells.size() == 4);
    } else if (fields[0] == "Sue de Coq") {
      CHECK(named->units.size() == 2);
    } else if (fields[0].ends_with("Quad") || fields[0].ends_with("fish") ||
               fields[0] == "X-Wing") {
      CHECK(std::count_if(named->cells.begin(), named->cells.end(), [](const sudoku::Highlight& h) {
              return h.role == sudoku::Role::pattern;
            }) >= 4);
    } else {
      CHECK(!named->links.empty());
    }
    if (fields[0] == "ALS-XZ" || fields[0] == "ALS-XY-Wing" || fields[0] == "Sue de Coq" ||
        fields[0] == "Death Blossom" || fields[0] == "ALS-Chain") {
      CHECK(std::count_if(named->cells.begin(), named->cells.end(), [](const sudoku::Highlight& h) {
              return h.role == sudoku::Role::als;
            }) >= 4);
    }
    if (!fields[0].ends_with("Quad")) CHECK(named->text.find(fields[0]) != std::string::npos);
    seen.insert(fields[0]);
    if (fields[0] == "ALS-XZ") links.insert(named->text.find("doubly linked") != std::string::npos);
    // A wrap's paths begin at a candidate on (its colour is false), a trap's at one off (X or W).
    if (fields[0] == "Simple Colouring" && !named->paths.empty())
      rules.insert(named->paths.front().potentials.front().on);
  }
  for (const char* name : {"X-Wing",
                           "Swordfish",
                           "Jellyfish",
                           "Naked Quad",
                           "Hidden Quad",
                           "Skyscraper",
                           "2-String Kite",
                           "Turbot Fish",
                           "Empty Rectangle",
                           "W-Wing",
                           "X-Chain",
                           "Grouped X-Chain",
                           "AIC",
                           "Grouped AIC",
                           "Finned X-Wing",
                           "Sashimi X-Wing",
                           "Finned Swordfish",
                           "Sashimi Swordfish",
                           "Finned Jellyfish",
                           "ALS-XZ",
                           "Continuous Nice Loop",
                           "Grouped Continuous Nice Loop",
                           "Simple Colouring",
                           "WXYZ-Wing",
                           "Remote Pair",
                           "Sue de Coq",
                           "ALS-XY-Wing",
                           "3D Medusa",
                           "Death Blossom",
                           "ALS-Chain",
                           "Kraken Fish"}) {
    CHECK(seen.count(name) == 1);
  }
  CHECK(rules.size() == 2);
  CHECK(links.size() == 2);
}

TEST_CASE("ALS-Chain and Kraken Fish carry their chains as paths") {
  // An ALS-Chain: for each candidate it removes, one path from it on to it off, through each
  // set (test_chain_paths.cpp checks every link on the walks); a Kraken Fish: one path from each
  // fin on to its target off.
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/teach_steps.txt");
  int checked = 0;
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    if (fields[0] != "ALS-Chain" && fields[0] != "Kraken Fish") continue;
    INFO(fields[0] << ": " << fields[2]);
    const Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    const Found step = find_named(fields[0], board);
    REQUIRE(step);
    REQUIRE(!step->paths.empty());
    for (const sudoku::ChainPath& path : step->paths) {
      REQUIRE(path.potentials.size() >= 2);  // a fin that sees the target: one link
      CHECK(!path.branch);
      CHECK(!path.potentials.front().why);
      for (std::size_t i = 1; i < path.potentials.size(); ++i) {
        const auto& p = path.potentials[i];
        REQUIRE(p.why);
        if (p.why->kind == sudoku::Why::Kind::unit) CHECK((p.why->unit >= 0 && p.why->unit < 27));
        // Only an almost locked set's link joins two potentials off; the others alternate.
        if (p.why->kind != sudoku::Why::Kind::nested) CHECK(p.on != path.potentials[i - 1].on);
      }
    }
    if (fields[0] == "ALS-Chain") {
      REQUIRE(step->paths.size() == step->eliminations.size());
      for (std::size_t i = 0; i < step->paths.size(); ++i) {
        const auto& p = step->paths[i].potentials;
        const sudoku::Candidate c = step->eliminations[i];
        CHECK((p.front().cell == c.cell && p.front().digit == c.digit && p.front().on));
        CHECK((p.back().cell == c.cell && p.back().digit == c.digit && !p.back().on));
        // Three sets or more: each set one link at least, and the first and last links.
        int sets = 0;
        for (const auto& each : p) {
          sets += each.why && each.why->kind != sudoku::Why::Kind::unit;
        }
        CHECK(sets >= 3);
      }
    } else {
      REQUIRE(step->eliminations.size() == 1);
      const sudoku::Candidate target = step->eliminations.front();
      std::set<int> fins;
      for (const auto& h : step->cells) {
        if (h.role == sudoku::Role::fin) fins.insert(h.cell);
      }
      CHECK(fins.size() == step->paths.size());
      for (const sudoku::ChainPath& path : step->paths) {
        const auto& p = path.potentials;
        CHECK(fins.count(p.front().cell) == 1);
        CHECK(p.front().on);
        CHECK(p.front().digit == target.digit);
        CHECK((p.back().cell == target.cell && p.back().digit == target.digit && !p.back().on));
      }
    }
    ++checked;
  }
  CHECK(checked == 2);
}

TEST_CASE("a pattern's near miss: one strong link broken and the step changes") {
  // The Skyscraper's position with a third 2 in its first row: the row's link is gone.
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/teach_steps.txt");
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    if (fields[0] != "Skyscraper" && fields[0] != "2-String Kite" && fields[0] != "Turbot Fish")
      continue;
    INFO(fields[0]);
    Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    const Found before = find_named(fields[0], board);
    REQUIRE(before);
    REQUIRE(before->units.size() == 2);
    const int digit = before->cells.back().digit;
    // Add the digit back to an empty cell of the first link's unit that lacks it.
    bool added = false;
    for (int cell : sudoku::logic::kUnitCells[before->units[0]]) {
      if (!board.value[cell] && !(board.candidates[cell] & sudoku::logic::bit_of(digit))) {
        board.candidates[cell] |= sudoku::logic::bit_of(digit);
        added = true;
        break;
      }
    }
    if (!added) continue;
    const Found after = find_named(fields[0], board);
    CHECK((!after || operations(*after) != operations(*before) || after->units != before->units));
  }
}

TEST_CASE("the patterns' strong links are the chain engine's: conjugate pairs and bivalue cells") {
  using namespace sudoku::logic;
  const auto lines =
      sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/teach_steps.txt");
  std::size_t pairs_seen = 0, bivalue_seen = 0;
  for (const std::string& line : lines) {
    const auto fields = split(line, '|');
    INFO(fields[0] << ": " << fields[2]);
    const Board board = board_of(fields[2], sudoku::parse_marks(fields[3]).marks);
    const Implications links(board);
    for (int digit = 1; digit <= 9; ++digit) {
      // Each candidate's partners by conjugate_pairs, against the engine's strong links in units.
      std::array<std::set<int>, 81> partners;
      int last_unit = -1;
      for (const ConjugatePair& pair : conjugate_pairs(links.places(), digit)) {
        CHECK(pair.unit > last_unit);  // unit order, each unit once
        last_unit = pair.unit;
        CHECK(count_of(links.places()(pair.unit, digit)) == 2);
        CHECK(pair.cells[0] < pair.cells[1]);
        for (int cell : pair.cells) {
          CHECK(std::count(kUnitCells[pair.unit].begin(), kUnitCells[pair.unit].end(), cell) == 1);
          CHECK((board.candidates[cell] & bit_of(digit)));
        }
        partners[pair.cells[0]].insert(pair.cells[1]);
        partners[pair.cells[1]].insert(pair.cells[0]);
        ++pairs_seen;
      }
      for (int cell = 0; cell < 81; ++cell) {
        if (!(board.candidates[cell] & bit_of(digit))) continue;
        std::set<int> engine;
        links.for_each_on(potential(cell, digit, false), Follow::units,
                          [&](Potential on, Cause, int) { engine.insert(cell_of(on)); });
        CHECK(engine == partners[cell]);
      }
    }
    int last_cell = -1;
    for_each_bivalue_cell(board, [&](int cell, int low, int high) {
      CHECK(cell > last_cell);
      for (int c = last_cell + 1; c < cell; ++c) CHECK(count_of(board.candidates[c]) != 2);
      last_cell = cell;
      CHECK(low < high);
      CHECK(board.candidates[cell] == (bit_of(low) | bit_of(high)));
      for (auto [off, on] : {std::pair{low, high}, std::pair{high, low}}) {
        std::vector<Potential> engine;
        links.for_each_on(potential(cell, off, false), Follow::cells,
                          [&](Potential p, Cause, int) { engine.push_back(p); });
        CHECK(engine == std::vector<Potential>{potential(cell, on, true)});
      }
      ++bivalue_seen;
    });
    for (int c = last_cell + 1; c < 81; ++c) CHECK(count_of(board.candidates[c]) != 2);
  }
  CHECK(pairs_seen > 100);
  CHECK(bivalue_seen > 50);
}

TEST_CASE("walks on the hint ladder are sound on every slice, and use its patterns") {
  std::map<std::string, int> techniques;
  std::size_t steps = 0;
  for (const auto& set : sudoku::test::read_slices()) {
    for (const std::string& puzzle : set.puzzles) {
      INFO(set.name << ": " << puzzle);
      const sudoku::Rating walk = sudoku::rate(
          std::string_view(puzzle), {.keep_steps = true, .budget = kSliceBudget, .teach = true});
      REQUIRE(walk.status == Status::unique);
      steps += check_sound(walk, puzzle);
      for (const sudoku::Step& step : walk.steps) {
        CHECK((step.ladder == "hint" || step.ladder == "rating"));
        ++techniques[step.technique];
      }
    }
  }
  CHECK(steps > 1000);
  for (const char* name :
       {"Skyscraper", "Turbot Fish", "Empty Rectangle", "W-Wing", "X-Chain", "Grouped X-Chain",
        "AIC", "Grouped AIC", "Remote Pair", "Sue de Coq", "ALS-XY-Wing", "3D Medusa"}) {
    INFO(name);
    CHECK(techniques[name] > 0);
  }
}

#if SUDOKU_FULL_SETS
TEST_CASE("walks on the hint ladder are sound on the 615 rated puzzles") {
  std::size_t steps = 0, patterns = 0;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt")) {
    const std::string puzzle = split(line, ':')[0];
    INFO(puzzle);
    const sudoku::Rating walk =
        sudoku::rate(std::string_view(puzzle), {.keep_steps = true, .teach = true});
    REQUIRE(walk.rated);
    steps += check_sound(walk, puzzle);
    for (const sudoku::Step& step : walk.steps) patterns += step.ladder == "hint";
  }
  CHECK(steps > 30000);
  CHECK(patterns > steps * 9 / 10);
}
#endif

TEST_CASE("the teaching walk leaves the rating untouched, and says which ladder gave a step") {
  const std::string puzzle =
      "963......1....8......2.5....4.8......1....7......3..257......3...9.2.4.7......9..";
  const sudoku::Rating rated = sudoku::rate(std::string_view(puzzle), {.keep_steps = true});
  for (const sudoku::Step& step : rated.steps) CHECK(step.ladder.empty());
  const sudoku::Rating walk =
      sudoku::rate(std::string_view(puzzle), {.keep_steps = true, .teach = true});
  REQUIRE(walk.rated);
  CHECK(walk.solution == rated.solution);
  for (const sudoku::Step& step : walk.steps) CHECK(!step.ladder.empty());
  CHECK(sudoku::rate(std::string_view(puzzle)).rating == rated.rating);
}
