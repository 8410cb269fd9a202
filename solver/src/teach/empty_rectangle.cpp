// Empty Rectangle (HoDoKu's definition).
//
// In a box, digit d's places all lie in one row r and one column c of the box, with at least
// one place on each arm off their crossing (else it would be a locked candidate), so the box's
// d is in row r or in column c. A strong link on d in a column c2 outside the box's stack,
// with one end x in row r and the other y in row r2 outside the box's band, then removes d
// from (r2, c): if x is d, the box's row r holds no d, so its d is in column c, which (r2, c)
// sees; if x is not d, y is, and y sees (r2, c) in row r2. The same with rows and columns
// swapped. As a chain: y(off) => x(on) -> box row r(off) => box column c(on) -> (r2, c).
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::column_of;
using logic::kUnitCells;
using logic::row_of;

Step rectangle_step(const Board& board, int digit, int box, int row, int column, bool rows_link,
                    int link_unit, int near, int far, int target) {
  Step step = logic::make_step("Empty Rectangle", chain_rating(true, 4));
  logic::add_eliminations(step, board, target, bit_of(digit));
  const int box_unit = 18 + box;
  std::vector<int> arm;
  for (int cell : kUnitCells[box_unit]) {
    if (board.candidates[cell] & bit_of(digit)) {
      step.cells.push_back({cell, digit, Role::pattern});
      arm.push_back(cell);
    }
  }
  step.cells.push_back({near, digit, Role::pattern});
  step.cells.push_back({far, digit, Role::pattern});
  step.units = {box_unit, link_unit};
  // The box's arm the near end sees, and the one the target sees.
  std::vector<int> seen_arm, other_arm;
  for (int cell : arm) {
    const bool on_row = row_of(cell) == row;
    const bool on_column = column_of(cell) == column;
    if (rows_link ? (on_column && !on_row) : (on_row && !on_column)) seen_arm.push_back(cell);
    if (rows_link ? (on_row && !on_column) : (on_column && !on_row)) other_arm.push_back(cell);
  }
  step.links.push_back({{far, digit}, {near, digit}, true});
  for (int cell : seen_arm) step.links.push_back({{near, digit}, {cell, digit}, false});
  if (!seen_arm.empty() && !other_arm.empty())
    step.links.push_back({{seen_arm.front(), digit}, {other_arm.front(), digit}, true});
  const std::string d(1, char('0' + digit));
  const std::string arms =
      "row " + std::to_string(row + 1) + " and column " + std::to_string(column + 1);
  const std::string other_line =
      rows_link ? "row " + std::to_string(row + 1) : "column " + std::to_string(column + 1);
  step.text = "Empty Rectangle on " + d + " in " + unit_name(box_unit) + ": its " + d +
              "s lie in " + arms + "; " + unit_name(link_unit) + " holds " + d + " only in " +
              cell_name(near) + " and " + cell_name(far) + ". If " + cell_name(near) + " is " + d +
              ", the box's " + d + " is in " + other_line + "; if not, " + cell_name(far) + " is " +
              d + ": either way " + logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

Found find_empty_rectangle(const Board& board) {
  const logic::Places places(board);
  for (int digit = 1; digit <= 9; ++digit) {
    const Mask bit = bit_of(digit);
    const std::vector<logic::ConjugatePair> links = logic::conjugate_pairs(places, digit);
    for (int box = 0; box < 9; ++box) {
      const Mask in_box = places(18 + box, digit);
      if (logic::count_of(in_box) < 2) continue;
      const int top = box / 3 * 3;
      const int left = box % 3 * 3;
      for (int row = top; row < top + 3; ++row) {
        for (int column = left; column < left + 3; ++column) {
          // Every place on row `row` or column `column`, and one on each arm off the crossing.
          bool covered = true, row_arm = false, column_arm = false;
          for (int i = 0; i < 9; ++i) {
            if (!(in_box & (1u << i))) continue;
            const int cell = kUnitCells[18 + box][i];
            const bool on_row = row_of(cell) == row;
            const bool on_column = column_of(cell) == column;
            covered = covered && (on_row || on_column);
            row_arm = row_arm || (on_row && !on_column);
            column_arm = column_arm || (on_column && !on_row);
          }
          if (!covered || !row_arm || !column_arm) continue;
          // rows_link: the strong link lies in a row outside the band, one end in `column`;
          // the target is in `row`, at the other end's column. Else the same turned.
          for (bool rows_link : {false, true}) {
            for (const logic::ConjugatePair& link : links) {
              if (logic::is_box(link.unit) || (link.unit < 9) != rows_link) continue;
              const int line = link.unit % 9;
              const bool outside = rows_link ? line / 3 != box / 3 : line / 3 != box % 3;
              if (!outside) continue;
              for (std::size_t end = 0; end < 2; ++end) {
                const int near = link.cells[end];
                if (rows_link ? column_of(near) != column : row_of(near) != row) continue;
                const int far = link.cells[1 - end];
                // A line's position is the other kind's index: a row's are columns.
                const int far_index = rows_link ? column_of(far) : row_of(far);
                // The far end must leave the box's band (stack), so the target is outside it.
                if (rows_link ? far_index / 3 == box % 3 : far_index / 3 == box / 3) continue;
                const int target = rows_link ? row * 9 + column_of(far) : row_of(far) * 9 + column;
                if (!(board.candidates[target] & bit)) continue;
                return rectangle_step(board, digit, box, row, column, rows_link, link.unit, near,
                                      far, target);
              }
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
