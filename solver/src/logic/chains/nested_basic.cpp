// The basic rules at every nesting level (nested_basic.hpp).
#include "nested_basic.hpp"

#include <functional>

#include "../techniques.hpp"

// Each rule's callback reaches its finder by reference (std::ref): a std::function holds that
// in place, where the lambda itself, with its captures, would take an allocation per call,
// and the rules run at every stall of every chain.
namespace sudoku::logic {

void removed_in(const Board& source, const Board& now, int unit, int digit, Mask where,
                std::vector<Potential>& out) {
  for (; where; where &= where - 1) {
    const int cell = kUnitCells[unit][lowest_index(where)];
    if ((source.candidates[cell] & ~now.candidates[cell]) & bit_of(digit)) {
      out.push_back(potential(cell, digit, false));
    }
  }
}

// A step that needs none holds without the chain, and the chain drops it (forcing.cpp's
// advanced), so each rule looks only where the chain removed something: a lock's or an
// X-Wing's rule parents are places of its digit, a pair's are candidates in its unit (a naked
// pair's own cells' other digits, a hidden pair's digits in the unit's other cells).
Changed changed_by_chain(const Board& source, const Board& now) {
  Changed changed;
  for (int cell = 0; cell < 81; ++cell) {
    const Mask lost = Mask(source.candidates[cell] & ~now.candidates[cell]);
    if (!lost) continue;
    changed.cells.add(cell);
    changed.digits |= lost;
    for (const int unit : kCellUnits[std::size_t(cell)].unit) {
      changed.unit_digits[std::size_t(unit)] |= lost;
    }
  }
  return changed;
}

namespace {

// A lock's eliminations (`outside`: its digit's places in the cover off the base) and rule
// parents, as a step.
void add_lock(const Lock& lock, Mask outside, const Board& now, const Board& source,
              std::vector<Advanced>& out) {
  Advanced step;
  for (Mask rest = outside; rest; rest &= rest - 1) {
    step.removes.push_back({kUnitCells[lock.cover][lowest_index(rest)], lock.digit});
  }
  step.parents.reserve(6);  // its base's other places: one allocation
  removed_in(source, now, lock.base, lock.digit,
             Mask(kAllDigits & ~kOverlaps[lock.base][lock.cover]), step.parents);
  step.technique = is_box(lock.base) ? "Pointing" : "Claiming";
  out.push_back(std::move(step));
}

// Sudoku Explainer's order of the locks (Locking.getHints): by kind (boxes on columns, on
// rows, then columns and rows on boxes), then digit, then base, then cover. for_each_lock
// goes by kind, then base, cover and digit (the order the single steps keep): each kind's
// locks that remove something are gathered by digit (a base locks a digit in one cover at
// most: 9 a digit), then taken digit by digit.
void locking(const Board& now, const Places& places, const Board& source, const Changed& changed,
             std::vector<Advanced>& out) {
  struct Found {
    std::int8_t base;
    std::int8_t cover;
    Mask outside;
  };
  std::array<std::array<Found, 9>, 10> by_digit;  // filled before it is read
  std::array<std::uint8_t, 10> count{};
  int kind = -1;
  int held = 0;
  const auto flush = [&] {
    if (!held) return;
    for (int digit = 1; digit <= 9; ++digit) {
      for (int i = 0; i < count[std::size_t(digit)]; ++i) {
        const Found& found = by_digit[std::size_t(digit)][std::size_t(i)];
        add_lock({found.base, found.cover, digit}, found.outside, now, source, out);
      }
    }
    count.fill(0);
    held = 0;
  };
  const auto each = [&](const Lock& lock) {
    const Mask outside = Mask(places(lock.cover, lock.digit) & ~kOverlaps[lock.cover][lock.base]);
    if (!outside) return false;  // most locks remove nothing
    const int lock_kind = is_box(lock.base) ? (lock.cover >= 9 ? 0 : 1) : (lock.base >= 9 ? 2 : 3);
    if (lock_kind != kind) {
      flush();
      kind = lock_kind;
    }
    by_digit[std::size_t(lock.digit)][count[std::size_t(lock.digit)]++] = {
        std::int8_t(lock.base), std::int8_t(lock.cover), outside};
    ++held;
    return false;
  };
  // A lock's parents are its digit's places the chain removed from its base: the base lost it.
  for_each_lock(places, std::ref(each), changed.unit_digits);
  flush();
}

void hidden_pairs(const Board& now, const Places& places, const Board& source,
                  const Changed& changed, std::vector<Advanced>& out) {
  const auto each = [&](const Subset& set) {
    Advanced step;
    for (Mask where = set.where; where; where &= where - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(where)];
      for (Mask rest = Mask(now.candidates[cell] & ~set.digits); rest; rest &= rest - 1) {
        step.removes.push_back({cell, lowest_digit(rest)});
      }
    }
    if (step.removes.empty()) return false;
    // Its digits anywhere else in the unit, as the source had them.
    for (Mask others = Mask(kAllDigits & ~set.where); others; others &= others - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(others)];
      for (Mask had = Mask(source.candidates[cell] & set.digits); had; had &= had - 1) {
        step.parents.push_back(potential(cell, lowest_digit(had), false));
      }
    }
    step.technique = "Hidden Pair";
    out.push_back(std::move(step));
    return false;
  };
  for_each_hidden_set(now, places, 2, 4, std::ref(each), changed.cells);
}

void naked_pairs(const Board& now, const Places& /*places*/, const Board& source,
                 const Changed& changed, std::vector<Advanced>& out) {
  const auto each = [&](const Subset& set) {
    Advanced step;
    for (Mask others = Mask(kAllDigits & ~set.where); others; others &= others - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(others)];
      for (Mask both = Mask(now.candidates[cell] & set.digits); both; both &= both - 1) {
        step.removes.push_back({cell, lowest_digit(both)});
      }
    }
    if (step.removes.empty()) return false;
    for (Mask where = set.where; where; where &= where - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(where)];
      for (Mask gone = Mask(source.candidates[cell] & ~set.digits); gone; gone &= gone - 1) {
        step.parents.push_back(potential(cell, lowest_digit(gone), false));
      }
    }
    step.technique = "Naked Pair";
    out.push_back(std::move(step));
    return false;
  };
  for_each_naked_set(now, 2, std::ref(each), changed.cells);
}

void x_wings(const Board& now, const Places& places, const Board& source, const Changed& changed,
             std::vector<Advanced>& out) {
  const auto each = [&](const Fish& fish) {
    const int cover = fish.base == 0 ? 9 : 0;
    Advanced step;
    for (Mask lines = fish.covered; lines; lines &= lines - 1) {
      const Mask outside = Mask(places(cover + lowest_index(lines), fish.digit) & ~fish.based);
      for (Mask rest = outside; rest; rest &= rest - 1) {
        step.removes.push_back(
            {kUnitCells[cover + lowest_index(lines)][lowest_index(rest)], fish.digit});
      }
    }
    if (step.removes.empty()) return false;
    for (Mask lines = fish.based; lines; lines &= lines - 1) {
      removed_in(source, now, fish.base + lowest_index(lines), fish.digit,
                 Mask(kAllDigits & ~fish.covered), step.parents);
    }
    step.technique = "X-Wing";
    out.push_back(std::move(step));
    return false;
  };
  for_each_fish(now, places, 2, std::ref(each), changed.digits);
}

}  // namespace

void apply_basic_rule(int rule, const Board& now, const Places& places, const Board& source,
                      const Changed& changed, std::vector<Advanced>& out) {
  using Rule = void (*)(const Board& now, const Places& places, const Board& source,
                        const Changed& changed, std::vector<Advanced>& out);
  static constexpr Rule kRules[kNestedBasicRules] = {locking, hidden_pairs, naked_pairs, x_wings};
  kRules[rule](now, places, source, changed, out);
}

}  // namespace sudoku::logic
