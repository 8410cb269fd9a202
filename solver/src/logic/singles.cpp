// Singles: the full house, the hidden single and the naked single.
#include <algorithm>
#include <array>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

// A placed `digit` that sees `cell`, to show why the digit cannot go there; -1 when the
// candidate went by an elimination instead.
int cause_of(const Board& board, int cell, int digit) {
  int found = -1;
  peer_sets()[cell].for_each([&](int peer) {
    if (found < 0 && board.value[peer] == digit) found = peer;
  });
  return found;
}

Step hidden_single(const Board& board, int unit, int cell, int digit, bool alone) {
  Step step =
      alone ? make_step("Full House", 10) : make_step("Hidden Single", is_box(unit) ? 12 : 15);
  step.placements.push_back({cell, digit});
  step.cells.push_back({cell, digit, Role::target});
  step.units.push_back(unit);
  if (alone) {
    step.text = cell_name(cell) + " is the last empty cell in " + unit_name(unit) + ": it is " +
                char('0' + digit) + ".";
    return step;
  }
  for (int other : kUnitCells[unit]) {
    if (other == cell || board.value[other]) continue;
    const int cause = cause_of(board, other, digit);
    const bool known = std::any_of(step.cells.begin(), step.cells.end(),
                                   [&](const Highlight& h) { return h.cell == cause; });
    if (cause >= 0 && !known) step.cells.push_back({cause, digit, Role::cause});
  }
  step.text =
      "In " + unit_name(unit) + ", " + char('0' + digit) + " fits only in " + cell_name(cell) + ".";
  return step;
}

}  // namespace

// Sudoku Explainer looks for full houses first, then hidden singles, each over boxes, then
// columns, then rows. The digits seen once in a unit's candidates and not twice are its hidden
// singles (a placed cell has none); a unit with one empty cell is a full house.
Found find_hidden_single(const Board& board) {
  static constexpr int kUnitOrder[27] = {18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13,
                                         14, 15, 16, 17, 0,  1,  2,  3,  4,  5, 6,  7,  8};
  std::array<bool, 27> alone{};
  for (int unit : kUnitOrder) {
    int empty = 0;
    for (int cell : kUnitCells[unit]) empty += board.value[cell] == 0;
    alone[std::size_t(unit)] = empty == 1;
  }
  for (const bool alone_only : {true, false}) {
    for (int unit : kUnitOrder) {
      if (alone[std::size_t(unit)] != alone_only) continue;
      Mask once = 0;
      Mask twice = 0;
      for (int cell : kUnitCells[unit]) {
        twice |= Mask(once & board.candidates[cell]);
        once |= board.candidates[cell];
      }
      const Mask singles = Mask(once & ~twice);
      if (!singles) continue;
      const int digit = lowest_digit(singles);
      for (int cell : kUnitCells[unit]) {
        if (board.candidates[cell] & bit_of(digit)) {
          return hidden_single(board, unit, cell, digit, alone_only);
        }
      }
    }
  }
  return std::nullopt;
}

Found find_naked_single(const Board& board) {
  for (int cell = 0; cell < 81; ++cell) {
    if (board.value[cell] || count_of(board.candidates[cell]) != 1) continue;
    const int digit = lowest_digit(board.candidates[cell]);
    Step step = make_step("Naked Single", 23);
    step.placements.push_back({cell, digit});
    step.cells.push_back({cell, digit, Role::target});
    for (int other = 1; other <= 9; ++other) {
      if (other == digit) continue;
      const int cause = cause_of(board, cell, other);
      if (cause >= 0) step.cells.push_back({cause, other, Role::cause});
    }
    step.text = cell_name(cell) + " can only be " + char('0' + digit) + ".";
    return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
