// check_sound (steps.hpp): apart from the text forms, because it reports through Catch2, which
// the miners (scripts/mine_steps.cpp) that share the text forms do without.
#include <catch2/catch.hpp>

#include "steps.hpp"
#include "sudoku/techniques.hpp"

namespace sudoku::test {

// Whether a step's name is in the table of techniques, rated within its row's band, from a
// ladder that row says gives it (the rating ladder's steps have no `ladder`; the hint ladder
// says "rating" for Sudoku Explainer's chains it falls back on).
void check_named(const Step& step, const std::string& puzzle) {
  const Technique* row = find_technique(step.technique);
  if (!row) {
    FAIL_CHECK(puzzle << ": \"" << step.technique << "\" is not in the table of techniques");
    return;
  }
  if (step.rating < row->min || (row->max && step.rating > row->max)) {
    FAIL_CHECK(puzzle << ": " << step.technique << " rated " << step.rating << ", outside "
                      << row->min << "-" << row->max);
  }
  const bool from_hint_ladder = step.ladder == "hint";
  if (row->ladders != "both" && (row->ladders == "hint") != from_hint_ladder) {
    FAIL_CHECK(puzzle << ": " << step.technique << " came from the wrong ladder ("
                      << (from_hint_ladder ? "hint" : "rating") << ")");
  }
}

std::size_t check_sound(const Rating& rating, const std::string& puzzle) {
  for (const Step& step : rating.steps) {
    check_named(step, puzzle);
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
