// Subsets: naked and hidden pairs, triplets and quads, and the direct hidden pair and triplet.
//
// A naked set: k cells of a unit whose candidates together are k digits; those digits go
// nowhere else in the unit. A hidden set: k digits whose places in a unit are together k
// cells; those cells hold nothing else.
#include <algorithm>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr std::string_view kSetNames[5] = {"", "", "Pair", "Triplet", "Quad"};
constexpr int kNakedRatings[5] = {0, 0, 30, 36, 50};
constexpr int kHiddenRatings[5] = {0, 0, 34, 40, 54};
constexpr int kDirectHiddenRatings[5] = {0, 0, 20, 25, 0};

// Sudoku Explainer scans boxes, then columns, then rows for sets.
constexpr int kSetUnitOrder[3] = {18, 9, 0};

template <typename Each>
Found scan_units(Each each) {
  for (int first : kSetUnitOrder) {
    for (int unit = first; unit < first + 9; ++unit) {
      if (Found step = each(unit)) return step;
    }
  }
  return std::nullopt;
}

std::vector<int> cells_at(int unit, Mask positions) {
  std::vector<int> cells;
  for (int i = 0; i < 9; ++i) {
    if (positions & (1u << i)) cells.push_back(kUnitCells[unit][i]);
  }
  return cells;
}

// A hidden set in `unit`: the digits `digits` fit only in the positions `where`.
struct HiddenSet {
  Mask digits = 0;
  Mask where = 0;
};

// Calls `each` with every hidden set of `size` digits in `unit` (each digit in 2..size
// places), until it returns a step. Sudoku Explainer only looks in units with more than
// `min_empty` empty cells.
template <typename Each>
Found hidden_sets(const Board& board, int unit, int size, int min_empty, Each each) {
  if (board.empty_count(unit) <= min_empty) return std::nullopt;
  int digits[9];
  Mask places[9];
  int n = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    const Mask where = board.positions(unit, digit);
    const int count = count_of(where);
    if (count >= 2 && count <= size) {
      digits[n] = digit;
      places[n++] = where;
    }
  }
  Found found;
  any_combination(n, size, [&](const std::array<int, 4>& chosen) {
    HiddenSet set;
    for (int i = 0; i < size; ++i) {
      set.digits |= bit_of(digits[chosen[i]]);
      set.where |= places[chosen[i]];
    }
    if (count_of(set.where) != size) return false;
    found = each(set);
    return found.has_value();
  });
  return found;
}

Step hidden_set_step(const Board& board, int unit, const HiddenSet& set, std::string_view name,
                     int rating) {
  Step step = make_step(name, rating);
  step.units.push_back(unit);
  const std::vector<int> cells = cells_at(unit, set.where);
  for (int cell : cells) {
    highlight(step, cell, board.candidates[cell] & set.digits, Role::pattern);
    add_eliminations(step, board, cell, Mask(kAllDigits & ~set.digits));
  }
  step.text = "In " + unit_name(unit) + ", " + digit_list(set.digits) + " fit only in " +
              cell_list(cells, "and") + ", so ";
  return step;
}

}  // namespace

Found find_naked_set(const Board& board, int size) {
  return scan_units([&](int unit) -> Found {
    if (board.empty_count(unit) < 2 * size) return std::nullopt;
    int cells[9];
    int n = 0;
    for (int cell : kUnitCells[unit]) {
      const int count = count_of(board.candidates[cell]);
      if (count >= 2 && count <= size) cells[n++] = cell;
    }
    Found found;
    any_combination(n, size, [&](const std::array<int, 4>& chosen) {
      Mask digits = 0;
      for (int i = 0; i < size; ++i) digits |= board.candidates[cells[chosen[i]]];
      if (count_of(digits) != size) return false;
      Step step = make_step("Naked " + std::string(kSetNames[size]), kNakedRatings[size]);
      std::vector<int> pattern;
      for (int i = 0; i < size; ++i) pattern.push_back(cells[chosen[i]]);
      for (int cell : kUnitCells[unit]) {
        if (std::find(pattern.begin(), pattern.end(), cell) == pattern.end()) {
          add_eliminations(step, board, cell, digits);
        }
      }
      if (step.eliminations.empty()) return false;
      for (int cell : pattern) highlight(step, cell, board.candidates[cell], Role::pattern);
      step.units.push_back(unit);
      step.text = "In " + unit_name(unit) + ", " + cell_list(pattern, "and") + " hold only " +
                  digit_list(digits) + ", so " + elimination_text(step.eliminations) + ".";
      found = std::move(step);
      return true;
    });
    return found;
  });
}

Found find_hidden_set(const Board& board, int size) {
  return scan_units([&](int unit) {
    return hidden_sets(board, unit, size, 2 * size, [&](const HiddenSet& set) -> Found {
      Step step = hidden_set_step(board, unit, set, "Hidden " + std::string(kSetNames[size]),
                                  kHiddenRatings[size]);
      if (step.eliminations.empty()) return std::nullopt;
      step.text += elimination_text(step.eliminations) + ".";
      return step;
    });
  });
}

Found find_direct_hidden_set(const Board& board, int size) {
  return scan_units([&](int unit) {
    return hidden_sets(board, unit, size, size, [&](const HiddenSet& set) -> Found {
      // Direct: clearing the set's cells leaves another digit a single place in the unit.
      for (int digit = 1; digit <= 9; ++digit) {
        if (set.digits & bit_of(digit)) continue;
        const Mask where = board.positions(unit, digit);
        const Mask left = Mask(where & ~set.where);
        if (count_of(where) < 2 || count_of(left) != 1) continue;
        Step step =
            hidden_set_step(board, unit, set, "Direct Hidden " + std::string(kSetNames[size]),
                            kDirectHiddenRatings[size]);
        const int cell = kUnitCells[unit][lowest_index(left)];
        // The step places the digit only (as in Sudoku Explainer): the candidates the set
        // clears stay, shown as what makes the single.
        step.eliminations.clear();
        for (Highlight& h : step.cells) {
          if (h.role == Role::target) h.role = Role::cause;
        }
        step.placements.push_back({cell, digit});
        step.cells.push_back({cell, digit, Role::target});
        step.text += "nothing else goes there, and " + std::string(1, char('0' + digit)) +
                     " fits only in " + cell_name(cell) + ".";
        return step;
      }
      return std::nullopt;
    });
  });
}

}  // namespace sudoku::logic
