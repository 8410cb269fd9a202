// ALS-XZ (HoDoKu's definition), singly and doubly linked.
//
// An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them: take one
// digit away and the rest are locked there. Two ALS A and B with no cell in common share a
// restricted common digit X when every X of A sees every X of B: they cannot both hold X, so
// one of them is locked without X and holds each of its other digits. For another digit Z of
// both, A or B holds a Z, and a cell that sees every Z of both loses it.
//
// Doubly linked: a second restricted common Y. Each set lacks at most one digit, and not both
// can hold X, nor Y, so one holds X and not Y, the other Y and not X: each is locked on its
// digits but one, X or Y. A cell that sees every X of both loses X (so for Y), and a cell that
// sees every place of another digit of A in A loses it (so for B).
#include <array>
#include <vector>

#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;

// A pair of sets and their restricted commons (one or two digits; a third cannot be).
struct Pair {
  const Als* a = nullptr;
  const Als* b = nullptr;
  Mask commons = 0;
};

// The candidates of `digit` in the cells of `seeing`, into `removed` (a digit mask by cell).
void remove_seen(const Board& board, const CellSet& seeing, int digit,
                 std::array<Mask, 81>& removed) {
  seeing.for_each([&](int cell) {
    if (board.candidates[cell] & bit_of(digit)) removed[std::size_t(cell)] |= bit_of(digit);
  });
}

// What the pair removes, by cell then digit.
std::vector<Candidate> eliminations_of(const Board& board, const Pair& pair) {
  const Als& a = *pair.a;
  const Als& b = *pair.b;
  std::array<Mask, 81> removed{};
  const bool doubly = logic::count_of(pair.commons) > 1;
  // Singly linked: the common digits but X. Doubly: every common digit, X and Y too.
  const Mask both = doubly ? Mask(a.digits & b.digits) : Mask(a.digits & b.digits & ~pair.commons);
  for (Mask zs = both; zs; zs &= zs - 1) {
    const int z = logic::lowest_digit(zs);
    remove_seen(board, a.seeing[std::size_t(z - 1)] & b.seeing[std::size_t(z - 1)], z, removed);
  }
  if (doubly) {
    for (const Als* set : {&a, &b}) {
      for (Mask ds = Mask(set->digits & ~pair.commons); ds; ds &= ds - 1) {
        const int d = logic::lowest_digit(ds);
        remove_seen(board, set->seeing[std::size_t(d - 1)], d, removed);
      }
    }
  }
  std::vector<Candidate> eliminations;
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask ds = removed[std::size_t(cell)]; ds; ds &= ds - 1) {
      eliminations.push_back({cell, logic::lowest_digit(ds)});
    }
  }
  return eliminations;
}

std::string digit_text(int digit) {
  return std::string(1, char('0' + digit));
}

Step als_step(const Board& board, const Pair& pair, const std::vector<Candidate>& eliminations) {
  const Als& a = *pair.a;
  const Als& b = *pair.b;
  Step step =
      logic::make_step("ALS-XZ", chain_rating(false, int(a.cells.size() + b.cells.size()) + 1));
  step.eliminations = eliminations;
  for (const Candidate& c : eliminations) step.cells.push_back({c.cell, c.digit, Role::target});
  draw_als(step, board, a);
  draw_als(step, board, b);
  // The restricted commons: every X of one sees every X of the other (weak links).
  for (Mask xs = pair.commons; xs; xs &= xs - 1) {
    draw_restricted_common(step, a, b, logic::lowest_digit(xs));
  }
  const int x = logic::lowest_digit(pair.commons);
  const std::string dx = digit_text(x);
  const std::string sets = "ALS-XZ: " + als_text(a) + " and " + als_text(b) +
                           " are almost locked sets; every " + dx + " of one sees every " + dx +
                           " of the other";
  if (logic::count_of(pair.commons) > 1) {
    const std::string dy = digit_text(logic::lowest_digit(Mask(pair.commons & ~bit_of(x))));
    step.text = sets + ", and every " + dy + " every " + dy +
                " (doubly linked), so one set holds " + dx + " and the other " + dy +
                ", and each is locked on all its other digits: " +
                logic::elimination_text(step.eliminations) + ".";
  } else {
    Mask zs = 0;
    for (const Candidate& c : eliminations) zs |= bit_of(c.digit);
    step.text = sets + ", so one set is locked without " + dx + " and holds " +
                (logic::count_of(zs) > 1 ? "each of " + logic::digit_list(zs, "and")
                                         : "a " + logic::digit_list(zs, "and")) +
                ": " + logic::elimination_text(step.eliminations) + ".";
  }
  return step;
}

}  // namespace

// Every pair of sets is weighed: the step shown removes the most, then has the fewest cells,
// then comes first (sets in almost_locked_sets' order).
Found find_als_xz(const Board& board) {
  const std::vector<Als> sets = almost_locked_sets(board);
  return find_als_xz(board, sets, restricted_commons_of(sets));
}

Found find_als_xz(const Board& board, const std::vector<Als>& sets, const Commons& commons) {
  Pair best;
  std::vector<Candidate> most;
  std::size_t best_cells = 0;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    // The later sets linked to this one, each with its digits (consecutive in `commons`).
    for (std::size_t k = 0; k < commons[i].size();) {
      const std::size_t j = commons[i][k].first;
      Mask digits = 0;
      for (; k < commons[i].size() && commons[i][k].first == j; ++k) {
        digits |= bit_of(commons[i][k].second);
      }
      if (j < i) continue;
      const Als& a = sets[i];
      const Als& b = sets[j];
      if (logic::count_of(Mask(a.digits & b.digits)) < 2) continue;
      const Pair pair{&a, &b, digits};
      const std::size_t cells = a.cells.size() + b.cells.size();
      std::vector<Candidate> eliminations = eliminations_of(board, pair);
      if (eliminations.size() > most.size() ||
          (!most.empty() && eliminations.size() == most.size() && cells < best_cells)) {
        best = pair;
        most = std::move(eliminations);
        best_cells = cells;
      }
    }
  }
  if (most.empty()) return std::nullopt;
  return als_step(board, best, most);
}

}  // namespace sudoku::teach
