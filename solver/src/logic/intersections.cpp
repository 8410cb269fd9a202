// Intersections (locked candidates): pointing and claiming, and their direct forms.
//
// When a digit's places in one unit (the base) all lie where it crosses a second unit, the
// digit is locked there, and goes nowhere else in the second unit. Pointing: the base is a
// box; claiming: the base is a row or column.
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

// A locked digit: its places in `base` all lie in `cover`.
struct Lock {
  int base = 0;
  int cover = 0;
  int digit = 0;
};

// Calls `each` with every lock of Sudoku Explainer's scan, in its order: boxes on columns, on
// rows, then columns on boxes, rows on boxes; until it returns a step.
template <typename Each>
Found locks(const Board& board, Each each) {
  static constexpr int kOrder[4][2] = {{18, 9}, {18, 0}, {9, 18}, {0, 18}};
  for (const auto& [base_first, cover_first] : kOrder) {
    for (int base = base_first; base < base_first + 9; ++base) {
      for (int cover = cover_first; cover < cover_first + 9; ++cover) {
        const Mask overlap = kOverlaps[base][cover];
        if (!overlap) continue;
        for (int digit = 1; digit <= 9; ++digit) {
          const Mask where = board.positions(base, digit);
          if (count_of(where) < 2 || (where & ~overlap)) continue;
          if (Found step = each(Lock{base, cover, digit})) return step;
        }
      }
    }
  }
  return std::nullopt;
}

// The step of a lock, with the eliminations it makes in its cover unit.
Step lock_step(const Board& board, const Lock& lock, bool direct) {
  const bool pointing = is_box(lock.base);
  Step step = direct
                  ? make_step(pointing ? "Direct Pointing" : "Direct Claiming", pointing ? 17 : 19)
                  : make_step(pointing ? "Pointing" : "Claiming", pointing ? 26 : 28);
  step.units = {lock.base, lock.cover};
  for (int cell : kUnitCells[lock.base]) {
    highlight(step, cell, board.candidates[cell] & bit_of(lock.digit), Role::pattern);
  }
  const Mask shared = kOverlaps[lock.cover][lock.base];
  for (int i = 0; i < 9; ++i) {
    const int cell = kUnitCells[lock.cover][i];
    if (!(shared >> i & 1)) add_eliminations(step, board, cell, bit_of(lock.digit));
  }
  step.text = "In " + unit_name(lock.base) + ", " + char('0' + lock.digit) + " fits only in " +
              unit_name(lock.cover) + ", so ";
  return step;
}

}  // namespace

Found find_intersection(const Board& board) {
  return locks(board, [&](const Lock& lock) -> Found {
    Step step = lock_step(board, lock, false);
    if (step.eliminations.empty()) return std::nullopt;
    step.text += elimination_text(step.eliminations) + ".";
    return step;
  });
}

Found find_direct_intersection(const Board& board) {
  return locks(board, [&](const Lock& lock) -> Found {
    // Direct: another unit of the base's kind that crosses the cover keeps a single place for
    // the digit outside the cover: a hidden single there once the cover loses the digit.
    const int first = lock.base / 9 * 9;
    for (int unit = first; unit < first + 9; ++unit) {
      if (unit == lock.base || !kOverlaps[unit][lock.cover]) continue;
      const Mask where = board.positions(unit, lock.digit);
      if (count_of(where) < 2) continue;
      const Mask outside = Mask(where & ~kOverlaps[unit][lock.cover]);
      if (count_of(outside) != 1) continue;
      const int cell = kUnitCells[unit][lowest_index(outside)];
      Step direct = lock_step(board, lock, true);
      // The step places the digit only; the candidates the lock removes stay, as in Sudoku
      // Explainer, so they are shown as what makes the single.
      direct.eliminations.clear();
      for (Highlight& h : direct.cells) {
        if (h.role == Role::target) h.role = Role::cause;
      }
      direct.placements.push_back({cell, lock.digit});
      direct.cells.push_back({cell, lock.digit, Role::target});
      direct.units.push_back(unit);
      direct.text += "in " + unit_name(unit) + " it fits only in " + cell_name(cell) + ".";
      return direct;
    }
    return std::nullopt;
  });
}

}  // namespace sudoku::logic
