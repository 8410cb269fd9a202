// The bivalue universal grave (BUG), types 1 to 4.
//
// A position where every empty cell holds two candidates and every unit holds each digit in
// two places or none has two solutions (or none): a unique puzzle never reaches it. So when
// all but a few cells would make such a grave, those "BUG cells" must keep a "BUG digit", the
// third place of a digit in their units:
//   type 1: one BUG cell: it is one of its BUG digits;
//   type 2: the BUG cells share their one BUG digit: cells that see them all are not it;
//   type 3: the BUG digits, as one cell, make a naked set with other cells of a unit the BUG
//           cells share;
//   type 4: two BUG cells with one more common digit u keep only their BUG digits and u.
// The scan reads the board without the BUG digits found so far (so a third BUG cell can show
// once a second is found). Ratings: 5.6 for type 1, 5.7 for types 2 and 4, type 3 5.7 + 0.1 per
// digit of its naked set beyond one. The scan follows Sudoku Explainer's, which decides which step
// is found.
#include <algorithm>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

struct Grave {
  std::vector<int> cells;         // the BUG cells, in the order found
  std::array<Mask, 81> digits{};  // each BUG cell's BUG digits
  Mask all_digits = 0;
  CellSet common;  // cells that see every BUG cell
};

// Finds the BUG cells, or nothing when the board is no grave plus a few cells. `places`: the
// board's.
std::optional<Grave> find_grave(const Board& board, const Places& places) {
  Grave grave;
  Board rest = board;           // the board without the BUG digits: it must be a grave
  Places rest_places = places;  // kept with it
  for (int kind : {2, 0, 1}) {
    for (int index = 0; index < 9; ++index) {
      const int unit = kind == 2 ? 18 + index : kind * 9 + index;
      for (int digit = 1; digit <= 9; ++digit) {
        // Read on the board without the BUG digits found so far, as Sudoku Explainer does.
        const Mask where = rest_places(unit, digit);
        const int count = count_of(where);
        if (count == 0 || count == 2) continue;
        int extra_cell = -1;
        int crowded = 0;
        for (int i = 0; i < 9; ++i) {
          const int cell = kUnitCells[unit][i];
          if ((where >> i & 1) && count_of(rest.candidates[cell]) >= 3) {
            extra_cell = cell;
            ++crowded;
          }
        }
        if (crowded == 0) return std::nullopt;
        if (crowded > 1) continue;
        if (std::find(grave.cells.begin(), grave.cells.end(), extra_cell) == grave.cells.end()) {
          grave.cells.push_back(extra_cell);
        }
        grave.digits[extra_cell] |= bit_of(digit);
        grave.all_digits |= bit_of(digit);
        rest.eliminate(extra_cell, digit);
        rest_places.eliminate(extra_cell, digit);
        grave.common = common_peers(grave.cells);
        if (grave.cells.size() > 1 && count_of(grave.all_digits) > 1 && grave.common.empty()) {
          return std::nullopt;
        }
      }
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (!rest.value[cell] && count_of(rest.candidates[cell]) != 2) return std::nullopt;
  }
  for (int unit = 0; unit < 27; ++unit) {
    for (int digit = 1; digit <= 9; ++digit) {
      const int count = count_of(rest_places(unit, digit));
      if (count != 0 && count != 2) return std::nullopt;
    }
  }
  if (grave.cells.empty()) return std::nullopt;
  return grave;
}

Step bug_step(const Grave& grave, int type, int rating) {
  Step step = make_step("Bivalue Universal Grave type " + std::string(1, char('0' + type)), rating);
  for (int cell : grave.cells) highlight(step, cell, grave.digits[cell], Role::pattern);
  return step;
}

std::string grave_text(const Grave& grave) {
  std::string text = "Bivalue Universal Grave: without ";
  for (std::size_t i = 0; i < grave.cells.size(); ++i) {
    if (i) text += ", ";
    text += digit_list(grave.digits[grave.cells[i]], "and") + " in " + cell_name(grave.cells[i]);
  }
  return text + " the puzzle would have two solutions, so ";
}

Found finish(Step step, const std::string& text) {
  if (step.eliminations.empty()) return std::nullopt;
  step.text = text + elimination_text(step.eliminations) + ".";
  return step;
}

Found type1(const Board& board, const Grave& grave) {
  const int cell = grave.cells[0];
  Step step = bug_step(grave, 1, 56);
  add_eliminations(step, board, cell, Mask(kAllDigits & ~grave.digits[cell]));
  return finish(std::move(step), grave_text(grave));
}

Found type2(const Board& board, const Grave& grave) {
  Step step = bug_step(grave, 2, 57);
  grave.common.for_each([&](int cell) { add_eliminations(step, board, cell, grave.all_digits); });
  return finish(std::move(step), grave_text(grave) + "one of " + cell_list(grave.cells, "or") +
                                     " is " + digit_list(grave.all_digits) + ": ");
}

Found type4(const Board& board, const Grave& grave) {
  if (grave.cells.size() != 2) return std::nullopt;
  const int c1 = grave.cells[0];
  const int c2 = grave.cells[1];
  const Mask common = Mask(board.candidates[c1] & board.candidates[c2] & ~grave.all_digits);
  if (count_of(common) != 1) return std::nullopt;
  if (!sees(c1, c2)) return std::nullopt;
  Step step = bug_step(grave, 4, 57);
  for (int cell : grave.cells) {
    add_eliminations(step, board, cell, Mask(kAllDigits & ~(grave.digits[cell] | common)));
  }
  return finish(std::move(step), grave_text(grave) + "one of " + cell_list(grave.cells, "or") +
                                     " keeps its BUG digit, and the other then needs " +
                                     digit_list(common) + ": ");
}

Found type3(const Board& board, const Grave& grave) {
  for (int kind : {2, 0, 1}) {
    const int unit = units_of(grave.cells[0])[kind];
    bool shared = true;
    for (int cell : grave.cells) shared = shared && units_of(cell)[kind] == unit;
    if (!shared) continue;
    std::vector<int> cells;  // the unit's cells that see every BUG cell
    for (int cell : kUnitCells[unit]) {
      if (grave.common.has(cell)) cells.push_back(cell);
    }
    const int n = int(cells.size());
    for (int degree = 2; degree <= 6; ++degree) {
      for (unsigned subset = 0; subset < (1u << n); ++subset) {
        if (count_of(subset) != degree - 1) continue;
        Mask digits = 0;
        bool each_two = count_of(grave.all_digits) >= 2;
        for (int i = 0; i < n; ++i) {
          if (!(subset >> i & 1)) continue;
          digits |= board.candidates[cells[i]];
          each_two = each_two && count_of(board.candidates[cells[i]]) >= 2;
        }
        if (!each_two || count_of(digits) != degree ||
            count_of(Mask(digits | grave.all_digits)) != degree) {
          continue;
        }
        Step step = bug_step(grave, 3, 57 + degree - 1);
        std::vector<int> set_cells;
        for (int i = 0; i < n; ++i) {
          if (subset >> i & 1) {
            set_cells.push_back(cells[i]);
            highlight(step, cells[i], board.candidates[cells[i]], Role::pattern);
          } else {
            add_eliminations(step, board, cells[i], digits);
          }
        }
        step.units.push_back(unit);
        if (Found found = finish(std::move(step),
                                 grave_text(grave) + "one of " + cell_list(grave.cells, "or") +
                                     " holds " + digit_list(grave.all_digits, "or") +
                                     ", a naked set with " + cell_list(set_cells, "and") + ": ")) {
          return found;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

Found find_bug(const Board& board) {
  return find_bug(board, Places(board));
}

Found find_bug(const Board& board, const Places& places) {
  const std::optional<Grave> grave = find_grave(board, places);
  if (!grave) return std::nullopt;
  if (grave->cells.size() == 1) return type1(board, *grave);
  if (count_of(grave->all_digits) == 1) {
    if (Found step = type2(board, *grave)) return step;
    return type4(board, *grave);
  }
  if (grave->common.empty()) return std::nullopt;
  if (Found step = type4(board, *grave)) return step;
  return type3(board, *grave);
}

}  // namespace sudoku::logic
