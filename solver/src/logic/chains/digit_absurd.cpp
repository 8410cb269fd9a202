#include "digit_absurd.hpp"

#include <array>
#include <bit>
#include <cstdint>

#include "implications.hpp"

namespace sudoku::logic {
namespace {

CellSet single_cell(int cell) {
  CellSet set;
  set.add(cell);
  return set;
}
bool single(const CellSet& set) {
  return !set.empty() && !set.more_than_one();
}

// One digit's places, and its places in each unit.
struct DigitPlaces {
  CellSet all;
  std::array<CellSet, 27> in_unit;
};

// Whether assuming `cell` on (or off) leads to a contradiction among the digit's places. Each
// round follows the places that came on or went off in the last one: the new ons' peers go
// off, and a unit that lost a place may be down to its last.
bool absurd(const DigitPlaces& places, int cell, bool on) {
  CellSet ons;
  CellSet offs;
  CellSet new_ons;
  CellSet new_offs;
  (on ? new_ons : new_offs).add(cell);
  while (!new_ons.empty() || !new_offs.empty()) {
    new_ons.for_each([&](int q) { new_offs = new_offs | (peer_sets()[q] & places.all); });
    ons = ons | new_ons;
    new_ons = {};
    new_offs = new_offs.minus(offs);
    if (!(new_offs & ons).empty()) return true;
    offs = offs | new_offs;
    std::uint32_t units = 0;  // bit u: unit u lost a place
    new_offs.for_each(
        [&](int c) { units |= 1u << row_unit(c) | 1u << column_unit(c) | 1u << box_unit(c); });
    new_offs = {};
    for (; units; units &= units - 1) {
      const CellSet& unit = places.in_unit[std::size_t(std::countr_zero(units))];
      if (!unit.more_than_one()) continue;  // one place: no link
      const CellSet left = unit.minus(offs);
      if (left.empty()) return true;
      if (single(left) && (left & ons).empty()) new_ons = new_ons | left;
    }
  }
  return false;
}

// The digit's places, by unit and in all.
DigitPlaces places_of(const Board& board, int digit) {
  DigitPlaces places;
  for (int unit = 0; unit < 27; ++unit) {
    for (int cell : kUnitCells[unit]) {
      if (board.candidates[cell] & bit_of(digit)) places.in_unit[std::size_t(unit)].add(cell);
    }
    places.all = places.all | places.in_unit[std::size_t(unit)];
  }
  return places;
}

// Sets the marks of the digit's places (`places`, of the digit on `board`).
void mark(const Board& board, int digit, const DigitPlaces& places,
          std::bitset<kPotentials>& marked) {
  places.all.for_each([&](int cell) {
    if (count_of(board.candidates[cell]) < 2) return;  // the search assumes no naked single
    if (absurd(places, cell, true)) marked.set(std::size_t(potential(cell, digit, true)));
    // Off, the place implies something only in a unit where it is one of two.
    bool linked = false;
    for (int unit : chain_unit_order(cell)) {
      const CellSet& here = places.in_unit[std::size_t(unit)];
      linked = linked || (here.more_than_one() && single(here.minus(single_cell(cell))));
    }
    if (linked && absurd(places, cell, false)) {
      marked.set(std::size_t(potential(cell, digit, false)));
    }
  });
}

}  // namespace

std::bitset<kPotentials> digit_contradictions(const Board& board) {
  std::bitset<kPotentials> marked;
  for (int digit = 1; digit <= 9; ++digit) mark(board, digit, places_of(board, digit), marked);
  return marked;
}

const std::bitset<kPotentials>& DigitContradictions::of(const Board& board) {
  for (int digit = 1; digit <= 9; ++digit) {
    const DigitPlaces places = places_of(board, digit);
    Key key{places.all, {}};
    places.all.for_each([&](int cell) {
      if (count_of(board.candidates[cell]) < 2) key.singles.add(cell);
    });
    if (known_[std::size_t(digit)] && keys_[std::size_t(digit)] == key) continue;
    for (int cell = 0; cell < 81; ++cell) {
      marked_.reset(std::size_t(potential(cell, digit, false)));
      marked_.reset(std::size_t(potential(cell, digit, true)));
    }
    mark(board, digit, places, marked_);
    keys_[std::size_t(digit)] = key;
    known_[std::size_t(digit)] = true;
  }
  return marked_;
}

}  // namespace sudoku::logic
