// ALS-XZ (HoDoKu's definition).
//
// An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them: take one
// digit away and the rest are locked there. Two ALS A and B with no cell in common share a
// restricted common digit X when every X of A sees every X of B: they cannot both hold X, so
// one of them is locked without X and holds each of its other digits. For another digit Z of
// both, A or B holds a Z, and a cell that sees every Z of both loses it.
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;
using logic::kUnitCells;

// The largest set looked for: beyond four cells a person no longer takes it in at a glance.
constexpr int kMostCells = 4;

struct Als {
  int unit = 0;
  std::vector<int> cells;
  CellSet set;
  Mask digits = 0;
  std::array<CellSet, 9> holding{};  // by digit - 1: the cells that hold it
  std::array<CellSet, 9> seeing{};   // by digit - 1: the cells that see every one of those
};

bool same(const CellSet& a, const CellSet& b) {
  return a.low == b.low && a.high == b.high;
}
bool inside(const CellSet& inner, const CellSet& outer) {
  return same(inner & outer, inner);
}

std::vector<Als> almost_locked_sets(const Board& board) {
  std::vector<Als> sets;
  for (int unit = 0; unit < 27; ++unit) {
    std::vector<int> empty;
    for (int cell : kUnitCells[unit]) {
      if (!board.value[cell]) empty.push_back(cell);
    }
    for (int size = 1; size <= kMostCells && size < int(empty.size()); ++size) {
      logic::any_combination(int(empty.size()), size, [&](const std::array<int, 4>& chosen) {
        Als als;
        als.unit = unit;
        for (int i = 0; i < size; ++i) {
          const int cell = empty[std::size_t(chosen[std::size_t(i)])];
          als.cells.push_back(cell);
          als.set.add(cell);
          als.digits |= board.candidates[cell];
        }
        if (logic::count_of(als.digits) != size + 1) return false;
        // A set of cells met in a box and again in a line is one set.
        for (const Als& other : sets) {
          if (same(other.set, als.set)) return false;
        }
        for (int digit = 1; digit <= 9; ++digit) {
          if (!(als.digits & bit_of(digit))) continue;
          CellSet seeing{~0ull, (1ull << 17) - 1};
          for (int cell : als.cells) {
            if (!(board.candidates[cell] & bit_of(digit))) continue;
            als.holding[std::size_t(digit - 1)].add(cell);
            seeing = seeing & logic::peer_sets()[cell];
          }
          als.seeing[std::size_t(digit - 1)] = seeing;
        }
        sets.push_back(std::move(als));
        return false;
      });
    }
  }
  return sets;
}

std::string set_text(const Als& als) {
  return logic::cell_list(als.cells, "and") + " (" + logic::digit_list(als.digits) + " in " +
         unit_name(als.unit) + ")";
}

Step als_step(const Board& board, const Als& a, const Als& b, int x, int z,
              const std::vector<Candidate>& eliminations) {
  Step step =
      logic::make_step("ALS-XZ", chain_rating(false, int(a.cells.size() + b.cells.size()) + 1));
  step.eliminations = eliminations;
  for (const Candidate& c : eliminations) step.cells.push_back({c.cell, c.digit, Role::target});
  for (const Als* als : {&a, &b}) {
    for (int cell : als->cells) logic::highlight(step, cell, board.candidates[cell], Role::als);
    step.units.push_back(als->unit);
  }
  // The restricted common: every X of one sees every X of the other (weak links).
  a.holding[std::size_t(x - 1)].for_each([&](int from) {
    b.holding[std::size_t(x - 1)].for_each([&](int to) {
      step.links.push_back({{from, x}, {to, x}, false});
    });
  });
  const std::string dx(1, char('0' + x));
  const std::string dz(1, char('0' + z));
  step.text = "ALS-XZ: " + set_text(a) + " and " + set_text(b) + " are almost locked sets; every " +
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
        if (!inside(b.holding[std::size_t(x - 1)], a.seeing[std::size_t(x - 1)])) continue;
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
