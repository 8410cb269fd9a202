#include "steps.hpp"

#include <sstream>

#include "corpus.hpp"

namespace sudoku::test {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> fields;
  std::stringstream in(text);
  std::string field;
  while (std::getline(in, field, separator)) fields.push_back(field);
  if (!text.empty() && text.back() == separator) fields.emplace_back();
  return fields;
}

std::string operations(const Step& step) {
  std::string text;
  for (const auto& c : step.placements) {
    text += " +" + std::to_string(c.cell) + ":" + std::to_string(c.digit);
  }
  for (const auto& c : step.eliminations) {
    text += " -" + std::to_string(c.cell) + ":" + std::to_string(c.digit);
  }
  return text.empty() ? text : text.substr(1);
}

std::string values_of(const logic::Board& board) {
  std::string text;
  for (int cell = 0; cell < 81; ++cell)
    text += board.value[cell] ? char('0' + board.value[cell]) : '.';
  return text;
}

std::string candidates_of(const logic::Board& board) {
  std::string text;
  for (int cell = 0; cell < 81; ++cell) {
    if (cell) text += ',';
    for (int d = 1; d <= 9; ++d) {
      if (board.candidates[cell] & logic::bit_of(d)) text += char('0' + d);
    }
  }
  return text;
}

std::string links(const Step& step) {
  std::string text;
  for (const auto& l : step.links) {
    text += " " + std::to_string(l.from.cell) + ":" + std::to_string(l.from.digit) +
            (l.strong ? "=" : "-") + std::to_string(l.to.cell) + ":" + std::to_string(l.to.digit);
  }
  return text.empty() ? text : text.substr(1);
}

logic::Board board_of(const std::string& values, const std::vector<std::uint16_t>& candidates) {
  logic::Board board = logic::Board::from(grid_of(values));
  for (int cell = 0; cell < 81; ++cell) board.candidates[cell] &= candidates[cell];
  return board;
}

}  // namespace sudoku::test
