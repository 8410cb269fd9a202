// The JSON wire format of the logical solver's answers and of canonical forms (see
// sudoku/json.hpp).
#include "sudoku/json.hpp"

#include <array>
#include <cstdint>

#include "json_text.hpp"

namespace sudoku {
namespace {

using json_text::append_string;

void append_candidates(std::string& out, const std::vector<Candidate>& candidates) {
  out += '[';
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (i) out += ',';
    out +=
        '[' + std::to_string(candidates[i].cell) + ',' + std::to_string(candidates[i].digit) + ']';
  }
  out += ']';
}

template <std::size_t N>
void append_numbers(std::string& out, const std::array<std::uint8_t, N>& numbers) {
  out += '[';
  for (std::size_t i = 0; i < N; ++i) {
    if (i) out += ',';
    out += std::to_string(numbers[i]);
  }
  out += ']';
}

void append_cells(std::string& out, const std::vector<int>& cells) {
  out += '[';
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(cells[i]);
  }
  out += ']';
}

void append_string_or_null(std::string& out, bool present, std::string_view text) {
  if (present) {
    append_string(out, text);
  } else {
    out += "null";
  }
}

void append_rating_or_null(std::string& out, bool present, int rating) {
  out += present ? format_rating(rating) : std::string("null");
}

// A rating's "rated", "rating", "level", "hardest", "bound" and "stepCount" (a rating's JSON and a
// certificate's): "rating" and "hardest" null unless unique, "level" unless rated, "bound" unless
// the budget or the ceiling stopped it.
void append_rating_fields(std::string& out, const Rating& rating) {
  const bool graded = rating.status == Status::unique;
  out += ",\"rated\":" + std::string(rating.rated ? "true" : "false");
  out += ",\"rating\":" + (graded ? format_rating(rating.rating) : std::string("null"));
  out += ",\"level\":";
  if (rating.rated) {
    append_string(out, level_name(rating.rating));
  } else {
    out += "null";
  }
  out += ",\"hardest\":";
  if (graded && !rating.hardest.empty()) {
    append_string(out, rating.hardest);
  } else {
    out += "null";
  }
  out += ",\"bound\":" + (rating.bound ? format_rating(rating.bound) : std::string("null"));
  out += ",\"stepCount\":" + std::to_string(rating.step_count);
}

// {"kind":"cell"}, {"kind":"unit","unit":4} or {"kind":"nested","technique":...,"also":[...]}
void append_why(std::string& out, const Why& why) {
  switch (why.kind) {
    case Why::Kind::cell:
      out += "{\"kind\":\"cell\"}";
      break;
    case Why::Kind::unit:
      out += "{\"kind\":\"unit\",\"unit\":" + std::to_string(why.unit) + '}';
      break;
    case Why::Kind::nested:
      out += "{\"kind\":\"nested\",\"technique\":";
      append_string(out, why.technique);
      out += ",\"also\":";
      append_candidates(out, why.also);
      out += '}';
      break;
  }
}

void append_paths(std::string& out, const std::vector<ChainPath>& paths) {
  out += '[';
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const ChainPath& path = paths[i];
    if (i) out += ',';
    out += "{\"branch\":";
    out += path.branch ? '[' + std::to_string(path.branch->path) + ',' +
                             std::to_string(path.branch->at) + ']'
                       : std::string("null");
    out += ",\"supporting\":" + std::string(path.supporting ? "true" : "false");
    out += ",\"potentials\":[";
    for (std::size_t k = 0; k < path.potentials.size(); ++k) {
      const ChainPotential& p = path.potentials[k];
      if (k) out += ',';
      out += "{\"cell\":" + std::to_string(p.cell) + ",\"digit\":" + std::to_string(p.digit) +
             ",\"on\":" + (p.on ? "true" : "false") + ",\"why\":";
      if (p.why) {
        append_why(out, *p.why);
      } else {
        out += "null";
      }
      if (!p.cells.empty()) {
        out += ",\"cells\":";
        append_cells(out, p.cells);
      }
      out += '}';
    }
    out += "]}";
  }
  out += ']';
}

}  // namespace

std::string to_json(const Step& step) {
  std::string out = "{\"technique\":";
  append_string(out, step.technique);
  out += ",\"rating\":" + format_rating(step.rating) + ",\"placements\":";
  append_candidates(out, step.placements);
  out += ",\"eliminations\":";
  append_candidates(out, step.eliminations);
  out += ",\"cells\":[";
  for (std::size_t i = 0; i < step.cells.size(); ++i) {
    const Highlight& h = step.cells[i];
    if (i) out += ',';
    out += "{\"cell\":" + std::to_string(h.cell) + ",\"digit\":" + std::to_string(h.digit) +
           ",\"role\":\"" + std::string(role_name(h.role)) + "\"}";
  }
  out += "],\"units\":[";
  for (std::size_t i = 0; i < step.units.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(step.units[i]);
  }
  out += "],\"links\":[";
  for (std::size_t i = 0; i < step.links.size(); ++i) {
    const Link& link = step.links[i];
    if (i) out += ',';
    out += "{\"from\":[" + std::to_string(link.from.cell) + ',' + std::to_string(link.from.digit) +
           "],\"to\":[" + std::to_string(link.to.cell) + ',' + std::to_string(link.to.digit) +
           "],\"strong\":" + (link.strong ? "true" : "false") + '}';
  }
  out += "],\"text\":";
  append_string(out, step.text);
  if (!step.ladder.empty()) {
    out += ",\"ladder\":";
    append_string(out, step.ladder);
  }
  if (!step.paths.empty()) {
    out += ",\"paths\":";
    append_paths(out, step.paths);
  }
  out += '}';
  return out;
}

std::string to_json(const Rating& rating, const Grid& puzzle) {
  std::string out = "{\"puzzle\":";
  append_string(out, to_line(puzzle));
  out += ",\"status\":\"" + std::string(status_name(rating.status)) + "\",\"message\":";
  append_string(out, rating.message);
  append_rating_fields(out, rating);
  out += ",\"steps\":[";
  for (std::size_t i = 0; i < rating.steps.size(); ++i) {
    if (i) out += ',';
    out += to_json(rating.steps[i]);
  }
  out += "]}";
  return out;
}

std::string to_json(const Hint& hint) {
  static constexpr const char* kKinds[] = {"mistake", "step", "solved", "stuck"};
  std::string out = "{\"status\":\"" + std::string(status_name(hint.status)) + "\",\"kind\":";
  out += hint.status == Status::unique ? '"' + std::string(kKinds[int(hint.kind)]) + '"'
                                       : std::string("null");
  static constexpr const char* kMistakes[] = {"null", "\"wrongEntry\"", "\"missingCandidate\""};
  out += ",\"mistake\":";
  out += hint.status == Status::unique ? kMistakes[int(hint.mistake)] : "null";
  out += ",\"message\":";
  append_string(out, hint.message);
  out += ",\"step\":";
  const bool has_step = hint.status == Status::unique &&
                        (hint.kind == Hint::Kind::mistake || hint.kind == Hint::Kind::step);
  out += has_step ? to_json(hint.step) : std::string("null");
  out += '}';
  return out;
}

std::string to_json(const CanonicalResult& result) {
  std::string out = "{\"puzzle\":";
  append_string(out, to_line(result.puzzle));
  out += ",\"status\":";
  if (result.status) {
    append_string(out, status_name(*result.status));
  } else {
    out += "null";
  }
  out += ",\"message\":";
  append_string(out, result.message);
  if (result.status) return out + ",\"canonical\":null,\"transform\":null}";
  const Transform& transform = result.canonical.transform;
  out += ",\"canonical\":";
  append_string(out, to_line(result.canonical.grid));
  out += ",\"transform\":{\"transpose\":";
  out += transform.transpose ? "true" : "false";
  out += ",\"rows\":";
  append_numbers(out, transform.rows);
  out += ",\"columns\":";
  append_numbers(out, transform.columns);
  out += ",\"digits\":";
  append_numbers(out, transform.digits);
  return out + "}}";
}

std::string to_json(const Certificate& c) {
  const bool malformed = c.status == Status::malformed;
  const bool has_facts = !malformed && c.status != Status::invalid;
  const bool unique = c.status == Status::unique;
  const bool multiple = c.status == Status::multiple;
  const Rating& rating = c.rating;
  std::string out = "{\"puzzle\":";
  append_string(out, to_line(c.puzzle));
  out += ",\"status\":\"" + std::string(status_name(c.status)) + "\",\"message\":";
  append_string(out, c.message);
  out += ",\"conflicts\":[";
  for (std::size_t i = 0; i < c.conflicts.size(); ++i) {
    const Conflict& conflict = c.conflicts[i];
    if (i) out += ',';
    out += "{\"cells\":[" + std::to_string(conflict.cell_a) + ',' +
           std::to_string(conflict.cell_b) + "],\"unit\":\"" +
           std::string(kUnitKindNames[int(conflict.unit)]) +
           "\",\"unitIndex\":" + std::to_string(conflict.index) +
           ",\"unitNumber\":" + std::to_string(conflict.unit_number()) + '}';
  }
  out += "],\"count\":" + std::to_string(c.count);
  out += ",\"complete\":" + std::string(c.complete ? "true" : "false");
  const bool two = multiple && !c.differing.empty();
  out += ",\"solution\":";
  append_string_or_null(out, unique || two, to_line(c.solution));
  out += ",\"otherSolution\":";
  append_string_or_null(out, two, to_line(c.other_solution));
  out += ",\"differing\":";
  append_cells(out, c.differing);
  out += ",\"suggested\":";
  append_candidates(out, c.suggested);
  out += ",\"givens\":" + std::to_string(c.givens) + ",\"redundant\":";
  append_cells(out, c.redundant);
  out += ",\"minimal\":" + std::string(c.minimal ? "true" : "false") + ",\"symmetries\":[";
  for (std::size_t i = 0; i < c.symmetries.size(); ++i) {
    if (i) out += ',';
    append_string(out, symmetry_name(c.symmetries[i]));
  }
  out += ']';
  append_rating_fields(out, rating);
  out += ",\"pearl\":";
  append_rating_or_null(out, rating.rated, c.pearl);
  out += ",\"diamond\":";
  append_rating_or_null(out, rating.rated, c.diamond);
  out += ",\"techniques\":[";
  for (std::size_t i = 0; i < c.techniques.size(); ++i) {
    if (i) out += ',';
    out += "{\"technique\":";
    append_string(out, c.techniques[i].technique);
    out += ",\"rating\":" + format_rating(c.techniques[i].rating) +
           ",\"count\":" + std::to_string(c.techniques[i].count) + '}';
  }
  out += "],\"singlesOnly\":" + std::string(c.singles_only ? "true" : "false");
  out += ",\"canonical\":";
  append_string_or_null(out, has_facts, to_line(c.canonical));
  out += ",\"link\":";
  append_string_or_null(out, has_facts, c.link);
  out += ",\"text\":";
  append_string_or_null(out, has_facts, c.text);
  return out + '}';
}

}  // namespace sudoku
