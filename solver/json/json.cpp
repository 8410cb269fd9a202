// The JSON wire format of the logical solver's answers and of canonical forms (see
// sudoku/json.hpp).
#include "sudoku/json.hpp"

#include <array>
#include <cstdint>

namespace sudoku {
namespace {

void append_string(std::string& out, std::string_view text) {
  out += '"';
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static constexpr char kHex[] = "0123456789abcdef";
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 15];
        } else {
          out += c;
        }
    }
  }
  out += '"';
}

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
  out += '}';
  return out;
}

std::string to_json(const Rating& rating, const Grid& puzzle) {
  std::string out = "{\"puzzle\":";
  append_string(out, to_line(puzzle));
  out += ",\"status\":\"" + std::string(status_name(rating.status)) + "\",\"message\":";
  append_string(out, rating.message);
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
  out += ",\"stepCount\":" + std::to_string(rating.step_count) + ",\"steps\":[";
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

}  // namespace sudoku
