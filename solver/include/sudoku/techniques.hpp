// sudoku-wasm: the techniques the two ladders can name, for lessons and for anyone who lists
// them. Every step that rate(), explain() and hint() return has a `technique` (logic.hpp's
// Step) that is one of these names exactly: a native test walks both ladders over the test
// sets and fails on a name missing here, or on a rating outside its row's band.
#pragma once

#include <span>
#include <string_view>

namespace sudoku {

// One name a step can have, as its finder writes it.
struct Technique {
  std::string_view name;    // "X-Wing", "Unique Rectangle type 2", "Dynamic Cell Forcing Chains"
  std::string_view lesson;  // the lesson that teaches it, a URL slug: "x-wing", "unique-rectangle"
  std::string_view family;  // the rating ladder's family: "fish", "uniqueness", "forcing chains"
  // Which ladders give it: "hint" (the hint ladder's patterns only), "rating" (Sudoku
  // Explainer's only), or "both".
  std::string_view ladders;
  // The band of ratings its steps can have on Sudoku Explainer's scale, in tenths (logic.hpp),
  // both ends included; `max` 0 when a chain's rating grows with its length without a bound.
  int min = 0;
  int max = 0;
};

// Every name, in the hint ladder's order (solver/src/teach/ladder.cpp), then the rating
// ladder's techniques the hint ladder does not use, in Sudoku Explainer's order.
std::span<const Technique> techniques();

// The row of `name`, or nullptr when no ladder gives a step that name.
const Technique* find_technique(std::string_view name);

}  // namespace sudoku
