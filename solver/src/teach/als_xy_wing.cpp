// ALS-XY-Wing (HoDoKu's definition).
//
// Three almost locked sets (als.hpp) with no cell in common: a pivot C, and A and B. A and C
// share a restricted common digit X, B and C another, Y. C's cells lack exactly one of its
// digits, so C holds X or Y: if X, A cannot, so A is locked and holds each of its other
// digits; if Y, B is. For a digit Z of A and B other than X and Y, A or B holds a Z, and a cell
// that sees every Z of both loses it.
#include <algorithm>
#include <vector>

#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

struct Wing {
  const Als* a;
  const Als* b;
  const Als* pivot;
  int x, y;
};

Step wing_step(const Board& board, const Wing& wing, const std::vector<Candidate>& eliminations) {
  const int cells = int(wing.a->cells.size() + wing.b->cells.size() + wing.pivot->cells.size());
  Step step = logic::make_step("ALS-XY-Wing", chain_rating(false, cells + 2));
  step.eliminations = eliminations;
  for (const Candidate& c : eliminations) step.cells.push_back({c.cell, c.digit, Role::target});
  for (const Als* als : {wing.a, wing.pivot, wing.b}) draw_als(step, board, *als);
  draw_restricted_common(step, *wing.a, *wing.pivot, wing.x);
  draw_restricted_common(step, *wing.pivot, *wing.b, wing.y);
  const std::string dx(1, char('0' + wing.x));
  const std::string dy(1, char('0' + wing.y));
  Mask zs = 0;
  for (const Candidate& c : eliminations) zs |= bit_of(c.digit);
  step.text = "ALS-XY-Wing: " + als_text(*wing.a) + ", " + als_text(*wing.pivot) + " and " +
              als_text(*wing.b) + " are almost locked sets. The middle one holds " + dx + " or " +
              dy + "; every " + dx + " of it sees every " + dx + " of the first, every " + dy +
              " every " + dy + " of the last, so one of those two is locked and holds " +
              (logic::count_of(zs) > 1 ? "each of " : "a ") + logic::digit_list(zs, "and") + ": " +
              logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

// Every wing is weighed: the step shown removes the most, then has the fewest cells, then
// comes first (pivots in almost_locked_sets' order).
Found find_als_xy_wing(const Board& board) {
  const std::vector<Als> sets = almost_locked_sets(board);
  return find_als_xy_wing(board, sets, restricted_commons_of(sets));
}

Found find_als_xy_wing(const Board& board, const std::vector<Als>& sets, const Commons& commons) {
  Wing best{};
  std::vector<Candidate> most;
  std::size_t best_cells = 0;
  for (std::size_t c = 0; c < sets.size(); ++c) {
    for (std::size_t m = 0; m < commons[c].size(); ++m) {
      for (std::size_t n = m + 1; n < commons[c].size(); ++n) {
        const auto [i, x] = commons[c][m];
        const auto [j, y] = commons[c][n];
        const Als& a = sets[i];
        const Als& b = sets[j];
        if (i == j || x == y || !(a.set & b.set).empty()) continue;
        const Mask zs = Mask(a.digits & b.digits & ~bit_of(x) & ~bit_of(y));
        if (!zs) continue;
        std::vector<Candidate> eliminations;
        for (Mask rest = zs; rest; rest &= rest - 1) {
          const int z = logic::lowest_digit(rest);
          const auto d = std::size_t(z - 1);
          (a.seeing[d] & b.seeing[d]).for_each([&](int cell) {
            if (board.candidates[cell] & bit_of(z)) eliminations.push_back({cell, z});
          });
        }
        if (eliminations.size() < most.size() || eliminations.empty()) continue;
        std::sort(eliminations.begin(), eliminations.end(),
                  [](const Candidate& p, const Candidate& q) {
                    return p.cell != q.cell ? p.cell < q.cell : p.digit < q.digit;
                  });
        const std::size_t cells = a.cells.size() + b.cells.size() + sets[c].cells.size();
        if (eliminations.size() > most.size() ||
            (!most.empty() && eliminations.size() == most.size() && cells < best_cells)) {
          best = {&a, &b, &sets[c], x, y};
          most = std::move(eliminations);
          best_cells = cells;
        }
      }
    }
  }
  if (most.empty()) return std::nullopt;
  return wing_step(board, best, most);
}

}  // namespace sudoku::teach
