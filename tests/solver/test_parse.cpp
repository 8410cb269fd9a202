#include <algorithm>
#include <catch2/catch.hpp>

#include "sudoku/sudoku.hpp"

using sudoku::parse;

namespace {
const std::string tutorial =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

std::string message_of(std::string_view text) {
  const auto result = parse(text);
  CHECK_FALSE(result.ok);
  return result.message;
}
}  // namespace

TEST_CASE("an 81-character line parses, '.' and '0' meaning empty") {
  const auto dots = parse(tutorial);
  REQUIRE(dots.ok);
  CHECK(dots.grid[0] == 3);
  CHECK(dots.grid[1] == 0);
  CHECK(dots.grid[80] == 0);
  CHECK(sudoku::to_line(dots.grid) == tutorial);

  std::string zeros = tutorial;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  const auto with_zeros = parse(zeros);
  REQUIRE(with_zeros.ok);
  CHECK(with_zeros.grid == dots.grid);
}

TEST_CASE("surrounding blank lines, trailing spaces and CRLF are ignored") {
  const auto result = parse("\n  \n" + tutorial + "  \r\n\n");
  REQUIRE(result.ok);
  CHECK(sudoku::to_line(result.grid) == tutorial);
}

TEST_CASE("the tutorials' space-separated picture parses") {
  const std::string picture =
      "3 0 6 5 0 8 4 0 0\n"
      "5 2 0 0 0 0 0 0 0\n"
      "0 8 7 0 0 0 0 3 1\n"
      "0 0 3 0 1 0 0 8 0\n"
      "9 0 0 8 6 3 0 0 5\n"
      "0 5 0 0 9 0 6 0 0\n"
      "1 3 0 0 0 0 2 5 0\n"
      "0 0 0 0 0 0 0 7 4\n"
      "0 0 5 2 0 6 3 0 0\n";
  const auto result = parse(picture);
  REQUIRE(result.ok);
  CHECK(sudoku::to_line(result.grid) == tutorial);
}

TEST_CASE("a picture with box borders parses") {
  const std::string picture =
      "+-------+-------+-------+\n"
      "| 3 . 6 | 5 . 8 | 4 . . |\n"
      "| 5 2 . | . . . | . . . |\n"
      "| . 8 7 | . . . | . 3 1 |\n"
      "+-------+-------+-------+\n"
      "| . . 3 | . 1 . | . 8 . |\n"
      "| 9 . . | 8 6 3 | . . 5 |\n"
      "| . 5 . | . 9 . | 6 . . |\n"
      "+-------+-------+-------+\n"
      "| 1 3 . | . . . | 2 5 . |\n"
      "| . . . | . . . | . 7 4 |\n"
      "| . . 5 | 2 . 6 | 3 . . |\n"
      "+-------+-------+-------+\n";
  const auto result = parse(picture);
  REQUIRE(result.ok);
  CHECK(sudoku::to_line(result.grid) == tutorial);
}

TEST_CASE("compact picture rows without spaces, and dash-only borders") {
  std::string picture;
  for (int row = 0; row < 9; ++row) {
    picture += tutorial.substr(9 * row, 9) + "\n";
    if (row == 2 || row == 5) picture += "---------\n";
  }
  const auto result = parse(picture);
  REQUIRE(result.ok);
  CHECK(sudoku::to_line(result.grid) == tutorial);
}

TEST_CASE("the picture printer's output reads back") {
  const auto grid = parse(tutorial).grid;
  const auto again = parse(sudoku::to_picture(grid));
  REQUIRE(again.ok);
  CHECK(again.grid == grid);
}

TEST_CASE("an unexpected character is named with its line and column") {
  std::string bad = tutorial;
  bad[4] = 'x';
  CHECK(message_of(bad) ==
        "line 1, column 5: unexpected character 'x' (a cell is 1-9, or '.' or '0' when empty)");
  CHECK(message_of("\n\n3 . 6 * 5\n").rfind("line 3, column 7: unexpected character '*'", 0) == 0);
  CHECK(message_of(tutorial.substr(0, 10) + "é")
            .rfind("line 1, column 11: unexpected character 'é'", 0) == 0);
  CHECK(message_of(tutorial.substr(0, 3) + "\x01")
            .rfind("line 1, column 4: unexpected character byte 0x01", 0) == 0);
}

TEST_CASE("invalid UTF-8 in the input is shown by byte, so every message is valid UTF-8") {
  const std::string start = tutorial.substr(0, 3);
  const auto shown = [&](const std::string& bytes) {
    const std::string message = message_of(start + bytes + "\n");
    const std::size_t from = message.find("character ") + 10;
    return message.substr(from, message.find(" (a cell") - from);
  };
  CHECK(shown("\xC3\xA9") == "'\xC3\xA9'");          // é
  CHECK(shown("\xE2\x82\xAC") == "'\xE2\x82\xAC'");  // €
  CHECK(shown("\xF0\x9F\x98\x80") == "'\xF0\x9F\x98\x80'");
  CHECK(shown("\xC3(") == "byte 0xC3");             // a lead byte without its continuation
  CHECK(shown("\xC3") == "byte 0xC3");              // cut off by the end of the line
  CHECK(shown("\xC0\xAF") == "byte 0xC0");          // an overlong '/'
  CHECK(shown("\xE0\x80\xAF") == "byte 0xE0");      // an overlong '/' in three bytes
  CHECK(shown("\xED\xA0\x80") == "byte 0xED");      // a UTF-16 surrogate
  CHECK(shown("\xF4\x90\x80\x80") == "byte 0xF4");  // above U+10FFFF
  CHECK(shown("\xFF") == "byte 0xFF");
  CHECK(shown("\x80") == "byte 0x80");  // a continuation byte alone
}

TEST_CASE("a wrong number of cells is counted in the message") {
  CHECK(message_of(tutorial.substr(0, 80)) == "found 80 cells on line 1, expected 81");
  CHECK(message_of(tutorial + "1") == "found 82 cells on line 1, expected 81");
  CHECK(message_of("") == "no puzzle: the text has no cells");
  CHECK(message_of("  \n\n") == "no puzzle: the text has no cells");
}

TEST_CASE("a picture row with the wrong length is named") {
  std::string picture;
  for (int row = 0; row < 9; ++row) picture += tutorial.substr(9 * row, row == 4 ? 8 : 9) + "\n";
  CHECK(message_of(picture) ==
        "line 5 has 8 cells, expected 9 (a grid picture is 9 lines of 9 cells)");
}

TEST_CASE("a picture with the wrong number of rows is counted") {
  std::string picture;
  for (int row = 0; row < 8; ++row) picture += tutorial.substr(9 * row, 9) + "\n";
  CHECK(message_of(picture) ==
        "found 8 lines with 72 cells; expected one line of 81 cells or 9 lines of 9 cells");
}

TEST_CASE("first_line shifts the line numbers of messages") {
  CHECK(parse("12x", 40).message.rfind("line 40, column 3:", 0) == 0);
}

TEST_CASE("cell names are r1c1 notation") {
  CHECK(sudoku::cell_name(0) == "r1c1");
  CHECK(sudoku::cell_name(2) == "r1c3");
  CHECK(sudoku::cell_name(80) == "r9c9");
}

TEST_CASE("line numbers in messages go past 2^31 (files with billions of lines)") {
  const auto result = sudoku::parse("12x", 3'000'000'000);
  REQUIRE_FALSE(result.ok);
  CHECK(result.message.find("line 3000000000") != std::string::npos);
}
