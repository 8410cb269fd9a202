// The table of techniques (sudoku/techniques.hpp). Every walk of the logic tests checks each
// step's name against it (check_sound, sound.cpp); here the table itself, and the names and
// ratings of every mined position the tests replay (tests/data/*_steps.txt).
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "corpus.hpp"
#include "steps.hpp"
#include "sudoku/techniques.hpp"

using sudoku::Technique;

TEST_CASE("the table of techniques: one row a name, each with a lesson, a family and a band") {
  std::set<std::string_view> names;
  for (const Technique& t : sudoku::techniques()) {
    INFO(t.name);
    CHECK(names.insert(t.name).second);
    CHECK(!t.lesson.empty());
    CHECK(t.lesson.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") ==
          std::string_view::npos);
    CHECK(!t.family.empty());
    CHECK((t.ladders == "hint" || t.ladders == "rating" || t.ladders == "both"));
    CHECK(t.min >= 10);
    CHECK((t.max == 0 || t.max >= t.min));
    CHECK(sudoku::find_technique(t.name) == &t);
  }
  CHECK(names.size() > 60);
  CHECK(sudoku::find_technique("Hidden Quad")->lesson == "quads");
  CHECK(sudoku::find_technique("X-Wing")->lesson == "x-wing");
  CHECK(sudoku::find_technique("Unique Loop type 3")->family == "uniqueness");
  CHECK(sudoku::find_technique("Dynamic Cell Forcing Chains (+)")->lesson ==
        "nested-forcing-chains");
  CHECK(sudoku::find_technique("x-wing") == nullptr);       // names are exact
  CHECK(sudoku::find_technique("Wrong Entry") == nullptr);  // a hint's mistake, not a technique
}

TEST_CASE("every mined position's technique is in the table, rated within its band") {
  std::size_t seen = 0;
  for (const char* file : {"logic_steps.txt", "teach_steps.txt", "chain_steps.txt"}) {
    for (const std::string& line :
         sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/" + file)) {
      const auto fields = sudoku::test::split(line, '|');
      INFO(file << ": " << fields[0]);
      const Technique* row = sudoku::find_technique(fields[0]);
      REQUIRE(row != nullptr);
      const int rating = int(std::stod(fields[1]) * 10 + 0.5);
      CHECK(rating >= row->min);
      CHECK((row->max == 0 || rating <= row->max));
      ++seen;
    }
  }
  CHECK(seen > 80);
}
