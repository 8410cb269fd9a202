// Reading and writing grids as text: the 81-character line and the tutorials' grid picture.
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

// The cells found on one line of text; `line` is 1-based, as editors count.
struct Row {
  LineNumber line;
  std::vector<std::uint8_t> digits;
};

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}
bool is_cell(char c) {
  return (c >= '0' && c <= '9') || c == '.';
}

// A box border such as "------+-------+------" or "+-----+-----+-----+".
bool is_border(std::string_view line) {
  bool has_rule = false;
  for (char c : line) {
    if (c == '-' || c == '+' || c == '=') {
      has_rule = true;
    } else if (c != '|' && !is_blank(c)) {
      return false;
    }
  }
  return has_rule;
}

// The length of the well-formed UTF-8 sequence at the start of `text` (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or 0 when it does not start with one.
std::size_t utf8_length(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                             : lead >= 0xE0 && lead <= 0xEF ? 3
                             : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                            : 0;
  if (length == 0 || text.size() < length) return 0;
  // The second byte's range narrows after four leads; every other continuation is 80-BF.
  const unsigned char low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
  const unsigned char high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
  if (byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return 0;
  }
  return length;
}

// "C3" for the byte 0xC3.
std::string hex_byte(unsigned char byte) {
  static constexpr char hex[] = "0123456789ABCDEF";
  return {hex[byte >> 4], hex[byte & 15]};
}

}  // namespace

std::string printable(std::string_view text) {
  std::string shown;
  for (std::size_t at = 0; at < text.size();) {
    const auto byte = static_cast<unsigned char>(text[at]);
    if (byte >= 0x20 && byte < 0x7F) {
      shown.push_back(char(byte));
      ++at;
    } else if (const std::size_t length = utf8_length(text.substr(at)); length > 0) {
      shown.append(text.substr(at, length));
      at += length;
    } else {
      shown += "\\x" + hex_byte(byte);
      ++at;
    }
  }
  return shown;
}

namespace {

// How a character looks in a message: printable ASCII and well-formed UTF-8 in quotes, any
// other byte by its code, so that a message is always valid UTF-8 whatever the input held.
std::string show_character(std::string_view text, std::size_t at, std::size_t& length) {
  const auto byte = static_cast<unsigned char>(text[at]);
  length = 1;
  if (byte >= 0x20 && byte < 0x7F) return {'\'', char(byte), '\''};
  if (const std::size_t sequence = utf8_length(text.substr(at)); sequence > 0) {
    length = sequence;
    std::string quoted(1, '\'');
    quoted.append(text.substr(at, length)).push_back('\'');
    return quoted;
  }
  return "byte 0x" + hex_byte(byte);
}

ParseResult failure(std::string message) {
  ParseResult result;
  result.message = std::move(message);
  return result;
}

std::string plural(std::size_t n, const char* noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// The common case, one line of exactly 81 cells, without the general machinery below.
bool parse_plain_line(std::string_view text, Grid& grid) {
  while (!text.empty() && (is_blank(text.back()) || text.back() == '\n')) text.remove_suffix(1);
  if (text.size() != 81) return false;
  for (int cell = 0; cell < 81; ++cell) {
    const char c = text[cell];
    if (!is_cell(c)) return false;
    grid[cell] = std::uint8_t(c == '.' ? 0 : c - '0');
  }
  return true;
}

}  // namespace

ParseResult parse(std::string_view text, LineNumber first_line) {
  ParseResult plain;
  if (parse_plain_line(text, plain.grid)) {
    plain.ok = true;
    return plain;
  }
  std::vector<Row> rows;
  LineNumber line_number = first_line - 1;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos || is_border(line)) continue;

    Row row{line_number, {}};
    int column = 0;
    for (std::size_t at = 0; at < line.size();) {
      ++column;
      const char c = line[at];
      if (is_cell(c)) row.digits.push_back(std::uint8_t(c == '.' ? 0 : c - '0'));
      if (is_cell(c) || is_blank(c) || c == '|') {
        ++at;
        continue;
      }
      std::size_t length;
      const std::string shown = show_character(line, at, length);
      return failure("line " + std::to_string(line_number) + ", column " + std::to_string(column) +
                     ": unexpected character " + shown +
                     " (a cell is 1-9, or '.' or '0' when empty)");
    }
    rows.push_back(std::move(row));
  }

  std::size_t total = 0;
  for (const Row& row : rows) total += row.digits.size();
  if (rows.empty()) return failure("no puzzle: the text has no cells");

  if (rows.size() == 1 && total != 81) {
    return failure("found " + plural(total, "cell") + " on line " + std::to_string(rows[0].line) +
                   ", expected 81");
  }
  if (rows.size() == 9) {
    for (const Row& row : rows) {
      if (row.digits.size() != 9) {
        return failure("line " + std::to_string(row.line) + " has " +
                       plural(row.digits.size(), "cell") +
                       ", expected 9 (a grid picture is 9 lines of 9 cells)");
      }
    }
  }
  if (rows.size() != 1 && rows.size() != 9) {
    return failure("found " + plural(rows.size(), "line") + " with " + plural(total, "cell") +
                   "; expected one line of 81 cells or 9 lines of 9 cells");
  }

  ParseResult result;
  result.ok = true;
  std::size_t cell = 0;
  for (const Row& row : rows) {
    for (std::uint8_t digit : row.digits) result.grid[cell++] = digit;
  }
  return result;
}

std::string to_line(const Grid& grid) {
  std::string line(81, '.');
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell]) line[cell] = char('0' + grid[cell]);
  }
  return line;
}

std::string to_picture(const Grid& grid) {
  std::string picture;
  picture.reserve(9 * 18);
  for (int cell = 0; cell < 81; ++cell) {
    picture += grid[cell] ? char('0' + grid[cell]) : '.';
    picture += cell % 9 == 8 ? '\n' : ' ';
  }
  return picture;
}

std::string cell_name(int cell) {
  return {'r', char('1' + cell / 9), 'c', char('1' + cell % 9)};
}

std::string unit_name(int unit) {
  return std::string(kUnitKindNames[unit / 9]) + ' ' + std::to_string(unit % 9 + 1);
}

}  // namespace sudoku
