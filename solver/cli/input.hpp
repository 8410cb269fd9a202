// The CLI's input: puzzles given as arguments, or cut from files or stdin with bounded memory;
// progress on stderr.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace cli {

// One puzzle's text and the line of its input it starts on.
struct PuzzleText {
  std::string text;
  sudoku::LineNumber first_line = 1;
};

// Cuts an input stream into puzzles: a line with more than 9 cells is a puzzle by itself;
// shorter lines gather into a grid picture that ends after 9 rows or at a blank line.
// Blank lines and lines starting with '#' are skipped. Holds one puzzle at a time.
class PuzzleReader {
 public:
  explicit PuzzleReader(std::istream& in) : in_(in) {}

  bool next(PuzzleText& puzzle) {
    puzzle = {};
    int rows = 0;
    int lines = 0;
    std::string line;
    while (take_line(line)) {
      const std::size_t cells = count_cell_characters(line);
      if (cells == 0) {
        if (is_blank(line)) {
          if (rows > 0) return true;
          puzzle = {};
          continue;
        }
        if (line.front() == '#') continue;
        if (rows == 0) continue;  // a border line above a picture: nothing to keep
      }
      if (cells > 9) {
        if (rows > 0) {  // a picture cut short: report it, and keep this line for next time
          held_ = line;
          return true;
        }
        puzzle = {line, line_number_};
        return true;
      }
      if (puzzle.text.empty()) puzzle.first_line = line_number_;
      puzzle.text += line;
      puzzle.text += '\n';
      if (cells > 0 && ++rows == 9) return true;
      // A picture has 9 rows and a few borders: more lines than that cannot be one.
      if (++lines == kMaxPictureLines) return true;
    }
    return rows > 0;
  }

 private:
  // Memory stays bounded whatever the input: a line keeps at most kMaxLine characters (a
  // puzzle line is far shorter; a longer one is reported as not a puzzle from what is kept).
  static constexpr std::size_t kMaxLine = 4096;
  static constexpr int kMaxPictureLines = 40;

  bool take_line(std::string& line) {
    if (held_) {
      line = std::move(*held_);
      held_.reset();
      return true;
    }
    line.clear();
    std::streambuf* buffer = in_.rdbuf();
    int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) return false;
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = buffer->sbumpc()) {
      if (line.size() < kMaxLine) line += char(c);
    }
    ++line_number_;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // A UTF-8 byte-order mark, as some editors write at the start of a file.
    if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    return true;
  }

  static bool is_blank(const std::string& line) {
    return line.find_first_not_of(" \t") == std::string::npos;
  }

  // Everything but blanks and box-border characters: what the parser will read as cells.
  static std::size_t count_cell_characters(const std::string& line) {
    if (!line.empty() && line.front() == '#') return 0;
    return std::size_t(std::count_if(line.begin(), line.end(), [](char c) {
      return c != ' ' && c != '\t' && c != '|' && c != '-' && c != '+' && c != '=';
    }));
  }

  std::istream& in_;
  sudoku::LineNumber line_number_ = 0;
  std::optional<std::string> held_;
};

// The one rule for every command's arguments: an argument made only of cells ('1'-'9', '.' or
// '0') and a grid picture's separators (spaces, tabs, line breaks, and '|', '-', '+', '=' in
// borders), with at least one cell, is a puzzle; any other argument is a file of puzzles. So a
// mistyped puzzle gets the parser's message ("found 80 cells on line 1, expected 81"), not "no
// such file". A file whose name looks like a puzzle is read when named ./NAME.
inline constexpr std::string_view kArgumentRule =
    "An argument made only of cells (1-9, '.' or '0') and a grid picture's spaces, line breaks "
    "and |, -, + borders is a puzzle; any other is a file of puzzles (a file named like a "
    "puzzle: ./NAME).";

inline bool is_puzzle_argument(std::string_view argument) {
  bool cells = false;
  for (const char c : argument) {
    if ((c >= '0' && c <= '9') || c == '.') {
      cells = true;
    } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '|' && c != '-' &&
               c != '+' && c != '=') {
      return false;
    }
  }
  return cells;
}

// Calls `each` with every puzzle of every argument, in order: a puzzle itself, or each puzzle
// of a file (kArgumentRule); stdin's when there is no argument. Returns false when a file
// cannot be opened.
template <typename Each>
bool for_each_puzzle(const std::vector<std::string>& arguments, Each each) {
  auto read = [&](std::istream& in) {
    PuzzleReader reader(in);
    PuzzleText puzzle;
    while (reader.next(puzzle)) each(puzzle);
  };
  if (arguments.empty()) {
    read(std::cin);
    return true;
  }
  for (const std::string& file : arguments) {
    if (is_puzzle_argument(file)) {
      each(PuzzleText{file, 1});
      continue;
    }
    const std::string name = sudoku::printable(file);  // for messages: a path is any bytes
    std::error_code error;
    if (std::filesystem::is_directory(file, error)) {
      std::cerr << "sudoku: " << name << " is a directory, not a file of puzzles\n";
      return false;
    }
    std::ifstream in(file);
    if (!in) {
      std::cerr << "sudoku: cannot open " << name << ": " << std::strerror(errno) << "\n";
      return false;
    }
    read(in);
    if (in.bad()) {
      std::cerr << "sudoku: cannot read " << name << ": " << std::strerror(errno) << "\n";
      return false;
    }
  }
  return true;
}

// Progress on stderr for long runs, only when a person is watching it.
class Progress {
 public:
  Progress() : shown_(isatty(2) != 0) {}
  ~Progress() {
    if (shown_ && count_ >= kEvery) std::fprintf(stderr, "\r%*s\r", 40, "");
  }
  void tick() {
    if (shown_ && ++count_ % kEvery == 0) std::fprintf(stderr, "\r%zu puzzles...", count_);
  }

 private:
  static constexpr std::size_t kEvery = 100;
  bool shown_;
  std::size_t count_ = 0;
};

}  // namespace cli
