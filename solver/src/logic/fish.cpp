// Basic fish: X-Wing, Swordfish and Jellyfish.
//
// If a digit's places in k rows (the base) lie in k columns (the cover), those k rows hold
// the digit's k copies of those columns, so it goes nowhere else in the columns. The same
// with rows and columns swapped.
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr std::string_view kFishNames[5] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
constexpr int kFishRatings[5] = {0, 0, 32, 38, 52};

std::string line_list(bool rows, Mask lines) {
  return std::string(rows ? "rows " : "columns ") + digit_list(lines);
}

// Fish whose base lines start at unit `base` (0: rows, 9: columns).
Found find_fish_on(const Board& board, int size, int digit, int base) {
  const int cover = base == 0 ? 9 : 0;
  int lines[9];
  Mask places[9];
  int n = 0;
  for (int line = 0; line < 9; ++line) {
    const Mask where = board.positions(base + line, digit);
    const int count = count_of(where);
    if (count >= 2 && count <= size) {
      lines[n] = line;
      places[n++] = where;
    }
  }
  Found found;
  any_combination(n, size, [&](const std::array<int, 4>& chosen) {
    Mask covered = 0;
    Mask based = 0;
    for (int i = 0; i < size; ++i) {
      covered |= places[chosen[i]];
      based |= Mask(1u << lines[chosen[i]]);
    }
    if (count_of(covered) != size) return false;
    Step step = make_step(kFishNames[size], kFishRatings[size]);
    for (int line = 0; line < 9; ++line) {
      if (!(covered & (1u << line))) continue;
      for (int i = 0; i < 9; ++i) {
        const int cell = kUnitCells[cover + line][i];
        if (based & (1u << i)) {
          highlight(step, cell, board.candidates[cell] & bit_of(digit), Role::pattern);
        } else {
          add_eliminations(step, board, cell, bit_of(digit));
        }
      }
    }
    if (step.eliminations.empty()) return false;
    for (int i = 0; i < size; ++i) step.units.push_back(base + lines[chosen[i]]);
    for (int line = 0; line < 9; ++line) {
      if (covered & (1u << line)) step.units.push_back(cover + line);
    }
    // digit_list numbers bits from 1, which is how people number rows and columns.
    step.text = step.technique + " on " + char('0' + digit) + " in " + line_list(base == 0, based) +
                " (" + line_list(base != 0, covered) + "): " + elimination_text(step.eliminations) +
                ".";
    found = std::move(step);
    return true;
  });
  return found;
}

}  // namespace

Found find_fish(const Board& board, int size) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int base : {0, 9}) {
      if (Found step = find_fish_on(board, size, digit, base)) return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
