#include "corpus.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace sudoku::test {

std::vector<std::string> read_puzzle_lines(const std::string& path) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.front() == '#') continue;
    lines.push_back(line);
  }
  return lines;
}

std::vector<CorpusEntry> read_corpus(const std::string& file) {
  std::vector<CorpusEntry> entries;
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + file);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line.front() == '#') continue;
    CorpusEntry entry;
    entry.line = number;
    const auto first = line.find(':');
    const auto second = line.find(':', first + 1);
    entry.puzzle = line.substr(0, first);
    entry.expected =
        line.substr(first + 1, second == std::string::npos ? second : second - first - 1);
    if (second != std::string::npos) entry.solution = line.substr(second + 1);
    entries.push_back(entry);
  }
  if (entries.empty()) throw std::runtime_error("tests/data/" + file + " is missing or empty");
  return entries;
}

std::vector<PuzzleSet> read_slices() {
  std::vector<PuzzleSet> sets;
  const std::filesystem::path folder = std::string(SUDOKU_TEST_DATA) + "/slices";
  for (const auto& file : std::filesystem::directory_iterator(folder)) {
    sets.push_back({file.path().filename().string(), read_puzzle_lines(file.path().string())});
  }
  std::sort(sets.begin(), sets.end(), [](auto& a, auto& b) { return a.name < b.name; });
  if (sets.empty()) throw std::runtime_error("tests/data/slices holds no puzzle set");
  return sets;
}

Grid grid_of(const std::string& line) {
  const ParseResult parsed = parse(line);
  if (!parsed.ok) throw std::runtime_error("not a puzzle: " + line + ": " + parsed.message);
  return parsed.grid;
}

}  // namespace sudoku::test
