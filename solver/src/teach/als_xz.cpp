// ALS-XZ (HoDoKu's definition).
//
// An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them: take one
// digit away and the rest are locked there. Two ALS A and B with no cell in common share a
// restricted common digit X when every X of A sees every X of B: they cannot both hold X, so
// one of them is locked without X and holds each of its other digits. For another digit Z of
// both, A or B holds a Z, and a cell that sees every Z of both loses it.
#include <vector>

#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

Step als_step(const Board& board, const Als& a, const Als& b, int x, int z,
              const std::vector<Candidate>& eliminations) {
  Step step =
      logic::make_step("ALS-XZ", chain_rating(false, int(a.cells.size() + b.cells.size()) + 1));
  step.eliminations = eliminations;
  for (const Candidate& c : eliminations) step.cells.push_back({c.cell, c.digit, Role::target});
  draw_als(step, board, a);
  draw_als(step, board, b);
  // The restricted common: every X of one sees every X of the other (weak links).
  draw_restricted_common(step, a, b, x);
  const std::string dx(1, char('0' + x));
  const std::string dz(1, char('0' + z));
  step.text = "ALS-XZ: " + als_text(a) + " and " + als_text(b) + " are almost locked sets; every " +
              dx + " of one sees every " + dx + " of the other, so one set is locked without " +
              dx + " and holds a " + dz + ": " + logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

Found find_als_xz(const Board& board) {
  const std::vector<Als> sets = almost_locked_sets(board);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      const Als& a = sets[i];
      const Als& b = sets[j];
      if (!(a.set & b.set).empty()) continue;
      const Mask common = a.digits & b.digits;
      if (logic::count_of(common) < 2) continue;
      for (Mask xs = common; xs; xs &= xs - 1) {
        const int x = logic::lowest_digit(xs);
        if (!restricted_common(a, b, x)) continue;
        for (Mask zs = Mask(common & ~bit_of(x)); zs; zs &= zs - 1) {
          const int z = logic::lowest_digit(zs);
          std::vector<Candidate> eliminations;
          (a.seeing[std::size_t(z - 1)] & b.seeing[std::size_t(z - 1)]).for_each([&](int cell) {
            if (board.candidates[cell] & bit_of(z)) eliminations.push_back({cell, z});
          });
          if (!eliminations.empty()) return als_step(board, a, b, x, z, eliminations);
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
