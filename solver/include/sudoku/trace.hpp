// sudoku-wasm: step-by-step traces of a search, for the page's "Watch the search"
// (web/site/watch/), which shows learners how backtracking works and why a smarter search
// needs far fewer steps.
//
// A trace is produced one step at a time, so any prefix of a search with hundreds of millions
// of steps can be had in constant memory, and stopped at any point.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku {

enum class StepKind : std::uint8_t {
  find,       // a search level picks its cell: the first empty one (textbook) or the one with
              // the fewest candidates (fast); depth is the new level
  try_digit,  // checks whether `digit` fits `cell` (`safe` says whether it does)
  place,      // writes `digit` into `cell` (textbook: a safe digit; fast: a guess)
  undo,       // takes `digit` back out of `cell` (a backtrack)
  fail,       // no digit fits `cell`: this level returns false; depth is the level left
  solved,     // the grid is full: the search stops at its first solution
  propagate,  // fast only: `digit` is forced into `cell` by a single (no guess)
};
// The name of each kind, in the enum's order: the word JS and the page use.
inline constexpr std::string_view kStepKindNames[] = {"find", "try",    "place",    "undo",
                                                      "fail", "solved", "propagate"};

struct SearchStep {
  StepKind kind = StepKind::find;
  bool safe = false;       // for try_digit
  std::uint8_t cell = 0;   // 0..80
  std::uint8_t digit = 0;  // 1..9, 0 for find / fail / solved
  std::uint8_t depth = 0;  // search levels open after this step
};

// Packs a step into 22 bits of a uint32, the form traces cross to JS in:
//   bits 0-2 kind | bit 3 safe | bits 4-10 cell | bits 11-14 digit | bits 15-21 depth
// The layout is written only in kPackedFields: the wasm module exports it, and JS decodes
// with what it exports.
struct PackedField {
  std::string_view name;  // the SearchStep member
  int shift = 0;
  int bits = 0;
};
inline constexpr PackedField kPackedFields[] = {
    {"kind", 0, 3}, {"safe", 3, 1}, {"cell", 4, 7}, {"digit", 11, 4}, {"depth", 15, 7}};
std::uint32_t pack(const SearchStep& step);
SearchStep unpack(std::uint32_t code);

// Running counters of a trace, after the steps produced so far.
struct TraceCounters {
  std::uint64_t steps = 0;
  std::uint64_t placements = 0;  // place + propagate steps
  std::uint64_t backtracks = 0;  // undo steps
};

class Trace {
 public:
  virtual ~Trace() = default;
  // Produces the next step; false once the search has ended.
  bool next(SearchStep& step) {
    if (finished_) return false;
    step = advance();
    return true;
  }
  // True once the last step (`solved`, or `fail` of the top level) has been produced.
  bool finished() const { return finished_; }
  const TraceCounters& counters() const { return counters_; }
  bool found() const { return found_; }
  // The grid as the search has it now (the solution once found).
  const Grid& grid() const { return grid_; }

  // Algorithm::textbook: the tutorials' algorithm, exactly as search_textbook runs it: its
  // placements and backtracks up to `solved` equal solve()'s stats. Algorithm::fast: the same
  // strategy as the fast solver in a form one can watch: propagate naked and hidden singles,
  // then guess on a cell with the fewest candidates. The puzzle's givens must not clash.
  static std::unique_ptr<Trace> start(const Grid& puzzle, Algorithm algorithm);

 protected:
  explicit Trace(const Grid& puzzle) : grid_(puzzle) {}
  // One step of the search; sets finished_ with the last one.
  virtual SearchStep advance() = 0;
  SearchStep emit(StepKind kind, int cell, int digit, int depth, bool safe = false);

  Grid grid_;
  TraceCounters counters_;
  bool found_ = false;
  bool finished_ = false;
};

// A trace read in chunks, as a view plays it: the caller asks for steps [from, from + n) of one
// search, and the cursor keeps the search between reads, so that reading on from where the last
// chunk ended costs only the new steps. A trace is a state machine with no way back: reading
// from an earlier step runs the search again from the start.
class TraceCursor {
 public:
  // The givens must not clash (see find_conflicts).
  TraceCursor(const Grid& puzzle, Algorithm algorithm);

  // Writes the packed steps (pack()) from step `from` on into `out`, as many as fit, but none
  // at or past step `cap`; returns how many it wrote. An empty `out` just moves to `from`.
  std::size_t read(std::uint64_t from, std::span<std::uint32_t> out, std::uint64_t cap);

  // The number of the next step: the `from` that reads on.
  std::uint64_t position() const { return position_; }
  // True when `cap` stopped the last read before the search ended.
  bool capped(std::uint64_t cap) const { return !trace_->finished() && position_ >= cap; }
  const Trace& trace() const { return *trace_; }

 private:
  Grid puzzle_;
  Algorithm algorithm_;
  std::unique_ptr<Trace> trace_;
  std::uint64_t position_ = 0;
};

}  // namespace sudoku
