// Private interface between the solve() front end and the two search algorithms.
#pragma once

#include <cstdint>

#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

// What a search found. `first` holds the first solution when count > 0.
struct SearchOutcome {
  std::uint64_t count = 0;
  bool aborted = false;  // the budget ran out before the search was complete
  Grid first{};
  Stats stats;
};

// Both take a grid whose givens do not clash (see find_conflicts) and count solutions,
// stopping at `limit` (>= 1) or when `budget` (>= 1) is spent.
SearchOutcome search_fast(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget);
// The tutorials' check: `digit` is not yet in the row, column or box of `cell`.
bool is_safe(const Grid& grid, int cell, int digit);

SearchOutcome search_textbook(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget);

}  // namespace sudoku::detail
