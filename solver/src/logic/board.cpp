#include "board.hpp"

#include <algorithm>

namespace sudoku::logic {

Board Board::from(const Grid& grid) {
  Board board;
  board.candidates.fill(kAllDigits);
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell]) board.place(cell, grid[cell]);
  }
  return board;
}

void Board::place(int cell, int digit) {
  value[cell] = std::uint8_t(digit);
  candidates[cell] = 0;
  const Mask keep = Mask(~bit_of(digit));
  peer_sets()[cell].for_each([&](int peer) { candidates[peer] &= keep; });
}

void Board::apply(const Step& step) {
  for (const Candidate& c : step.placements) place(c.cell, c.digit);
  for (const Candidate& c : step.eliminations) eliminate(c.cell, c.digit);
}

bool Board::solved() const {
  return std::none_of(value.begin(), value.end(), [](std::uint8_t v) { return v == 0; });
}

Mask Board::positions(int unit, int digit) const {
  const Mask digit_bit = bit_of(digit);
  Mask where = 0;
  for (int i = 0; i < 9; ++i) {
    if (candidates[kUnitCells[unit][i]] & digit_bit) where |= Mask(1u << i);
  }
  return where;
}

Places::Places(const Board& board) {
  // One pass over the cells: each candidate sets its cell's place in its row, column and box.
  for (int cell = 0; cell < 81; ++cell) {
    Mask digits = board.candidates[cell];
    if (!digits) continue;
    auto& row = of[row_unit(cell)];
    auto& column = of[column_unit(cell)];
    auto& box = of[box_unit(cell)];
    const Mask in_row = Mask(1u << column_of(cell));
    const Mask in_column = Mask(1u << row_of(cell));
    const Mask in_box = Mask(1u << box_position(cell));
    for (; digits; digits &= digits - 1) {
      const int d = std::countr_zero(digits);
      row[d] |= in_row;
      column[d] |= in_column;
      box[d] |= in_box;
    }
  }
}

namespace {

// Before item i of n: ", " or, before the last with a conjunction, " and ".
void append_separator(std::string& text, std::size_t i, std::size_t n,
                      std::string_view conjunction) {
  if (i == 0) return;
  if (i + 1 < n || conjunction.empty()) {
    text += ", ";
    return;
  }
  text += ' ';
  text += conjunction;
  text += ' ';
}

}  // namespace

std::string cell_list(const std::vector<int>& cells, std::string_view conjunction) {
  std::string text;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    append_separator(text, i, cells.size(), conjunction);
    text += cell_name(cells[i]);
  }
  return text;
}

std::string digit_list(Mask digits, std::string_view conjunction) {
  std::string text;
  const auto total = std::size_t(count_of(digits));
  std::size_t written = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    if (!(digits & bit_of(digit))) continue;
    append_separator(text, written++, total, conjunction);
    text += char('0' + digit);
  }
  return text;
}

std::string elimination_text(const std::vector<Candidate>& eliminations) {
  // Digits that leave the same cells are named together: "remove 3 and 8 from r4c5".
  std::array<std::vector<int>, 10> cells_by_digit;
  for (const Candidate& c : eliminations) cells_by_digit[c.digit].push_back(c.cell);
  std::string text = "remove ";
  bool first = true;
  for (int digit = 1; digit <= 9; ++digit) {
    std::vector<int>& cells = cells_by_digit[digit];
    if (cells.empty()) continue;
    std::sort(cells.begin(), cells.end());
    Mask digits = bit_of(digit);
    for (int other = digit + 1; other <= 9; ++other) {
      std::vector<int>& same = cells_by_digit[other];
      std::sort(same.begin(), same.end());
      if (same == cells) {
        digits |= bit_of(other);
        same.clear();
      }
    }
    if (!first) text += " and ";
    text += digit_list(digits) + " from " + cell_list(cells);
    first = false;
  }
  return text;
}

Step make_step(std::string_view technique, int rating) {
  Step step;
  step.technique = technique;
  step.rating = rating;
  return step;
}

void highlight(Step& step, int cell, Mask digits, Role role) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (digits & bit_of(digit)) step.cells.push_back({cell, digit, role});
  }
}

void make_direct(Step& step, int cell, int digit) {
  step.eliminations.clear();
  for (Highlight& h : step.cells) {
    if (h.role == Role::target) h.role = Role::cause;
  }
  step.placements.push_back({cell, digit});
  step.cells.push_back({cell, digit, Role::target});
}

bool add_eliminations(Step& step, const Board& board, int cell, Mask digits) {
  const Mask removed = board.candidates[cell] & digits;
  for (int digit = 1; digit <= 9; ++digit) {
    if (removed & bit_of(digit)) {
      step.eliminations.push_back({cell, digit});
      step.cells.push_back({cell, digit, Role::target});
    }
  }
  return removed != 0;
}

}  // namespace sudoku::logic
