// The canonical form (sudoku/canon.hpp): the least isomorph of a grid, found row by row.
//
// The result is built one row at a time, as the published minlex canonicalisers build it: the
// search keeps every partial isomorphism whose rows so far are the least any isomorph can
// begin with, and drops the rest as soon as a row shows them worse. The first rows decide
// almost everything: of the 2 x 9 choices of first row, a puzzle keeps a handful, and each
// next row keeps few of their extensions.
//
// A partial isomorphism after k rows (Partial) holds:
//   - the orientation, and the source rows of result rows 0..k-1 (each band of three result
//     rows takes the rows of one source band);
//   - the labels given so far (digit -> 1..9, in order of first appearance in the result);
//   - the columns, as far as rows 0..k-1 tell them apart. A source column with a given in those
//     rows is pinned to its result column. The others are empty in all of them, so any order of
//     them gives the same rows: they stay free, and are placed by later rows. Likewise a stack
//     with no given yet is free.
//
// The free ones always come first: within a slot (the three result columns of a stack), the
// free columns take its first positions, and the free stacks take the first slots. A row keeps
// it so, since the least row puts what it leaves empty first:
//
//     slot:       0           1           2
//              free stack  stack 2     stack 0       column_at = [- - -  - 7 6  - - 1]
//              - - -       - 7 6       - - 1         stack_at  = [-  2  0]
//                          ^ free      ^ ^ free      ("-" is kFree)
//
// Extending a partial isomorphism by a source row places the row's cells for the least result
// row (RowSearch): a free stack with no given in the row stays free and first; the others take
// the remaining free slots, fewest givens first (000 < 00x < 0xy < xyz); within a slot the
// free columns the row leaves empty stay free and first, then its givens follow, the least
// label first. An old digit has its label; a new one gets the next label, which is more than
// any old one, so several new digits tie: each order is a branch, since later rows tell them
// apart. Choices between stacks with as many givens are branches too.
//
// The orders of tied digits all give the same row (a digit is in a row once), so each level
// first probes every extension with one order only, which finds the least row, and then
// branches only the extensions that reach it. (Givens that clash would break this: two equal
// digits in a row tie on an old label. They have no canonical form here; the edges refuse them
// before, as solve() does.)
//
// A full grid would be the costly case: its first row is 123456789 whatever the columns' order,
// so all 1,296 orders would tie after it (2 x 9 x 1,296 partials) for the second row to sort.
// So its first two rows are placed together (GridStart): a digit's label is then the result
// column of its place in the first row, and the second row gives each source column its result
// column only when it first needs one, the least left, so that only the second row's own
// choices branch.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/canon.hpp"

namespace sudoku {
namespace {

constexpr std::uint8_t kFree = 0xff;
constexpr std::uint8_t kAboveAnyLabel = 10;

struct Partial {
  std::uint8_t transposed = 0;
  std::uint8_t next_label = 1;         // the label the next new digit gets
  std::uint16_t used_rows = 0;         // bit r: source row r is placed
  std::array<std::uint8_t, 9> rows{};  // source row of each placed result row
  // The source column at each result column, or kFree; the source stack at each slot, or kFree.
  std::array<std::uint8_t, 9> column_at{kFree, kFree, kFree, kFree, kFree,
                                        kFree, kFree, kFree, kFree};
  std::array<std::uint8_t, 3> stack_at{kFree, kFree, kFree};
  std::array<std::uint8_t, 10> label{};  // by digit; 0: no label yet (label[0] stays 0: empty)
};

// Up to three source columns of one stack.
struct Columns {
  std::array<std::uint8_t, 3> column{};
  int size = 0;
  void add(int c) { column[size++] = std::uint8_t(c); }
  Columns without(int i) const {
    Columns rest = *this;
    rest.column[i] = rest.column[--rest.size];
    return rest;
  }
};

// The label digit `digit` has or would get in `partial` (0 for an empty cell).
std::uint8_t peek(const Partial& partial, int digit) {
  if (!digit) return 0;
  return partial.label[digit] ? partial.label[digit] : partial.next_label;
}
// The same, giving a new digit its label.
std::uint8_t take(Partial& partial, int digit) {
  if (digit && !partial.label[digit]) partial.label[digit] = partial.next_label++;
  return partial.label[digit];
}

// A level's least result row so far (`best`, all kAboveAnyLabel before the first) and the
// partial isomorphisms that give it (`children`), as a search writes rows into row_. A probe
// (`probing`) finds the least row and keeps no child.
class LeastRow {
 public:
  bool probing = false;

 protected:
  LeastRow(std::array<std::uint8_t, 9>& best, std::vector<Partial>& children)
      : best_(best), children_(children) {}

  // Writes the row's value at `position`; false when the row so far is more than the best.
  bool emit(int position, std::uint8_t value) {
    row_[position] = value;
    for (int p = 0; p <= position; ++p) {
      if (row_[p] != best_[p]) return row_[p] < best_[p];
    }
    return true;
  }

  // A whole row written: `child` gives the best row, or a row less than it.
  void finish(const Partial& child) {
    if (row_ != best_) {  // less: emit() let no greater row through
      best_ = row_;
      children_.clear();
    }
    if (!probing) children_.push_back(child);
  }

 private:
  std::array<std::uint8_t, 9>& best_;
  std::vector<Partial>& children_;
  std::array<std::uint8_t, 9> row_{};
};

// The least result rows a level's partial isomorphisms can take next, and those that take
// them: each call of extend() adds the children of one partial and one source row.
class RowSearch : LeastRow {
 public:
  RowSearch(const std::array<Grid, 2>& oriented, std::array<std::uint8_t, 9>& best,
            std::vector<Partial>& children)
      : LeastRow(best, children), oriented_(oriented) {}
  using LeastRow::probing;

  void extend(const Partial& parent, int level, int source_row) {
    parent_ = &parent;
    values_ = oriented_[parent.transposed].data() + 9 * source_row;
    // The free stacks: those with no given in this row keep the first slots; the others follow,
    // fewest givens first.
    free_empty_ = 0;
    for (int stack = 0; stack < 3; ++stack) {
      givens_in_[stack] = -1;  // not free
      if (std::find(parent.stack_at.begin(), parent.stack_at.end(), stack) != parent.stack_at.end())
        continue;
      givens_in_[stack] = 0;
      for (int c = 3 * stack; c < 3 * stack + 3; ++c) givens_in_[stack] += values_[c] != 0;
      free_empty_ += givens_in_[stack] == 0;
    }
    int given = 0;
    for (int count = 1; count <= 3; ++count)
      for (int stack = 0; stack < 3; ++stack)
        if (givens_in_[stack] == count) wanted_[given++] = count;
    Partial child = parent;
    child.rows[level] = std::uint8_t(source_row);
    child.used_rows = std::uint16_t(child.used_rows | 1u << source_row);
    fill_slot(0, child, 0);
  }

 private:
  // Places slot `slot` and the ones after it. `chosen`: the free stacks given a slot so far.
  void fill_slot(int slot, const Partial& child, unsigned chosen) {
    if (slot == 3) return finish(child);
    const int base = 3 * slot;
    if (parent_->stack_at[slot] != kFree) {
      // A placed stack: its free columns (the slot's first ones) the row leaves empty, then
      // those it fills, then the pinned ones.
      const int stack = parent_->stack_at[slot];
      Columns givens;
      int empty = 0;
      for (int c = 3 * stack; c < 3 * stack + 3; ++c) {
        const auto* slot_columns = parent_->column_at.data() + base;
        if (std::find(slot_columns, slot_columns + 3, c) != slot_columns + 3) continue;
        if (values_[c]) {
          givens.add(c);
        } else {
          ++empty;
        }
      }
      for (int i = 0; i < empty; ++i)
        if (!emit(base + i, 0)) return;
      return place_givens(slot, base + empty, givens, child, chosen);
    }
    if (slot < free_empty_) {  // a free stack the row leaves empty: it stays free
      for (int i = 0; i < 3; ++i)
        if (!emit(base + i, 0)) return;
      return fill_slot(slot + 1, child, chosen);
    }
    // A free stack with givens in the row: each with as many givens as this slot wants is a
    // branch; its empty columns stay free and first.
    const int wanted = wanted_[slot - free_empty_];
    for (int i = 0; i < 3 - wanted; ++i)
      if (!emit(base + i, 0)) return;
    for (int stack = 0; stack < 3; ++stack) {
      if ((chosen >> stack & 1) || givens_in_[stack] != wanted) continue;
      Partial next = child;
      next.stack_at[slot] = std::uint8_t(stack);
      Columns givens;
      for (int c = 3 * stack; c < 3 * stack + 3; ++c)
        if (values_[c]) givens.add(c);
      place_givens(slot, base + 3 - wanted, givens, next, chosen | 1u << stack);
    }
  }

  // Places `givens` (free columns the row fills) from `position` on, least label first, then
  // the slot's pinned columns, then the next slots.
  void place_givens(int slot, int position, const Columns& givens, const Partial& child,
                    unsigned chosen) {
    if (givens.size == 0) {
      Partial next = child;
      for (int p = position; p < 3 * slot + 3; ++p)
        if (!emit(p, take(next, values_[next.column_at[p]]))) return;
      return fill_slot(slot + 1, next, chosen);
    }
    std::uint8_t least = kAboveAnyLabel;
    for (int i = 0; i < givens.size; ++i)
      least = std::min(least, peek(child, values_[givens.column[i]]));
    if (!emit(position, least)) return;
    for (int i = 0; i < givens.size; ++i) {
      if (peek(child, values_[givens.column[i]]) != least) continue;
      Partial next = child;
      next.column_at[position] = givens.column[i];
      take(next, values_[givens.column[i]]);
      place_givens(slot, position + 1, givens.without(i), next, chosen);
      if (probing) return;  // the other orders give the same row
    }
  }

  const std::array<Grid, 2>& oriented_;
  const Partial* parent_ = nullptr;
  const std::uint8_t* values_ = nullptr;  // the source row's cells, by source column
  std::array<int, 3> givens_in_{};        // by stack: its givens in the row, -1 if not free
  std::array<int, 3> wanted_{};           // givens of the free stacks with some, ascending
  int free_empty_ = 0;                    // free stacks with no given in the row
};

// A full grid's first two result rows (see the top): for each orientation, first source row
// and second source row of its band, the least second row and the partials that give it, with
// every column placed and every digit labelled.
class GridStart : LeastRow {
 public:
  GridStart(const std::array<Grid, 2>& oriented, std::array<std::uint8_t, 9>& best,
            std::vector<Partial>& children)
      : LeastRow(best, children), oriented_(oriented) {}

  void extend(int transposed, int first, int second) {
    const std::uint8_t* top = oriented_[transposed].data() + 9 * first;
    for (int c = 0; c < 9; ++c) column_in_first_[top[c]] = std::uint8_t(c);
    second_ = oriented_[transposed].data() + 9 * second;
    Partial start;
    start.transposed = std::uint8_t(transposed);
    start.rows[0] = std::uint8_t(first);
    start.rows[1] = std::uint8_t(second);
    start.used_rows = std::uint16_t(1u << first | 1u << second);
    place(0, start);
  }

 private:
  // Result column `position` of the second row, and the ones after it.
  void place(int position, const Partial& partial) {
    if (position == 9) return finish(labelled(partial));
    const int slot = position / 3;
    if (partial.stack_at[slot] == kFree) {  // each stack without a slot may take this one
      for (int stack = 0; stack < 3; ++stack) {
        if (std::find(partial.stack_at.begin(), partial.stack_at.end(), stack) !=
            partial.stack_at.end())
          continue;
        Partial next = partial;
        next.stack_at[slot] = std::uint8_t(stack);
        place_column(position, next);
      }
      return;
    }
    place_column(position, partial);
  }

  void place_column(int position, const Partial& partial) {
    if (partial.column_at[position] != kFree) {
      Partial next = partial;
      if (emit(position, label_of(next, partial.column_at[position]))) place(position + 1, next);
      return;
    }
    const int stack = partial.stack_at[position / 3];
    for (int c = 3 * stack; c < 3 * stack + 3; ++c) {
      if (std::find(partial.column_at.begin(), partial.column_at.end(), c) !=
          partial.column_at.end())
        continue;
      Partial next = partial;
      next.column_at[position] = std::uint8_t(c);
      if (emit(position, label_of(next, c))) place(position + 1, next);
    }
  }

  // The label of the second row's digit in source column `column`: 1 + the result column of
  // its place in the first row, which gets the least one left when it has none yet (its
  // stack, the first slot left, when that has none either).
  std::uint8_t label_of(Partial& partial, int column) {
    const int source = column_in_first_[second_[column]];
    auto* at = std::find(partial.column_at.begin(), partial.column_at.end(), source);
    if (at == partial.column_at.end()) {
      auto* slot = std::find(partial.stack_at.begin(), partial.stack_at.end(), source / 3);
      if (slot == partial.stack_at.end()) {
        slot = std::find(partial.stack_at.begin(), partial.stack_at.end(), kFree);
        *slot = std::uint8_t(source / 3);
      }
      auto* first = partial.column_at.begin() + 3 * (slot - partial.stack_at.begin());
      at = std::find(first, first + 3, kFree);
      *at = std::uint8_t(source);
    }
    return std::uint8_t(at - partial.column_at.begin() + 1);
  }

  // The labels the placed columns give the first row's digits: 1..9 in result order.
  Partial labelled(const Partial& partial) const {
    Partial result = partial;
    for (int position = 0; position < 9; ++position) {
      const std::uint8_t* top = oriented_[partial.transposed].data() + 9 * partial.rows[0];
      result.label[top[partial.column_at[position]]] = std::uint8_t(position + 1);
    }
    result.next_label = kAboveAnyLabel;
    return result;
  }

  const std::array<Grid, 2>& oriented_;
  std::array<std::uint8_t, 10> column_in_first_{};  // by digit: its source column in the first row
  const std::uint8_t* second_ = nullptr;            // the second row's cells, by source column
};

// Whether choosing source row `row` next is choosing an earlier one in disguise: it is empty,
// and so is an earlier row of its band not placed yet, or (`band_first`: it would open a band)
// its whole band is empty, and so is an earlier band not placed yet. Swapping the two is an
// automorphism of the grid, so both choices lead to the same rows: only the first is searched
// (which spares a near-empty puzzle thousands of equal partials).
bool swaps_with_earlier(const Grid& grid, unsigned used_rows, int row, bool band_first) {
  const auto empty = [&](int r) {
    return std::all_of(grid.begin() + 9 * r, grid.begin() + 9 * r + 9, [](auto v) { return !v; });
  };
  if (!empty(row)) return false;
  for (int earlier = row / 3 * 3; earlier < row; ++earlier)
    if (!(used_rows >> earlier & 1) && empty(earlier)) return true;
  if (!band_first || !empty(row / 3 * 3 + (row + 1) % 3) || !empty(row / 3 * 3 + (row + 2) % 3))
    return false;
  for (int band = 0; band < row / 3; ++band)
    if (!(used_rows >> (3 * band) & 7) && empty(3 * band) && empty(3 * band + 1) &&
        empty(3 * band + 2))
      return true;
  return false;
}

// The whole isomorphism of a partial one with all rows placed: the free stacks and columns (empty
// everywhere) take the places left in increasing order, and so do the missing digits' labels.
Transform complete(const Partial& partial) {
  Transform transform;
  transform.transpose = partial.transposed != 0;
  transform.rows = partial.rows;
  std::array<std::uint8_t, 3> stack_at = partial.stack_at;
  int next_stack = 0;
  for (std::uint8_t& stack : stack_at) {
    if (stack != kFree) continue;
    while (std::find(stack_at.begin(), stack_at.end(), next_stack) != stack_at.end()) ++next_stack;
    stack = std::uint8_t(next_stack);
  }
  for (int slot = 0; slot < 3; ++slot) {
    const auto* placed = partial.column_at.data() + 3 * slot;
    int next_column = 3 * stack_at[slot];
    for (int i = 0; i < 3; ++i) {
      std::uint8_t column = placed[i];
      if (column == kFree) {
        while (std::find(placed, placed + 3, next_column) != placed + 3) ++next_column;
        column = std::uint8_t(next_column++);
      }
      transform.columns[3 * slot + i] = column;
    }
  }
  std::uint8_t next_label = partial.next_label;
  for (int digit = 1; digit <= 9; ++digit) {
    transform.digits[digit] = partial.label[digit] ? partial.label[digit] : next_label++;
  }
  return transform;
}

}  // namespace

std::optional<Canonical> canonical_form(const Grid& grid) {
  if (!find_conflicts(grid).empty()) return std::nullopt;
  std::array<Grid, 2> oriented{grid, grid};
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) oriented[1][9 * r + c] = grid[9 * c + r];

  std::vector<Partial> partials(2), children;
  partials[1].transposed = 1;
  std::array<std::uint8_t, 9> best{};
  best.fill(kAboveAnyLabel);
  int level = 0;
  if (std::find(grid.begin(), grid.end(), 0) == grid.end()) {
    GridStart start(oriented, best, partials);
    partials.clear();
    for (int transposed = 0; transposed < 2; ++transposed)
      for (int first = 0; first < 9; ++first)
        for (int second = first / 3 * 3; second < first / 3 * 3 + 3; ++second)
          if (second != first) start.extend(transposed, first, second);
    level = 2;
  }
  RowSearch search(oriented, best, children);
  for (; level < 9; ++level) {
    best.fill(kAboveAnyLabel);
    children.clear();
    for (const bool probing : {true, false}) {
      search.probing = probing;
      for (const Partial& partial : partials) {
        // A band's first row may come from any band not placed yet; the next two from its band.
        const int band = level % 3 ? partial.rows[level - 1] / 3 : -1;
        for (int row = 0; row < 9; ++row) {
          if (partial.used_rows >> row & 1) continue;
          if (band >= 0 ? row / 3 != band : (partial.used_rows >> (row / 3 * 3) & 7) != 0) continue;
          if (swaps_with_earlier(oriented[partial.transposed], partial.used_rows, row, band < 0))
            continue;
          search.extend(partial, level, row);
        }
      }
    }
    partials.swap(children);
  }
  Canonical result;
  result.transform = complete(partials.front());
  result.grid = apply_transform(result.transform, grid);
  return result;
}

CanonicalResult canonical_form(std::string_view text, LineNumber first_line) {
  CanonicalResult result;
  const ParseResult parsed = parse(text, first_line);
  if (!parsed.ok) {
    result.status = Status::malformed;
    result.message = parsed.message;
    return result;
  }
  result.puzzle = parsed.grid;
  result.conflicts = find_conflicts(parsed.grid);
  if (!result.conflicts.empty()) {
    result.status = Status::invalid;
    result.message = describe(result.conflicts, parsed.grid);
    return result;
  }
  result.canonical = *canonical_form(parsed.grid);
  result.message = "the least of the puzzle's isomorphs";
  return result;
}

}  // namespace sudoku
