// Sue de Coq (HoDoKu's definition).
//
// Where a line crosses a box, two or three empty cells C hold digits V, at least two more than
// they are cells. Add cells L of the line outside the box (digits DL) and cells B of the box
// outside the line (digits DB) such that DL and DB share no digit and C, L and B hold exactly
// as many digits as they are cells. Those cells then hold each of their digits once: a digit
// of DL lies in C or L, in the line; a digit of DB in C or B, in the box; a digit of V only in
// C, in both. So the line's other cells lose every digit not of DB, and the box's other cells
// every digit not of DL.
#include <bit>
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::kUnitCells;

// The most cells of each of L and B looked for.
constexpr int kMostSide = 3;

struct Pattern {
  int line, box;
  std::vector<int> crossing, in_line, in_box;  // C, L, B
};

Mask digits_of(const Board& board, const std::vector<int>& cells) {
  Mask digits = 0;
  for (int cell : cells) digits |= board.candidates[cell];
  return digits;
}

bool holds(const std::vector<int>& cells, int cell) {
  for (int c : cells) {
    if (c == cell) return true;
  }
  return false;
}

Step sue_de_coq_step(const Board& board, const Pattern& p) {
  Step step = logic::make_step("Sue de Coq", chain_rating(false, 6));
  const Mask dl = digits_of(board, p.in_line);
  const Mask db = digits_of(board, p.in_box);
  const Mask all = Mask(digits_of(board, p.crossing) | dl | db);
  for (int cell : kUnitCells[p.line]) {
    if (!holds(p.crossing, cell) && !holds(p.in_line, cell))
      logic::add_eliminations(step, board, cell, Mask(all & ~db));
  }
  for (int cell : kUnitCells[p.box]) {
    if (!holds(p.crossing, cell) && !holds(p.in_box, cell))
      logic::add_eliminations(step, board, cell, Mask(all & ~dl));
  }
  if (step.eliminations.empty()) return step;
  for (int cell : p.crossing) logic::highlight(step, cell, board.candidates[cell], Role::pattern);
  for (const auto* side : {&p.in_line, &p.in_box}) {
    for (int cell : *side) logic::highlight(step, cell, board.candidates[cell], Role::als);
  }
  step.units = {p.line, p.box};
  const std::size_t cells = p.crossing.size() + p.in_line.size() + p.in_box.size();
  step.text =
      "Sue de Coq: " + logic::cell_list(p.crossing, "and") + ", where " + unit_name(p.line) +
      " crosses " + unit_name(p.box) + ", hold " + logic::digit_list(digits_of(board, p.crossing)) +
      "; with " + logic::cell_list(p.in_line, "and") + " (" + logic::digit_list(dl) + ") in the " +
      (p.line < 9 ? "row" : "column") + " and " + logic::cell_list(p.in_box, "and") + " (" +
      logic::digit_list(db) + ") in the box, these " + std::to_string(cells) + " cells hold " +
      std::to_string(cells) + " digits, each once, so " + logic::digit_list(Mask(all & ~db)) +
      " stay in the line's cells and " + logic::digit_list(Mask(all & ~dl)) +
      " in the box's: " + logic::elimination_text(step.eliminations) + ".";
  return step;
}

// A subset of a few cells (at most six: a line's or a box's cells outside their crossing), as
// a bit mask over them, with its size and the digits its cells hold.
struct Subset {
  unsigned chosen = 0;
  int size = 0;
  Mask digits = 0;
};

// Every subset of `cells` of one to `most` cells: smaller first, then in increasing order of
// their masks (any_combination's order).
std::vector<Subset> subsets(const Board& board, const std::vector<int>& cells, int most) {
  std::vector<Subset> all;
  for (int size = 1; size <= most; ++size) {
    for (unsigned chosen = 1; chosen < (1u << cells.size()); ++chosen) {
      if (std::popcount(chosen) != size) continue;
      Mask digits = 0;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (chosen >> i & 1) digits |= board.candidates[cells[i]];
      }
      all.push_back({chosen, size, digits});
    }
  }
  return all;
}

std::vector<int> cells_of(const std::vector<int>& cells, unsigned chosen) {
  std::vector<int> picked;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (chosen >> i & 1) picked.push_back(cells[i]);
  }
  return picked;
}

}  // namespace

Found find_sue_de_coq(const Board& board) {
  for (int line = 0; line < 18; ++line) {
    for (int box = 18; box < 27; ++box) {
      std::vector<int> crossing, line_rest, box_rest;
      for (int cell : kUnitCells[line]) {
        if (board.value[cell]) continue;
        (logic::box_unit(cell) == box ? crossing : line_rest).push_back(cell);
      }
      if (crossing.size() < 2) continue;
      for (int cell : kUnitCells[box]) {
        if (!board.value[cell] && !holds(crossing, cell)) {
          const bool in_line =
              line < 9 ? logic::row_unit(cell) == line : logic::column_unit(cell) == line;
          if (!in_line) box_rest.push_back(cell);
        }
      }
      // C: two or three of the crossing's cells.
      const std::vector<Subset> in_line = subsets(board, line_rest, kMostSide);
      const std::vector<Subset> in_box = subsets(board, box_rest, kMostSide);
      for (const Subset& c : subsets(board, crossing, 3)) {
        const Mask v = c.digits;
        if (c.size < 2 || logic::count_of(v) < c.size + 2) continue;
        for (const Subset& l : in_line) {
          if (!(l.digits & v)) continue;
          for (const Subset& b : in_box) {
            if ((b.digits & l.digits) || !(b.digits & v)) continue;
            if (logic::count_of(Mask(v | l.digits | b.digits)) != c.size + l.size + b.size)
              continue;
            Step step = sue_de_coq_step(
                board, {line, box, cells_of(crossing, c.chosen), cells_of(line_rest, l.chosen),
                        cells_of(box_rest, b.chosen)});
            if (!step.eliminations.empty()) return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
