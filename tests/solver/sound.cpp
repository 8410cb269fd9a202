// check_sound (steps.hpp): apart from the text forms, because it reports through Catch2, which
// the miners (scripts/mine_steps.cpp) that share the text forms do without.
#include <catch2/catch.hpp>

#include "steps.hpp"

namespace sudoku::test {

std::size_t check_sound(const Rating& rating, const std::string& puzzle) {
  for (const Step& step : rating.steps) {
    for (const auto& c : step.placements) {
      if (rating.solution[c.cell] != c.digit) FAIL_CHECK(puzzle << ": " << step.text);
    }
    for (const auto& c : step.eliminations) {
      if (rating.solution[c.cell] == c.digit) FAIL_CHECK(puzzle << ": " << step.text);
    }
  }
  return rating.steps.size();
}

}  // namespace sudoku::test
