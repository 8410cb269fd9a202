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

std::vector<int> cells_at(int unit, Mask positions) {
  std::vector<int> cells;
  for (int i = 0; i < 9; ++i) {
    if (positions & (1u << i)) cells.push_back(kUnitCells[unit][i]);
  }
  return cells;
}

// Whether a set removes anything: a naked set's digits from the unit's other cells, a hidden
// set's other digits from its cells.
bool removes(const Board& board, const Subset& set, bool naked) {
  for (int i = 0; i < 9; ++i) {
    const Mask cell = board.candidates[kUnitCells[set.unit][i]];
    const bool in_set = set.where >> i & 1;
    if (naked ? !in_set && (cell & set.digits) : in_set && (cell & ~set.digits)) return true;
  }
  return false;
}

Step hidden_set_step(const Board& board, const Subset& set, std::string_view name, int rating) {
  const int unit = set.unit;
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

bool for_each_naked_set(const Board& board, int size,
                        const std::function<bool(const Subset&)>& each, const CellSet& changed) {
  // The cells a set can hold (2 to `size` candidates): a unit with fewer than two has none.
  CellSet holding;
  for (int cell = 0; cell < 81; ++cell) {
    const int count = count_of(board.candidates[cell]);
    if (count >= 2 && count <= size) holding.add(cell);
  }
  for (int first : kSetUnitOrder) {
    for (int unit = first; unit < first + 9; ++unit) {
      if ((changed & kUnitSets[unit]).empty()) continue;
      const CellSet in_unit = holding & kUnitSets[unit];
      if (!in_unit.more_than_one()) continue;
      if (board.empty_count(unit) < 2 * size) continue;
      // The cells holding 2 to `size` candidates: their positions and candidates.
      int positions[9];
      Mask candidates[9];
      int n = 0;
      for (int i = 0; i < 9; ++i) {
        if (!in_unit.has(kUnitCells[unit][i])) continue;
        positions[n] = i;
        candidates[n++] = board.candidates[kUnitCells[unit][i]];
      }
      const bool stopped = any_tight_set(candidates, n, size, [&](unsigned chosen, Mask digits) {
        Subset set{unit, digits, 0};
        for (; chosen; chosen &= chosen - 1) {
          set.where |= Mask(1u << positions[std::countr_zero(chosen)]);
        }
        return each(set);
      });
      if (stopped) return true;
    }
  }
  return false;
}

bool for_each_hidden_set(const Board& board, const Places& places, int size, int min_empty,
                         const std::function<bool(const Subset&)>& each, const CellSet& changed) {
  for (int first : kSetUnitOrder) {
    for (int unit = first; unit < first + 9; ++unit) {
      if ((changed & kUnitSets[unit]).empty() || board.empty_count(unit) <= min_empty) continue;
      // The digits with 2 to `size` places: the digits and their places.
      int digits[9];
      Mask where[9];
      int n = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        const Mask places_of = places(unit, digit);
        const int count = count_of(places_of);
        if (count >= 2 && count <= size) {
          digits[n] = digit;
          where[n++] = places_of;
        }
      }
      const bool stopped = any_tight_set(where, n, size, [&](unsigned chosen, Mask cells) {
        Subset set{unit, 0, cells};
        for (; chosen; chosen &= chosen - 1) set.digits |= bit_of(digits[std::countr_zero(chosen)]);
        return each(set);
      });
      if (stopped) return true;
    }
  }
  return false;
}

Found find_naked_set(const Board& board, int size) {
  return find_naked_set(board, size, kAllCells);
}

Found find_naked_set(const Board& board, int size, const CellSet& changed) {
  Found found;
  const auto removing = [&](const Subset& set) {
    if (!removes(board, set, true)) return false;  // most sets, and the Step costs far more
    Step step = make_step("Naked " + std::string(kSetNames[size]), kNakedRatings[size]);
    const std::vector<int> pattern = cells_at(set.unit, set.where);
    for (int i = 0; i < 9; ++i) {
      if (!(set.where >> i & 1)) add_eliminations(step, board, kUnitCells[set.unit][i], set.digits);
    }
    if (step.eliminations.empty()) return false;
    for (int cell : pattern) highlight(step, cell, board.candidates[cell], Role::pattern);
    step.units.push_back(set.unit);
    step.text = "In " + unit_name(set.unit) + ", " + cell_list(pattern, "and") + " hold only " +
                digit_list(set.digits) + ", so " + elimination_text(step.eliminations) + ".";
    found = std::move(step);
    return true;
  };
  for_each_naked_set(board, size, removing, changed);
  return found;
}

Found find_hidden_set(const Board& board, int size) {
  return find_hidden_set(board, Places(board), size, kAllCells);
}

Found find_hidden_set(const Board& board, const Places& places, int size, const CellSet& changed) {
  Found found;
  const auto removing = [&](const Subset& set) {
    if (!removes(board, set, false)) return false;  // most sets, and the Step costs far more
    Step step =
        hidden_set_step(board, set, "Hidden " + std::string(kSetNames[size]), kHiddenRatings[size]);
    if (step.eliminations.empty()) return false;
    step.text += elimination_text(step.eliminations) + ".";
    found = std::move(step);
    return true;
  };
  for_each_hidden_set(board, places, size, 2 * size, removing, changed);
  return found;
}

Found find_direct_hidden_set(const Board& board, int size) {
  return find_direct_hidden_set(board, Places(board), size);
}

Found find_direct_hidden_set(const Board& board, const Places& places, int size,
                             const CellSet& changed) {
  Found found;
  for_each_hidden_set(
      board, places, size, size,
      [&](const Subset& set) {
        // Direct: clearing the set's cells leaves another digit a single place in the unit.
        for (int digit = 1; digit <= 9; ++digit) {
          if (set.digits & bit_of(digit)) continue;
          const Mask where = places(set.unit, digit);
          const Mask left = Mask(where & ~set.where);
          if (count_of(where) < 2 || count_of(left) != 1) continue;
          Step step = hidden_set_step(board, set, "Direct Hidden " + std::string(kSetNames[size]),
                                      kDirectHiddenRatings[size]);
          const int cell = kUnitCells[set.unit][lowest_index(left)];
          make_direct(step, cell, digit);
          step.text += "nothing else goes there, and " + std::string(1, char('0' + digit)) +
                       " fits only in " + cell_name(cell) + ".";
          found = std::move(step);
          return true;
        }
        return false;
      },
      changed);
  return found;
}

}  // namespace sudoku::logic
