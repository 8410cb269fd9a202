// Singles: the full house, the hidden single and the naked single.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

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

// The cells holding `value` (0: the empty cells), as a set, eight cells a step. In a word of
// eight cells (little-endian: cell at + i in byte i), the bytes equal to `value` become 0, and
// ~(((w & 0x7f..) + 0x7f..) | w | 0x7f..) marks exactly those with their high bit (no byte
// carries into the next); the multiply gathers those bits, byte i's to bit 56 + i.
CellSet cells_holding(const Grid& value_of, int value) {
  constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7full;
  const std::uint64_t spread = 0x0101010101010101ull * std::uint64_t(value);
  std::array<std::uint64_t, 2> bits{};
  for (int at = 0; at < 80; at += 8) {
    std::uint64_t word;
    std::memcpy(&word, value_of.data() + at, sizeof word);
    word ^= spread;
    const std::uint64_t zero = ~(((word & kLow7) + kLow7) | word | kLow7);
    bits[std::size_t(at / 64)] |= ((zero >> 7) * 0x0102040810204080ull) >> 56 << (at % 64);
  }
  if (value_of[80] == value) bits[1] |= std::uint64_t(1) << 16;
  return {bits[0], bits[1]};
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
  // An empty cell's cause is the first of its peers that holds the digit (cause_of's).
  const CellSet placed = cells_holding(board.value, digit);
  for (int other : kUnitCells[unit]) {
    if (other == cell || board.value[other]) continue;
    const CellSet seen = peer_sets()[other] & placed;
    const int cause = seen.low    ? std::countr_zero(seen.low)
                      : seen.high ? 64 + std::countr_zero(seen.high)
                                  : -1;
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
  // A unit with one empty cell is a full house.
  const CellSet empty = cells_holding(board.value, 0);
  std::array<bool, 27> alone{};
  for (int unit = 0; unit < 27; ++unit) {
    const CellSet in_unit = empty & kUnitSets[unit];
    alone[std::size_t(unit)] = !in_unit.empty() && !in_unit.more_than_one();
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
