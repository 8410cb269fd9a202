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
  Grid second{};  // search_fast only: the second solution, when count > 1 (first_two_solutions)
  Stats stats;
};

// Both count solutions, stopping at `limit` (>= 1) or when `budget` (>= 1) is spent.
// search_fast finds none for clashing givens (each given is the only cell of its digit in its
// row, so a clash empties a row at the root); search_textbook never compares givens, so its
// caller must rule clashes out first (see find_conflicts).
SearchOutcome search_fast(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget);
SearchOutcome search_textbook(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget);

// The tutorials' check: `digit` is not yet in the row, column or box of `cell`.
bool is_safe(const Grid& grid, int cell, int digit);

}  // namespace sudoku::detail
