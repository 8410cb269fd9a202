// Step-by-step searches for the page's "Watch the search" (web/site/watch/). Each is the
// recursive algorithm turned into a state machine with an explicit stack, so that next() can
// stop after any single step.
#include "sudoku/trace.hpp"

#include <bit>
#include <vector>

#include "geometry.hpp"
#include "search.hpp"

namespace sudoku {

namespace {

// The packed fields in the order of kPackedFields.
enum Field { kind_field, safe_field, cell_field, digit_field, depth_field };

constexpr std::uint32_t put(Field field, unsigned value) {
  return std::uint32_t(value) << kPackedFields[field].shift;
}

constexpr std::uint8_t get(Field field, std::uint32_t code) {
  const PackedField& packed = kPackedFields[field];
  return std::uint8_t(code >> packed.shift & ((1u << packed.bits) - 1));
}

}  // namespace

std::uint32_t pack(const SearchStep& step) {
  return put(kind_field, unsigned(step.kind)) | put(safe_field, step.safe) |
         put(cell_field, step.cell) | put(digit_field, step.digit) | put(depth_field, step.depth);
}

SearchStep unpack(std::uint32_t code) {
  SearchStep step;
  step.kind = StepKind(get(kind_field, code));
  step.safe = get(safe_field, code) != 0;
  step.cell = get(cell_field, code);
  step.digit = get(digit_field, code);
  step.depth = get(depth_field, code);
  return step;
}

SearchStep Trace::emit(StepKind kind, int cell, int digit, int depth, bool safe) {
  ++counters_.steps;
  if (kind == StepKind::place || kind == StepKind::propagate) ++counters_.placements;
  if (kind == StepKind::undo) ++counters_.backtracks;
  return {kind, safe, std::uint8_t(cell), std::uint8_t(digit), std::uint8_t(depth)};
}

namespace {

// The tutorials' algorithm (see textbook_search.cpp): one frame per open recursion level,
// holding its cell and the last digit it tried.
class TextbookTrace final : public Trace {
 public:
  explicit TextbookTrace(const Grid& puzzle) : Trace(puzzle) {}

  SearchStep advance() override {
    switch (phase_) {
      case Phase::find: {  // solve(grid): the first empty cell, or solved
        int cell = frames_.empty() ? 0 : frames_.back().cell + 1;
        while (cell < 81 && grid_[cell]) ++cell;
        if (cell == 81) {
          found_ = finished_ = true;
          return emit(StepKind::solved, 0, 0, depth());
        }
        frames_.push_back({cell, 0});
        phase_ = Phase::try_next;
        return emit(StepKind::find, cell, 0, depth());
      }
      case Phase::try_next: {  // for digit in 1..9: safe?
        Frame& frame = frames_.back();
        if (++frame.digit > 9) {  // no digit fits: return false
          const SearchStep step = emit(StepKind::fail, frame.cell, 0, depth() - 1);
          frames_.pop_back();
          finished_ = frames_.empty();
          phase_ = Phase::undo;
          return step;
        }
        const bool safe = detail::is_safe(grid_, frame.cell, frame.digit);
        if (safe) phase_ = Phase::place;
        return emit(StepKind::try_digit, frame.cell, frame.digit, depth(), safe);
      }
      case Phase::place: {  // place it and recurse
        const Frame& frame = frames_.back();
        grid_[frame.cell] = std::uint8_t(frame.digit);
        phase_ = Phase::find;
        return emit(StepKind::place, frame.cell, frame.digit, depth());
      }
      case Phase::undo: {  // the recursion failed: take the digit back, try the next
        const Frame& frame = frames_.back();
        grid_[frame.cell] = 0;
        phase_ = Phase::try_next;
        return emit(StepKind::undo, frame.cell, frame.digit, depth());
      }
    }
    return {};
  }

 private:
  enum class Phase { find, try_next, place, undo };
  struct Frame {
    int cell;
    int digit;
  };
  int depth() const { return int(frames_.size()); }

  std::vector<Frame> frames_;  // at most 81
  Phase phase_ = Phase::find;
};

// The fast solver's strategy, cell by cell: place singles until none is left, then guess on a
// cell with the fewest candidates; a contradiction takes back everything placed since the
// level's guess, which is then replaced by the cell's next candidate.
class FastTrace final : public Trace {
 public:
  explicit FastTrace(const Grid& puzzle) : Trace(puzzle) {}

  SearchStep advance() override {
    switch (phase_) {
      case Phase::propagate: {
        const Forced forced = find_forced();
        if (forced.contradiction) return fail_level();
        if (forced.cell >= 0) {
          grid_[forced.cell] = std::uint8_t(forced.digit);
          trail_.push_back(forced.cell);
          return emit(StepKind::propagate, forced.cell, forced.digit, depth());
        }
        const int cell = fewest_candidates_cell();
        if (cell < 0) {
          found_ = finished_ = true;
          return emit(StepKind::solved, 0, 0, depth());
        }
        frames_.push_back({cell, candidates(cell), trail_.size()});
        phase_ = Phase::guess;
        return emit(StepKind::find, cell, 0, depth());
      }
      case Phase::guess: {
        Frame& frame = frames_.back();
        if (!frame.untried) {  // every candidate failed: this level returns false
          const SearchStep step = emit(StepKind::fail, frame.cell, 0, depth() - 1);
          frames_.pop_back();
          finished_ = frames_.empty();
          phase_ = Phase::unwind;
          return step;
        }
        const int digit = geometry::lowest_digit(frame.untried);
        frame.untried &= frame.untried - 1;
        grid_[frame.cell] = std::uint8_t(digit);
        trail_.push_back(frame.cell);
        phase_ = Phase::propagate;
        return emit(StepKind::place, frame.cell, digit, depth());
      }
      case Phase::unwind: {  // take back, one digit a step, all placed since the level's guess
        const int cell = trail_.back();
        const int digit = grid_[cell];
        grid_[cell] = 0;
        trail_.pop_back();
        if (trail_.size() == frames_.back().trail_size) phase_ = Phase::guess;
        return emit(StepKind::undo, cell, digit, depth());
      }
    }
    return {};
  }

 private:
  enum class Phase { propagate, guess, unwind };
  struct Frame {
    int cell;
    unsigned untried;        // digit mask: the digits not yet guessed
    std::size_t trail_size;  // cells placed before this level's guess
  };
  struct Forced {
    int cell = -1;
    int digit = 0;
    bool contradiction = false;
  };

  int depth() const { return int(frames_.size()); }

  // The digits (a digit mask) that may go in the empty `cell`.
  unsigned candidates(int cell) const {
    unsigned free = geometry::kAllDigits;
    for (int peer : geometry::peer_lists()[cell])
      free &= ~unsigned(geometry::value_bit(grid_[peer]));
    return free;
  }

  // A naked single (a cell with one candidate), else a hidden single (a digit with one place
  // in a row, column or box); or a contradiction (a cell or a unit left with no option).
  Forced find_forced() const {
    for (int cell = 0; cell < 81; ++cell) {
      if (grid_[cell]) continue;
      const unsigned free = candidates(cell);
      if (!free) return {cell, 0, true};
      if (!(free & (free - 1))) return {cell, geometry::lowest_digit(free), false};
    }
    for (int unit = 0; unit < 27; ++unit) {
      int places[10] = {}, last[10] = {};
      unsigned present = 0;
      for (int cell : geometry::kUnitCells[unit]) {
        if (grid_[cell]) {
          present |= geometry::bit_of(grid_[cell]);
          continue;
        }
        for (unsigned free = candidates(cell); free; free &= free - 1) {
          const int digit = geometry::lowest_digit(free);
          ++places[digit];
          last[digit] = cell;
        }
      }
      for (int digit = 1; digit <= 9; ++digit) {
        if (present & geometry::bit_of(digit)) continue;
        if (places[digit] == 0) return {last[digit], 0, true};
        if (places[digit] == 1) return {last[digit], digit, false};
      }
    }
    return {};
  }

  int fewest_candidates_cell() const {
    int best = -1, fewest = 10;
    for (int cell = 0; cell < 81; ++cell) {
      if (grid_[cell]) continue;
      const int count = geometry::count_of(candidates(cell));
      if (count < fewest) {
        fewest = count;
        best = cell;
      }
    }
    return best;
  }

  // A contradiction: unwind to the current level's guess and try its next candidate, or end
  // when there is no level to go back to.
  SearchStep fail_level() {
    if (frames_.empty()) {
      finished_ = true;
      return emit(StepKind::fail, 0, 0, 0);
    }
    phase_ = Phase::unwind;
    return advance();
  }

  std::vector<Frame> frames_;
  std::vector<int> trail_;  // cells placed by guesses and singles, in order
  Phase phase_ = Phase::propagate;
};

}  // namespace

std::unique_ptr<Trace> Trace::start(const Grid& puzzle, Algorithm algorithm) {
  if (algorithm == Algorithm::textbook) return std::make_unique<TextbookTrace>(puzzle);
  return std::make_unique<FastTrace>(puzzle);
}

TraceCursor::TraceCursor(const Grid& puzzle, Algorithm algorithm)
    : puzzle_(puzzle), algorithm_(algorithm), trace_(Trace::start(puzzle, algorithm)) {}

std::size_t TraceCursor::read(std::uint64_t from, std::span<std::uint32_t> out, std::uint64_t cap) {
  if (from < position_) {
    trace_ = Trace::start(puzzle_, algorithm_);
    position_ = 0;
  }
  SearchStep step;
  while (position_ < from && position_ < cap && trace_->next(step)) ++position_;
  std::size_t written = 0;
  while (written < out.size() && position_ < cap && trace_->next(step)) {
    out[written++] = pack(step);
    ++position_;
  }
  return written;
}

}  // namespace sudoku
