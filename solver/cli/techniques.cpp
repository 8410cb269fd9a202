// sudoku techniques: the table of techniques the two ladders name (sudoku/techniques.hpp), one
// line each, for the lessons' tools and tests (scripts/mine-lessons.mjs,
// tests/js/lessons.test.mjs), which read it from here rather than keep a copy.
#include "sudoku/techniques.hpp"

#include <iostream>
#include <string>

#include "../json/json_text.hpp"
#include "commands.hpp"
#include "sudoku/logic.hpp"

namespace cli {
namespace {

// "4.5-4.8", "6.6" for a band of one rating, "7.0+" for a chain's band with no upper bound.
std::string band_text(const sudoku::Technique& t) {
  const std::string min = sudoku::format_rating(t.min);
  if (t.max == 0) return min + "+";
  return t.max == t.min ? min : min + "-" + sudoku::format_rating(t.max);
}

void append_field(std::string& out, std::string_view key, std::string_view text) {
  sudoku::json_text::append_string(out, key);
  out += ':';
  sudoku::json_text::append_string(out, text);
  out += ',';
}

}  // namespace

int run_techniques(const Options& options) {
  std::string out;
  for (const sudoku::Technique& t : sudoku::techniques()) {
    if (!options.json) {
      out += std::string(t.name) + '\t' + std::string(t.lesson) + '\t' + std::string(t.family) +
             '\t' + std::string(t.ladders) + '\t' + band_text(t) + '\n';
      continue;
    }
    // Ratings as explain's JSON has them: numbers of one decimal; max null for no bound.
    out += '{';
    append_field(out, "name", t.name);
    append_field(out, "lesson", t.lesson);
    append_field(out, "family", t.family);
    append_field(out, "ladders", t.ladders);
    out += "\"min\":" + sudoku::format_rating(t.min) +
           ",\"max\":" + (t.max ? sudoku::format_rating(t.max) : std::string("null")) + "}\n";
  }
  std::cout << out;
  return 0;
}

}  // namespace cli
