// Intersections (locked candidates): pointing and claiming, and their direct forms.
//
// When a digit's places in one unit (the base) all lie where it crosses a second unit, the
// digit is locked there, and goes nowhere else in the second unit. Pointing: the base is a
// box; claiming: the base is a row or column.
#include <array>
#include <bit>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

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

namespace {

// Sudoku Explainer's order of the locks: boxes on columns, on rows, then columns and rows on
// boxes (the first base and cover unit of each kind).
constexpr int kOrder[4][2] = {{18, 9}, {18, 0}, {9, 18}, {0, 18}};

// Per kind of lock (kOrder), the three cover units each base crosses, in order; and per mask of
// a digit's places in the base, which of the three holds them all (3 when none does, or when
// they are fewer than two). Where a base crosses its k-th cover is the same positions for every
// base of a kind (a box's k-th row or column, a row's or column's k-th third), so one 512-entry
// table per kind answers every base with a single read.
struct Crossings {
  int covers[4][9][3]{};
  std::uint8_t lock_in[4][512]{};
  bool same_for_every_base = true;
};
constexpr Crossings make_crossings() {
  Crossings c;
  for (int o = 0; o < 4; ++o) {
    const auto [base_first, cover_first] = kOrder[o];
    for (int b = 0; b < 9; ++b) {
      int n = 0;
      for (int cover = cover_first; cover < cover_first + 9; ++cover) {
        if (kOverlaps[base_first + b][cover]) c.covers[o][b][n++] = cover;
      }
      for (int k = 0; k < 3; ++k) {
        c.same_for_every_base =
            c.same_for_every_base && kOverlaps[base_first + b][c.covers[o][b][k]] ==
                                         kOverlaps[base_first][c.covers[o][0][k]];
      }
    }
    for (unsigned where = 0; where < 512; ++where) {
      c.lock_in[o][where] = 3;
      if (std::popcount(where) < 2) continue;
      for (std::uint8_t k = 0; k < 3; ++k) {
        if (!(where & ~unsigned(kOverlaps[base_first][c.covers[o][0][k]]))) c.lock_in[o][where] = k;
      }
    }
  }
  return c;
}
constexpr Crossings kCrossings = make_crossings();
static_assert(kCrossings.same_for_every_base);

}  // namespace

namespace {

// for_each_lock, `digits(base)` the digits wanted in each base.
template <typename DigitsOf>
bool each_lock(const Places& places, const std::function<bool(const Lock&)>& each,
               DigitsOf digits) {
  for (int o = 0; o < 4; ++o) {
    const int base_first = kOrder[o][0];
    for (int b = 0; b < 9; ++b) {
      const int base = base_first + b;
      const Mask wanted = digits(base);
      if (!wanted) continue;
      // Per cover the base crosses, the digits locked there: their places in the base, two or
      // more, all lie in it (locked[3] gathers the other digits).
      std::array<Mask, 4> locked{};
      for (int digit = 1; digit <= 9; ++digit) {
        locked[kCrossings.lock_in[o][places(base, digit)]] |= bit_of(digit);
      }
      for (std::size_t k = 0; k < 3; ++k) {
        for (Mask left = Mask(locked[k] & wanted); left; left &= left - 1) {
          if (each(Lock{base, kCrossings.covers[o][b][k], lowest_digit(left)})) return true;
        }
      }
    }
  }
  return false;
}

}  // namespace

bool for_each_lock(const Places& places, const std::function<bool(const Lock&)>& each,
                   Mask digits) {
  return each_lock(places, each, [&](int) { return digits; });
}

bool for_each_lock(const Places& places, const std::function<bool(const Lock&)>& each,
                   const std::array<Mask, 27>& digits) {
  return each_lock(places, each, [&](int base) { return digits[std::size_t(base)]; });
}

Found find_intersection(const Board& board) {
  return find_intersection(board, Places(board));
}

Found find_intersection(const Board& board, const Places& places, Mask digits) {
  Found found;
  for_each_lock(
      places,
      [&](const Lock& lock) {
        // Most locks remove nothing: the cover has the digit nowhere else.
        if (!(places(lock.cover, lock.digit) & ~kOverlaps[lock.cover][lock.base])) return false;
        Step step = lock_step(board, lock, false);
        step.text += elimination_text(step.eliminations) + ".";
        found = std::move(step);
        return true;
      },
      digits);
  return found;
}

Found find_direct_intersection(const Board& board) {
  return find_direct_intersection(board, Places(board));
}

Found find_direct_intersection(const Board& board, const Places& places, Mask digits) {
  Found found;
  for_each_lock(
      places,
      [&](const Lock& lock) {
        // Direct: another unit of the base's kind that crosses the cover keeps a single place for
        // the digit outside the cover: a hidden single there once the cover loses the digit. That
        // unit has the digit in the cover, off the base: most locks have none there, and are done.
        if (!(places(lock.cover, lock.digit) & ~kOverlaps[lock.cover][lock.base])) return false;
        const int first = lock.base / 9 * 9;
        for (int unit = first; unit < first + 9; ++unit) {
          if (unit == lock.base || !kOverlaps[unit][lock.cover]) continue;
          const Mask where = places(unit, lock.digit);
          if (count_of(where) < 2) continue;
          const Mask outside = Mask(where & ~kOverlaps[unit][lock.cover]);
          if (count_of(outside) != 1) continue;
          const int cell = kUnitCells[unit][lowest_index(outside)];
          Step direct = lock_step(board, lock, true);
          make_direct(direct, cell, lock.digit);
          direct.units.push_back(unit);
          direct.text += "in " + unit_name(unit) + " it fits only in " + cell_name(cell) + ".";
          found = std::move(direct);
          return true;
        }
        return false;
      },
      digits);
  return found;
}

}  // namespace sudoku::logic
