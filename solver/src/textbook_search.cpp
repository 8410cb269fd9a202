// The tutorials' backtracking algorithm, exactly as they teach it:
//
//   solve(grid):
//     find the first empty cell in reading order; if there is none, the grid is solved
//     for digit in 1..9:
//       if digit is safe (not in the cell's row, column or 3x3 box):
//         place it, and if solve(grid) succeeds, succeed
//         undo: take the digit back
//     no digit fits: return false
//
// It is the reference the fast solver is tested against and the algorithm the page's "Watch
// the search" shows.
// `placements` counts digits written and `backtracks` digits taken back, up to the first
// solution (the figures the tutorials print); the search then goes on only to tell `unique`
// from `multiple`. Recursion depth is at most 81.
#include "geometry.hpp"
#include "search.hpp"

namespace sudoku::detail {

bool is_safe(const Grid& grid, int cell, int digit) {
  using namespace geometry;
  const int row = row_of(cell), column = column_of(cell), box = box_of(cell);
  for (int i = 0; i < 9; ++i) {
    if (grid[row_cell(row, i)] == digit) return false;
    if (grid[column_cell(column, i)] == digit) return false;
    if (grid[box_cell(box, i)] == digit) return false;
  }
  return true;
}

namespace {

class TextbookSearch {
 public:
  TextbookSearch(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget)
      : grid_(puzzle), limit_(limit), budget_(budget) {}

  // Returns true to stop the whole search (limit reached or budget spent).
  bool run(int from_cell) {
    int cell = from_cell;
    while (cell < 81 && grid_[cell]) ++cell;
    if (cell == 81) return record_solution();
    for (int digit = 1; digit <= 9; ++digit) {
      if (!is_safe(grid_, cell, digit)) continue;
      if (placements_ == budget_) {
        outcome_.aborted = true;
        return true;
      }
      grid_[cell] = std::uint8_t(digit);
      ++placements_;
      if (run(cell + 1)) return true;
      grid_[cell] = 0;
      ++backtracks_;
    }
    return false;
  }

  SearchOutcome finish() {
    if (outcome_.count == 0) freeze_stats();
    return outcome_;
  }

 private:
  bool record_solution() {
    if (outcome_.count++ == 0) {
      outcome_.first = grid_;
      freeze_stats();
    }
    return outcome_.count >= limit_;
  }

  void freeze_stats() {
    outcome_.stats.placements = placements_;
    outcome_.stats.backtracks = backtracks_;
  }

  Grid grid_;
  std::uint64_t limit_;
  std::uint64_t budget_;
  std::uint64_t placements_ = 0;
  std::uint64_t backtracks_ = 0;
  SearchOutcome outcome_;
};

}  // namespace

SearchOutcome search_textbook(const Grid& puzzle, std::uint64_t limit, std::uint64_t budget) {
  TextbookSearch search(puzzle, limit, budget);
  search.run(0);
  return search.finish();
}

}  // namespace sudoku::detail
