// Almost locked sets: found once per board, shared by the ALS patterns (als.hpp).
#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;
using logic::kUnitCells;

// The largest set looked for: beyond four cells a person no longer takes it in at a glance.
constexpr int kMostCells = 4;

}  // namespace

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
          if (other.set == als.set) return false;
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

bool restricted_common(const Als& a, const Als& b, int x) {
  if (!(a.set & b.set).empty() || !(a.digits & b.digits & bit_of(x))) return false;
  const CellSet& xs = b.holding[std::size_t(x - 1)];
  return a.seeing[std::size_t(x - 1)].contains(xs);
}

std::string als_text(const Als& als) {
  return logic::cell_list(als.cells, "and") + " (" + logic::digit_list(als.digits) + " in " +
         unit_name(als.unit) + ")";
}

void draw_als(Step& step, const Board& board, const Als& als) {
  for (int cell : als.cells) logic::highlight(step, cell, board.candidates[cell], Role::als);
  step.units.push_back(als.unit);
}

void draw_restricted_common(Step& step, const Als& a, const Als& b, int x) {
  a.holding[std::size_t(x - 1)].for_each([&](int from) {
    b.holding[std::size_t(x - 1)].for_each([&](int to) {
      step.links.push_back({{from, x}, {to, x}, false});
    });
  });
}

}  // namespace sudoku::teach
