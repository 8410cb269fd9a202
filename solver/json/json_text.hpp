// What the JSON writers share (json.cpp, scan_json.cpp): a string written as a JSON string.
#pragma once

#include <string>
#include <string_view>

namespace sudoku::json_text {

// `text` quoted, with '"', '\\' and the control characters escaped.
inline void append_string(std::string& out, std::string_view text) {
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

}  // namespace sudoku::json_text
