// Uniqueness: unique rectangles and unique loops, types 1 to 4.
//
// A loop of cells that all hold the digits a and b, where every row, column and box it
// touches holds exactly two of its cells, is a deadly pattern: if those cells held only a and
// b, the two could swap and the puzzle would have two solutions. A puzzle with one solution
// cannot end that way, so the cells with extra candidates (the "extra cells") must keep one:
//   type 1: one extra cell: it is not a or b;
//   type 2: the extra cells share one extra digit z: one of them is z, so cells that see them
//           all are not z;
//   type 3: two extra cells act as one cell holding their extra digits, which forms a naked
//           set with other cells of a unit they share (or a and b form a hidden set there);
//   type 4: two extra cells share a unit where a (say) goes only in them: then b cannot be in
//           either.
// The search and its quirks follow Sudoku Explainer's, whose rating depends on which loops it
// finds: 4.5 for 4 cells, 4.6 for 6, 4.7 for 8, 5.0 for 10 or more; type 3 adds 0.1 per digit
// of its naked set beyond one (of its hidden set beyond two).
#include <algorithm>
#include <array>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

struct LoopStep {
  Step step;
  int type = 0;
  std::vector<int> sorted_cells;  // the loop's cells, to drop the same hint found again
};

int loop_rating(std::size_t size) {
  if (size >= 10) return 50;
  if (size >= 8) return 47;
  if (size >= 6) return 46;
  return 45;
}

// The deadly loops through `start` over cells holding both digits of `pair`, as Sudoku
// Explainer walks them: each link in a box, row or column, never two links in a row of the same
// kind; at most two cells with extra candidates, unless their extra digits are just one. Each
// deadly loop goes to `each` as the walk closes it, in the walk's order.
//
// A loop is deadly when every unit it touches holds two of its cells, one at an even and one
// at an odd place. So a path that already has two cells at places of the same parity in one
// unit closes no deadly loop, and the walk does not go on from it (Sudoku Explainer walks on
// and drops such loops at the end; the loops kept, and their order, are the same).
template <typename Each>
class LoopSearch {
 public:
  // `holders`: per unit, the positions of the cells holding both digits of `pair`; `alive`: the
  // cells a deadly loop can go through (alive_cells).
  LoopSearch(const Board& board, Mask pair, const std::array<Mask, 27>& holders,
             const CellSet& alive, Each& each)
      : board_(board), pair_(pair), holders_(holders), alive_(alive), each_(each) {}

  void from(int start) { walk(start, 2, 0, -1); }

 private:
  // A cell's units as bits (bit u for unit u).
  static std::uint32_t unit_bits(int cell) { return kUnitBits[std::size_t(cell)]; }
  static constexpr std::array<std::uint32_t, 81> kUnitBits = [] {
    std::array<std::uint32_t, 81> bits{};
    for (int cell = 0; cell < 81; ++cell) {
      for (int unit : units_of(cell)) bits[std::size_t(cell)] |= 1u << unit;
    }
    return bits;
  }();

  // `extra` is passed by value: Sudoku Explainer's copy per call, shared by the siblings the
  // call tries (so earlier siblings' extra digits count for later ones).
  void walk(int cell, int extra_cells_left, Mask extra, int last_kind) {
    const std::uint32_t units = unit_bits(cell);
    std::uint32_t& same_parity = in_units_[std::size_t(size_ % 2)];
    same_parity |= units;
    loop_[std::size_t(size_++)] = cell;
    on_loop_[cell] = true;
    for (int kind : {2, 0, 1}) {  // box, row, column
      if (kind == last_kind) continue;
      const int unit = units_of(cell)[kind];
      for (Mask at = holders_[unit]; at; at &= at - 1) {
        const int next = kUnitCells[unit][lowest_index(at)];
        if (next == loop_[0] && size_ >= 4) {
          if (in_units_[0] == in_units_[1]) {
            each_(std::vector<int>(loop_.begin(), loop_.begin() + size_));
          }
        } else if (!on_loop_[next]) {
          const Mask candidates = board_.candidates[next];
          extra |= Mask(candidates & ~pair_);
          const bool has_extra = count_of(candidates) > 2;
          const bool may_be_deadly = !(in_units_[std::size_t(size_ % 2)] & unit_bits(next));
          if (may_be_deadly && alive_.has(next) &&
              (!has_extra || count_of(extra) == 1 || extra_cells_left > 0)) {
            walk(next, extra_cells_left - (has_extra ? 1 : 0), extra, kind);
          }
        }
      }
    }
    on_loop_[cell] = false;
    --size_;
    same_parity &= ~units;
  }

  const Board& board_;
  Mask pair_;
  const std::array<Mask, 27>& holders_;
  const CellSet& alive_;
  Each& each_;
  std::array<bool, 81> on_loop_{};
  std::array<int, 81> loop_{};  // the path from the start, size_ cells
  int size_ = 0;
  std::array<std::uint32_t, 2> in_units_{};  // the units of the path's cells at even, odd places
};

// The cells holding both digits of a pair (`holders`, as LoopSearch takes them) that a deadly
// loop can go through. Each unit of a loop cell holds one other loop cell (LoopSearch), so a
// cell with a unit where no other cell left holds both digits is on no loop; dropping it may
// strand others, so cells are dropped until each one left has another in each of its units.
CellSet alive_cells(const std::array<Mask, 27>& holders) {
  CellSet alive;
  for (int row = 0; row < 9; ++row) {
    for (Mask at = holders[row]; at; at &= at - 1) alive.add(9 * row + lowest_index(at));
  }
  for (bool gone = true; gone;) {
    gone = false;
    alive.for_each([&](int cell) {
      for (int unit : units_of(cell)) {
        if (!(alive & kUnitSets[unit]).more_than_one()) {
          alive = alive & CellSet{cell < 64 ? ~(1ull << cell) : ~0ull,
                                  cell < 64 ? ~0ull : ~(1ull << (cell - 64))};
          gone = true;
          return;
        }
      }
    });
  }
  return alive;
}

// The units both cells are in, in the order box, row, column (no allocation: the classifier
// asks for them once per loop and degree).
struct SharedUnits {
  std::array<int, 3> units{};
  int count = 0;
  const int* begin() const { return units.data(); }
  const int* end() const { return units.data() + count; }
};
SharedUnits shared_units(int a, int b) {
  SharedUnits shared;
  for (int kind : {2, 0, 1}) {
    if (units_of(a)[kind] == units_of(b)[kind])
      shared.units[std::size_t(shared.count++)] = units_of(a)[kind];
  }
  return shared;
}

int index_in(int unit, int cell) {
  const auto& cells = kUnitCells[unit];
  return int(std::find(cells.begin(), cells.end(), cell) - cells.begin());
}

class Classifier {
 public:
  Classifier(const Board& board, Mask pair, const std::vector<int>& loop,
             std::vector<LoopStep>& found)
      : board_(board), pair_(pair), loop_(loop), found_(found), base_(loop_rating(loop.size())) {
    for (int cell : loop) {
      if (count_of(board.candidates[cell]) > 2) extra_cells_.push_back(cell);
    }
    sorted_ = loop;
    std::sort(sorted_.begin(), sorted_.end());
  }

  void classify() {
    if (extra_cells_.size() == 1) {
      Step step = start(1, base_);
      add_eliminations(step, board_, extra_cells_[0], pair_);
      finish(std::move(step), 1,
             cell_name(extra_cells_[0]) + " must keep one of its other digits, so ");
    } else if (extra_cells_.size() > 2) {
      type2();
    } else if (extra_cells_.size() == 2) {
      const Mask extra =
          Mask((board_.candidates[extra_cells_[0]] | board_.candidates[extra_cells_[1]]) & ~pair_);
      if (count_of(extra) == 1) {
        type2();
      } else {
        type3(extra);
      }
      type4();
    }
  }

 private:
  Step start(int type, int rating) const {
    const bool rectangle = loop_.size() == 4;
    Step step = make_step(
        std::string(rectangle ? "Unique Rectangle" : "Unique Loop") + " type " + char('0' + type),
        rating);
    for (int cell : loop_) highlight(step, cell, board_.candidates[cell] & pair_, Role::pattern);
    return step;
  }

  void finish(Step step, int type, const std::string& reason) {
    if (step.eliminations.empty()) return;
    for (const LoopStep& other : found_) {
      if (other.type == type && other.sorted_cells == sorted_ &&
          other.step.eliminations == step.eliminations) {
        return;
      }
    }
    step.text = step.technique + " on " + digit_list(pair_) + " in " + cell_list(loop_) +
                ": the puzzle has one solution, so " + reason +
                elimination_text(step.eliminations) + ".";
    found_.push_back({std::move(step), type, sorted_});
  }

  // The extra cells share one extra digit (Sudoku Explainer takes the first cell's lowest).
  void type2() {
    const int first = extra_cells_[0];
    const Mask z = Mask(1u << std::countr_zero(unsigned(board_.candidates[first] & ~pair_)));
    const CellSet seen = common_peers(extra_cells_);
    Step step = start(2, base_);
    for (int cell : extra_cells_) highlight(step, cell, z, Role::pattern);
    seen.for_each([&](int cell) { add_eliminations(step, board_, cell, z); });
    finish(std::move(step), 2,
           "one of " + cell_list(extra_cells_, "or") + " is " + digit_list(z) + ", and ");
  }

  void type3(Mask extra) {
    const SharedUnits shared = shared_units(extra_cells_[0], extra_cells_[1]);
    std::array<int, 3> empty{};  // per shared unit
    int most_empty = 0;
    for (int k = 0; k < shared.count; ++k) {
      empty[std::size_t(k)] = board_.empty_count(shared.units[std::size_t(k)]);
      most_empty = std::max(most_empty, empty[std::size_t(k)]);
    }
    // A degree whose sets need more cells than any shared unit has empty finds nothing.
    for (int degree = count_of(extra); degree <= 7 && 2 * degree <= most_empty; ++degree) {
      for (int k = 0; k < shared.count; ++k) {
        const int unit = shared.units[std::size_t(k)];
        if (2 * degree <= empty[std::size_t(k)]) naked_type3(unit, degree, extra);
        if (2 * degree < empty[std::size_t(k)]) hidden_type3(unit, degree, extra);
      }
    }
  }

  // The extra digits, as one cell at c1's place, and degree - 1 other cells of the unit hold
  // only `degree` digits: they go nowhere else in the unit. Subsets of the unit's positions
  // as increasing binary numbers are Sudoku Explainer's order.
  void naked_type3(int unit, int degree, Mask extra) {
    const int i1 = index_in(unit, extra_cells_[0]);
    const int i2 = index_in(unit, extra_cells_[1]);
    // The places the other degree - 1 cells can take: not the extra cells', holding two
    // candidates or more, and no more than `degree` digits with the extra ones
    // (naked_type3_cells finds nothing with any other).
    std::array<int, 9> others{};
    int n = 0;
    for (int i = 0; i < 9; ++i) {
      const Mask candidates = board_.candidates[kUnitCells[unit][i]];
      if (i != i1 && i != i2 && count_of(candidates) >= 2 &&
          count_of(Mask(candidates | extra)) <= degree) {
        others[std::size_t(n++)] = i;
      }
    }
    const int k = degree - 1;  // 1 or more: the extra digits are two or more
    // Their (degree - 1)-subsets in increasing order, each with c1's place: the same order.
    for (unsigned chosen = (1u << k) - 1; k <= n && chosen < (1u << n);
         chosen = next_combination(chosen)) {
      unsigned subset = 1u << i1;
      for (unsigned rest = chosen; rest; rest &= rest - 1) {
        subset |= 1u << others[std::size_t(std::countr_zero(rest))];
      }
      naked_type3_cells(unit, degree, extra, subset);
    }
  }

  void naked_type3_cells(int unit, int degree, Mask extra, unsigned subset) {
    const int c1 = extra_cells_[0];
    const int c2 = extra_cells_[1];
    Mask others = 0;
    for (int i = 0; i < 9; ++i) {
      const int cell = kUnitCells[unit][i];
      if (!(subset >> i & 1) || cell == c1) continue;
      if (count_of(board_.candidates[cell]) < 2) return;
      others |= board_.candidates[cell];
    }
    const Mask naked = Mask((extra & board_.candidates[c1] & board_.candidates[c2]) | others);
    if (count_of(naked) != degree || count_of(Mask(extra | others)) != degree) return;
    Step step = start(3, base_ + degree - 1);
    std::vector<int> set_cells;
    for (int i = 0; i < 9; ++i) {
      const int cell = kUnitCells[unit][i];
      if (subset >> i & 1) {
        if (cell != c1) set_cells.push_back(cell);
      } else if (cell != c2) {
        add_eliminations(step, board_, cell, naked);
      }
    }
    for (int cell : set_cells) highlight(step, cell, board_.candidates[cell], Role::pattern);
    for (int cell : extra_cells_)
      highlight(step, cell, extra & board_.candidates[cell], Role::pattern);
    step.units.push_back(unit);
    finish(std::move(step), 3,
           "one of " + cell_list(extra_cells_, "or") + " holds " + digit_list(extra, "or") +
               ", which with " + cell_list(set_cells, "and") + " makes a naked set of " +
               digit_list(naked) + " in " + unit_name(unit) + ": ");
  }

  // a, b and degree - 2 other digits fit, in the unit without c2, only in c1 and degree - 1
  // other cells: those cells hold nothing else.
  void hidden_type3(int unit, int degree, Mask extra) {
    const int c1 = extra_cells_[0];
    const int c2 = extra_cells_[1];
    const int i1 = index_in(unit, c1);
    const int i2 = index_in(unit, c2);
    int rest[9];
    int n = 0;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!((pair_ | extra) & bit_of(digit))) rest[n++] = digit;
    }
    auto try_digits = [&](Mask digits) {
      Mask where = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if (!(digits & bit_of(digit))) continue;
        const Mask places = Mask(board_.positions(unit, digit) & ~(1u << i2));
        if (!places) return;
        where |= places;
      }
      if (count_of(where) != degree) return;
      where = Mask(where & ~(1u << i1) & ~(1u << i2));
      Step step = start(3, base_ + count_of(where) - 1);
      std::vector<int> set_cells;
      for (int i = 0; i < 9; ++i) {
        if (!(where >> i & 1)) continue;
        const int cell = kUnitCells[unit][i];
        set_cells.push_back(cell);
        highlight(step, cell, board_.candidates[cell] & digits, Role::pattern);
        add_eliminations(step, board_, cell, Mask(kAllDigits & ~digits));
      }
      step.units.push_back(unit);
      finish(std::move(step), 3,
             "in " + unit_name(unit) + ", " + digit_list(digits) + " fit only in " +
                 cell_list(set_cells, "and") + " besides the loop: ");
    };
    for (unsigned subset = 0; subset < (1u << n); ++subset) {
      if (count_of(subset) != degree - 2) continue;
      Mask digits = pair_;
      for (int i = 0; i < n; ++i) {
        if (subset >> i & 1) digits |= bit_of(rest[i]);
      }
      try_digits(digits);
    }
  }

  void type4() {
    const int c1 = extra_cells_[0];
    const int c2 = extra_cells_[1];
    const int a = lowest_digit(pair_);
    const int b = lowest_digit(unsigned(pair_) & (pair_ - 1u));
    int locked_a = -1;
    int locked_b = -1;
    for (int unit : shared_units(c1, c2)) {
      bool a_elsewhere = false;
      bool b_elsewhere = false;
      for (int cell : kUnitCells[unit]) {
        if (cell == c1 || cell == c2) continue;
        a_elsewhere = a_elsewhere || (board_.candidates[cell] & bit_of(a));
        b_elsewhere = b_elsewhere || (board_.candidates[cell] & bit_of(b));
      }
      if (!a_elsewhere) locked_a = unit;
      if (!b_elsewhere) locked_b = unit;
    }
    if (locked_a < 0 && locked_b < 0) return;
    const bool on_a = locked_a >= 0;
    const int locked = on_a ? a : b;
    const int removed = on_a ? b : a;
    const int unit = on_a ? locked_a : locked_b;
    Step step = start(4, base_);
    for (int cell : extra_cells_) add_eliminations(step, board_, cell, bit_of(removed));
    step.units.push_back(unit);
    finish(std::move(step), 4,
           "in " + unit_name(unit) + ", " + char('0' + locked) + " goes only in " +
               cell_list(extra_cells_, "or") + ", so neither can be " + char('0' + removed) + ": ");
  }

  const Board& board_;
  Mask pair_;
  const std::vector<int>& loop_;
  std::vector<LoopStep>& found_;
  int base_;
  std::vector<int> extra_cells_;
  std::vector<int> sorted_;
};

}  // namespace

// Sudoku Explainer gathers every unique loop step, then takes the lowest rated (then the
// lowest type, then the first found).
Found find_unique_loop(const Board& board) {
  return find_unique_loop(board, Places(board));
}

Found find_unique_loop(const Board& board, const Places& places, const std::array<Mask, 81>* quiet,
                       std::array<bool, 81>* looped) {
  // The loops on a pair of digits depend only on the cells holding both (and their
  // candidates), the steps they make also on the cells of those cells' units. Candidates only
  // go, so when no changed cell held both on the quiet board, the pair's walks are as they
  // were: with no loop closed there, none closes now. When loops closed but made no step, the
  // pair finds nothing again unless a changed cell is among those cells or their peers. So:
  // the changed cells, with their peers (`near`); per digit, the cells that held it on the
  // quiet board.
  CellSet changed;
  CellSet near;
  std::array<CellSet, 9> held{};
  if (quiet) {
    for (int cell = 0; cell < 81; ++cell) {
      const Mask was = (*quiet)[cell];
      if (board.candidates[cell] != was) {
        changed.add(cell);
        near = near | peer_sets()[cell];
      }
      for (Mask digits = was; digits; digits &= digits - 1) held[lowest_index(digits)].add(cell);
    }
    near = near | changed;
  }
  std::array<std::uint8_t, 81> searched{};  // per pair: 1 skipped, 2 searched, once decided
  std::array<bool, 81> looped_now{};
  std::vector<LoopStep> found;
  // Per pair of digits a < b (at 9 * (a - 1) + b - 1), the cells its loops can go through,
  // worked out for the first start that needs them.
  std::array<CellSet, 81> alive_of;
  std::array<bool, 81> alive_known{};
  for (int start = 0; start < 81; ++start) {
    const Mask pair = board.candidates[start];
    if (count_of(pair) != 2) continue;
    const int a = lowest_digit(pair);
    const int b = lowest_digit(unsigned(pair) & (pair - 1u));
    const int index = 9 * (a - 1) + b - 1;
    if (quiet && looped) {
      if (!searched[index]) {
        const CellSet touching = (*looped)[index] ? near : changed;
        searched[index] = (held[a - 1] & held[b - 1] & touching).empty() ? 1 : 2;
      }
      if (searched[index] == 1) continue;
    }
    std::array<Mask, 27> holders;
    for (int unit = 0; unit < 27; ++unit) holders[unit] = places(unit, a) & places(unit, b);
    // Each unit of a loop cell holds another (alive_cells).
    if (count_of(holders[row_unit(start)]) < 2 || count_of(holders[column_unit(start)]) < 2 ||
        count_of(holders[box_unit(start)]) < 2) {
      continue;
    }
    if (!alive_known[index]) {
      alive_of[index] = alive_cells(holders);
      alive_known[index] = true;
    }
    const CellSet& alive = alive_of[index];
    if (!alive.has(start)) continue;
    auto classify = [&](const std::vector<int>& loop) {
      looped_now[index] = true;
      Classifier(board, pair, loop, found).classify();
    };
    LoopSearch(board, pair, holders, alive, classify).from(start);
  }
  if (looped) {
    for (int index = 0; index < 81; ++index) {
      if (searched[index] != 1) (*looped)[index] = looped_now[index];
    }
  }
  const LoopStep* best = nullptr;
  for (const LoopStep& candidate : found) {
    if (!best || candidate.step.rating < best->step.rating ||
        (candidate.step.rating == best->step.rating && candidate.type < best->type)) {
      best = &candidate;
    }
  }
  if (!best) return std::nullopt;
  return best->step;
}

}  // namespace sudoku::logic
