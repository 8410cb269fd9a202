// sudoku-wasm: the public interface of the solver library.
//
// A pure C++20 library: no I/O, no exceptions thrown, no global mutable state, so every
// function is reentrant and the same code builds natively and for WebAssembly.
//
// Cells are numbered 0..80 in reading order: cell = 9 * row + column (row, column 0..8),
// and printed to people in r1c1 notation (1-based): cell 2 is "r1c3".
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// One digit per cell: 1..9 for a digit, 0 for an empty cell.
using Grid = std::array<std::uint8_t, 81>;

// The one status vocabulary used by the library, the CLI, the JS API and the page.
enum class Status {
  unique,     // exactly one solution (returned)
  multiple,   // two or more solutions: the first is returned, `count` is capped at the limit
  none,       // the givens are consistent but no grid completes them
  invalid,    // two givens clash in a row, column or box (never reported as `none`)
  malformed,  // the text is not a puzzle (see parse())
  aborted,    // the step budget ran out before the answer was known
};

// "unique", "multiple", ...: the word used in every output.
std::string_view status_name(Status status);

// ---- Parsing ---------------------------------------------------------------------------
//
// parse() accepts two forms; surrounding blank lines and trailing spaces are ignored.
//   1. One line of 81 cells in reading order.
//   2. A grid picture: 9 lines of 9 cells, as the tutorials print them, e.g.
//        3 . 6 | 5 . 8 | 4 . .
//        ------+-------+------
//      Cells may be separated by spaces; `|` separates boxes; lines made only of `-`, `+`,
//      `|` and spaces (box borders) are skipped, as are blank lines between rows.
// In both, '1'..'9' is a given and '.' or '0' an empty cell. Anything else is `malformed`,
// and the message names the line, column and character, or how many cells were found.
struct ParseResult {
  bool ok = false;
  Grid grid{};
  std::string message;  // empty when ok
};
// Line numbers in messages: 64-bit, as a file may hold more than 2^31 lines.
using LineNumber = std::int64_t;
// `first_line` is the number messages give the text's first line (for text cut from a file).
ParseResult parse(std::string_view text, LineNumber first_line = 1);

// The 81-character form, '.' for empty cells.
std::string to_line(const Grid& grid);
// The tutorials' 9x9 picture: digits separated by spaces, one row per line, '.' for empty.
std::string to_picture(const Grid& grid);
// "r1c3" for cell 2.
std::string cell_name(int cell);
// "row 5", "column 3", "box 7" for the units 4, 11 and 24 (see unit_number below).
std::string unit_name(int unit);
// `text` made safe to quote in a message: printable ASCII and well-formed UTF-8 as they are,
// every other byte (control characters, invalid UTF-8) as \xNN. Messages are valid UTF-8.
std::string printable(std::string_view text);

// ---- Validation ------------------------------------------------------------------------

// A unit is a row, column or box: a kind and an index 0..8 (boxes in reading order), or one
// number 0..26, rows 0..8, columns 9..17, boxes 18..26, as the logical solver's steps give them
// (logic.hpp) and unit_name reads them. unit_number is the one relation between the two.
enum class Unit { row, column, box };
// The kinds' words, in the enum's order ("row 5" is unit_name's).
inline constexpr std::string_view kUnitKindNames[] = {"row", "column", "box"};
constexpr int unit_number(Unit kind, int index) {
  return 9 * int(kind) + index;
}

// Two givens with the same digit in one unit: its kind and index, or its number 0..26.
struct Conflict {
  int cell_a = 0;  // the earlier cell in reading order
  int cell_b = 0;
  Unit unit = Unit::row;
  int index = 0;
  int unit_number() const { return sudoku::unit_number(unit, index); }
};

// Every clashing pair, in the order rows, columns, boxes; empty when the givens are consistent.
std::vector<Conflict> find_conflicts(const Grid& grid);
// "r1c3 and r1c7 are both 5 (row 1)".
std::string describe(const Conflict& conflict, const Grid& grid);
// The message for a grid's clashes: the first described, and how many other pairs of cells
// clash ("... (row 1) and 2 more clashes"); a pair sharing a row and a box counts once.
// `conflicts` is find_conflicts(grid), not empty.
std::string describe(const std::vector<Conflict>& conflicts, const Grid& grid);

// ---- Solving ---------------------------------------------------------------------------

enum class Algorithm {
  fast,      // candidate bitboards, singles + locked candidates, fewest-candidates guessing
  textbook,  // the tutorials' backtracking: first empty cell, digits 1..9, check, recurse, undo
};

struct SolveOptions {
  Algorithm algorithm = Algorithm::fast;
  // Stop counting once this many solutions are found. The default 2 is enough to tell
  // `unique` from `multiple`; values below 2 are taken as 2, since a status must know that.
  std::uint64_t limit = 2;
  // Work allowed before the answer is `aborted`: search nodes for `fast`, placements for
  // `textbook`. 0 means the default below.
  std::uint64_t budget = 0;
};

inline constexpr std::uint64_t default_fast_budget = 10'000'000;       // nodes
inline constexpr std::uint64_t default_textbook_budget = 100'000'000;  // placements

// Counters of the work done. `fast` fills nodes and guesses; `textbook` fills placements
// (digits written) and backtracks (digits taken back).
struct Stats {
  std::uint64_t nodes = 0;    // search states visited, the root included
  std::uint64_t guesses = 0;  // digits tried at branching cells
  std::uint64_t placements = 0;
  std::uint64_t backtracks = 0;
};

struct SolveResult {
  Status status = Status::malformed;
  Grid solution{};                  // meaningful for `unique` and `multiple`
  std::uint64_t count = 0;          // solutions found, at most the limit
  bool complete = false;            // the search ran to its end below the limit: count is exact
  std::string message;              // always set: a sentence for people
  std::vector<Conflict> conflicts;  // set for `invalid`
  Stats stats;

  bool solved() const { return status == Status::unique || status == Status::multiple; }
};

// Validates, then searches. Never reports `none` for clashing givens.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});
// parse() + solve(): `malformed` with parse()'s message when the text is not a puzzle.
// `first_line` numbers the text's lines in messages, as for parse().
SolveResult solve(std::string_view text, const SolveOptions& options = {},
                  LineNumber first_line = 1);

// The first solution only, without looking for a second: what published solver benchmarks
// time. False when there is none, the givens clash, or the budget (0: default) ran out;
// `aborted`, when given, tells the last case from the others, so that a caller can say why
// without searching again.
bool solve_first(const Grid& puzzle, Grid& solution, Stats* stats = nullptr,
                 std::uint64_t budget = 0, bool* aborted = nullptr);
// The first two solutions the fast search finds (the first is solve()'s), to show how a puzzle
// that is not unique differs: `count` of them found (0 to 2), `first` set from 1, `second` at 2;
// `aborted` when the budget (search nodes, 0: the default) ran out first. Clashing givens have
// none (count 0), as for solve_first.
struct TwoSolutions {
  int count = 0;
  bool aborted = false;
  Grid first{};
  Grid second{};
};
TwoSolutions first_two_solutions(const Grid& puzzle, std::uint64_t budget = 0);
// solve()'s message for a search that found no solution in givens that do not clash (clashes
// are describe()'s): when `aborted`, "gave up after 1000 search nodes without finding a
// solution" (`budget` in the algorithm's unit: search nodes, or placements for textbook); else
// "no solution: the givens do not clash, but no grid completes them". For solve_first's callers,
// who word its answer as solve() would.
std::string no_solution_message(Algorithm algorithm, std::uint64_t budget, bool aborted);

// True when `solution` is a complete valid grid that keeps every given of `puzzle`.
bool is_solution_of(const Grid& solution, const Grid& puzzle);

}  // namespace sudoku
