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

// How a character looks in a message: printable ASCII in quotes, anything else by code.
std::string show_character(std::string_view text, std::size_t at, std::size_t& length) {
  const auto byte = static_cast<unsigned char>(text[at]);
  length = 1;
  if (byte >= 0x20 && byte < 0x7F) return {'\'', char(byte), '\''};
  if (byte >= 0xC0) {  // the start of a UTF-8 sequence: quote it whole
    length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
    if (at + length <= text.size()) {
      std::string quoted(1, '\'');
      quoted.append(text.substr(at, length)).push_back('\'');
      return quoted;
    }
    length = 1;
  }
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string shown = "byte 0x";
  shown += hex[byte >> 4];
  shown += hex[byte & 15];
  return shown;
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

}  // namespace sudoku
