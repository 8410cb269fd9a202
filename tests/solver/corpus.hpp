// The shared test corpus (tests/data/corpus.txt) and puzzle files, as the C++ tests see them.
#pragma once

#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku::test {

// One corpus line: `puzzle:expected[:solution]`, where expected is a count of solutions,
// `N+` (at least N), or `invalid` (clashing givens).
struct CorpusEntry {
  std::string puzzle;
  std::string expected;
  std::string solution;  // empty when the line has none
  int line = 0;
};

// `file`: a corpus in tests/data, `corpus.txt` or `sparse.txt`.
std::vector<CorpusEntry> read_corpus(const std::string& file = "corpus.txt");

// Puzzle lines of a file, '#' comments and blank lines skipped. Empty when the file is missing.
std::vector<std::string> read_puzzle_lines(const std::string& path);

// The project's slices of the shared sets: every file of tests/data/slices.
struct PuzzleSet {
  std::string name;
  std::vector<std::string> puzzles;
};
std::vector<PuzzleSet> read_slices();

Grid grid_of(const std::string& line);

}  // namespace sudoku::test
