// Basic fish: X-Wing, Swordfish and Jellyfish.
//
// If a digit's places in k rows (the base) lie in k columns (the cover), those k rows hold
// the digit's k copies of those columns, so it goes nowhere else in the columns. The same
// with rows and columns swapped.
#include <bit>
#include <optional>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr std::string_view kFishNames[5] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
constexpr int kFishRatings[5] = {0, 0, 32, 38, 52};

std::string line_list(bool rows, Mask lines) {
  return std::string(rows ? "rows " : "columns ") + digit_list(lines);
}

// The count of each digit placed on the board.
std::array<int, 10> placed_counts(const Board& board) {
  std::array<int, 10> counts{};
  for (std::uint8_t digit : board.value) ++counts[digit];
  return counts;
}

Step fish_step(const Board& board, int size, int digit, int base, Mask based, Mask covered) {
  const int cover = base == 0 ? 9 : 0;
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
  for (int line = 0; line < 9; ++line) {
    if (based & (1u << line)) step.units.push_back(base + line);
  }
  for (int line = 0; line < 9; ++line) {
    if (covered & (1u << line)) step.units.push_back(cover + line);
  }
  // digit_list numbers bits from 1, which is how people number rows and columns.
  step.text = step.technique + " on " + char('0' + digit) + " in " + line_list(base == 0, based) +
              " (" + line_list(base != 0, covered) + "): " + elimination_text(step.eliminations) +
              ".";
  return step;
}

}  // namespace

bool for_each_fish(const Board& board, const Places& places, int size,
                   const std::function<bool(const Fish&)>& each, Mask digits_wanted) {
  const std::array<int, 10> placed = placed_counts(board);
  for (int base : {9, 0}) {
    // Per digit, the base lines that can be a fish's (a line mask, bit i for line base + i):
    // those that hold it in two places or more, and no more than `size` (the cover lines hold
    // all of them). The digits with at least `size` such lines, and room for two places in
    // each of `size` lines.
    std::array<Mask, 10> lines{};
    std::array<int, 9> digits{};
    int n = 0;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!(digits_wanted & bit_of(digit)) || placed[digit] + 2 * size > 9) continue;
      for (int line = 0; line < 9; ++line) {
        const int count = count_of(places(base + line, digit));
        if (count >= 2 && count <= size) lines[digit] |= Mask(1u << line);
      }
      if (count_of(lines[digit]) >= size) digits[std::size_t(n++)] = digit;
    }
    if (n == 0) continue;
    // The sets of base lines in Sudoku Explainer's order (increasing as binary numbers), then
    // the digits.
    for (unsigned based = (1u << size) - 1; based < 512; based = next_combination(based)) {
      for (int i = 0; i < n; ++i) {
        const int digit = digits[std::size_t(i)];
        if (based & ~unsigned(lines[digit])) continue;
        Fish fish{digit, base, Mask(based), 0};
        for (unsigned rest = based; rest; rest &= rest - 1) {
          fish.covered |= places(base + std::countr_zero(rest), digit);
        }
        if (count_of(fish.covered) == size && each(fish)) return true;
      }
    }
  }
  return false;
}

// Whether the fish removes anything: its digit has a place in a cover line off the base lines.
bool removes(const Places& places, const Fish& fish) {
  const int cover = fish.base == 0 ? 9 : 0;
  for (Mask lines = fish.covered; lines; lines &= lines - 1) {
    if (places(cover + lowest_index(lines), fish.digit) & ~fish.based) return true;
  }
  return false;
}

Found find_fish(const Board& board, int size) {
  return find_fish(board, Places(board), size);
}

Found find_fish(const Board& board, const Places& places, int size, Mask digits) {
  // The first fish that removes anything in for_each_fish's order (its base lines as an
  // increasing binary number, then its digit), found per digit: each digit's sets of base
  // lines come in that order from any_tight_set (which skips the sets whose cover lines
  // already number more than `size`), so a digit stops at its first fish that removes, or at
  // a set no earlier than the best fish so far.
  const std::array<int, 10> placed = placed_counts(board);
  for (int base : {9, 0}) {
    std::optional<Fish> best;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!(digits & bit_of(digit)) || placed[digit] + 2 * size > 9) continue;
      int lines[9];
      Mask where[9];
      int n = 0;
      for (int line = 0; line < 9; ++line) {
        const Mask places_of = places(base + line, digit);
        const int count = count_of(places_of);
        if (count >= 2 && count <= size) {
          lines[n] = line;
          where[n++] = places_of;
        }
      }
      any_tight_set(where, n, size, [&](unsigned chosen, Mask covered) {
        Fish fish{digit, base, 0, covered};
        for (; chosen; chosen &= chosen - 1) {
          fish.based |= Mask(1u << lines[std::countr_zero(chosen)]);
        }
        if (best && best->based <= fish.based) return true;
        if (!removes(places, fish)) return false;
        best = fish;
        return true;
      });
    }
    // A fish that removes makes a step with eliminations: its digit is in a cover line off
    // the base lines.
    if (best) return fish_step(board, size, best->digit, base, best->based, best->covered);
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
