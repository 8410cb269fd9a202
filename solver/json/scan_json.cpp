// The JSON of a scan (see sudoku/json.hpp), its keys taken from the wire format's table
// (kScanJsonKeys): apart from json.cpp, so that the modules that write no scan link no scanner.
#include <cmath>
#include <iterator>
#include <string>

#include "json_text.hpp"
#include "sudoku/json.hpp"

namespace sudoku {
namespace {

// `value` with `decimals` digits after the point, as printf's %.Nf writes it (but never "-0").
void append_fixed(std::string& out, double value, int decimals) {
  long long units = std::llround(value * std::pow(10.0, decimals));
  if (units < 0) {
    out += '-';
    units = -units;
  }
  std::string digits = std::to_string(units);
  const auto places = static_cast<std::size_t>(decimals);
  if (digits.size() <= places) digits.insert(0, places + 1 - digits.size(), '0');
  out.append(digits, 0, digits.size() - places).append(".").append(digits, digits.size() - places);
}

// The key `index` of kScanJsonKeys, quoted, with its colon (and the comma before, but first).
void append_key(std::string& out, std::size_t index) {
  if (index) out += ',';
  json_text::append_string(out, kScanJsonKeys[index]);
  out += ':';
}

}  // namespace

std::string to_json(const ScanResult& result, std::optional<std::string_view> image) {
  const bool found = result.status == ScanStatus::ok || result.status == ScanStatus::invalid;
  std::string out = "{";
  append_key(out, 0);  // status
  json_text::append_string(out, scan_status_name(result.status));
  append_key(out, 1);  // message
  json_text::append_string(out, result.message);
  append_key(out, 2);  // puzzle
  json_text::append_string(out, to_line(result.grid()));
  append_key(out, 3);  // corners
  out += '[';
  for (std::size_t i = 0; found && i < result.corners.size(); ++i) {
    out += i ? ",[" : "[";
    append_fixed(out, result.corners[i].x, 1);
    out += ',';
    append_fixed(out, result.corners[i].y, 1);
    out += ']';
  }
  out += ']';
  append_key(out, 4);  // digits
  out += '[';
  for (std::size_t i = 0; found && i < result.cells.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(result.cells[i].digit);
  }
  out += ']';
  append_key(out, 5);  // confidences
  out += '[';
  for (std::size_t i = 0; found && i < result.cells.size(); ++i) {
    if (i) out += ',';
    append_fixed(out, result.cells[i].confidence, 3);
  }
  out += ']';
  static_assert(std::size(kScanJsonKeys) == 6, "to_json(ScanResult) writes each key of the table");
  if (image) {
    out += ',';
    json_text::append_string(out, kScanOptionalJsonKeys[0]);
    out += ':';
    json_text::append_string(out, *image);
  }
  return out + '}';
}

}  // namespace sudoku
