// The base lines of a fish with fins, for finned_fish.cpp and kraken_fish.cpp.
#pragma once

#include <array>
#include <cstddef>

#include "../logic/board.hpp"

namespace sudoku::teach {

using logic::Mask;

// `size` base lines (rows, or columns) of a digit: `bases` their indices, `where` each one's
// places of the digit (a mask of positions along the line), `based` the bases as a mask of
// lines, `all` the union of `where`: the positions the cover lines must hold, or leave as fins.
struct FishBases {
  std::array<int, 4> bases;
  std::array<Mask, 4> where;
  Mask based;
  Mask all;
};

// Calls visit(const FishBases&) for every `size` rows (`rows`), or columns, where `digit` has
// places in each, spread over more than `size` positions (within `size` it is a basic fish,
// fish.cpp's, or none); visit returns true to stop, and so does this then.
template <typename Visit>
bool any_finned_bases(const logic::Places& places, int size, int digit, bool rows, Visit visit) {
  const int base_unit = rows ? 0 : 9;
  return logic::any_combination(9, size, [&](const std::array<int, 4>& bases) {
    FishBases fish{bases, {}, 0, 0};
    for (int i = 0; i < size; ++i) {
      const std::size_t at = std::size_t(i);
      fish.where[at] = places(base_unit + bases[at], digit);
      if (!fish.where[at]) return false;
      fish.based |= Mask(1u << bases[at]);
      fish.all |= fish.where[at];
    }
    if (logic::count_of(fish.all) <= size) return false;
    return visit(fish);
  });
}

}  // namespace sudoku::teach
