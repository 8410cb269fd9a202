// Almost locked sets: found once per board, shared by the ALS patterns (als.hpp).
#include "als.hpp"

#include <bit>

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;
using logic::kUnitCells;

// The largest set looked for. A unit's eight cells holding nine digits is still one unit to
// read; HoDoKu looks for sets of any size too.
constexpr int kMostCells = 8;

// Whether the unit is the first one (in unit order: rows, columns, boxes) holding all the
// cells `chosen` of it, bit i for kUnitCells[unit][i]: a set met in a row or column and again
// in a box, or a single cell met in all three, is one set, found in its first unit.
bool first_unit(int unit, unsigned chosen) {
  if (unit < 9) return true;
  if (unit < 18) return std::popcount(chosen) > 1;
  // A box's positions are in reading order: rows of three.
  for (unsigned line : {0007u, 0070u, 0700u, 0111u, 0222u, 0444u}) {
    if ((chosen & ~line) == 0) return false;
  }
  return true;
}

}  // namespace

std::vector<Als> almost_locked_sets(const Board& board) {
  std::vector<Als> sets;
  for (int unit = 0; unit < 27; ++unit) {
    // The unit's empty cells (`at`: their positions in the unit), and the digits of each
    // subset of them (bit i for empty[i]), each from the subset without its lowest cell.
    std::array<int, 9> empty{};
    std::array<unsigned, 9> at{};
    int n = 0;
    for (int position = 0; position < 9; ++position) {
      const int cell = kUnitCells[unit][std::size_t(position)];
      if (board.value[cell]) continue;
      empty[std::size_t(n)] = cell;
      at[std::size_t(n++)] = 1u << position;
    }
    std::array<Mask, 512> digits{};
    for (unsigned subset = 1; subset < (1u << n); ++subset) {
      const auto lowest = std::size_t(std::countr_zero(subset));
      digits[subset] = Mask(digits[subset & (subset - 1)] | board.candidates[empty[lowest]]);
    }
    for (int size = 1; size <= kMostCells && size < n; ++size) {
      for (unsigned subset = (1u << size) - 1; subset < (1u << n);
           subset = logic::next_combination(subset)) {
        if (logic::count_of(digits[subset]) != size + 1) continue;
        unsigned positions = 0;
        for (unsigned rest = subset; rest; rest &= rest - 1) {
          positions |= at[std::size_t(std::countr_zero(rest))];
        }
        if (!first_unit(unit, positions)) continue;
        Als als;
        als.unit = unit;
        als.digits = digits[subset];
        for (unsigned rest = subset; rest; rest &= rest - 1) {
          const int cell = empty[std::size_t(std::countr_zero(rest))];
          als.cells.push_back(cell);
          als.set.add(cell);
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
      }
    }
  }
  return sets;
}

Commons restricted_commons_of(const std::vector<Als>& sets) {
  Commons commons(sets.size());
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      for (Mask xs = restricted_commons(sets[i], sets[j]); xs; xs &= xs - 1) {
        const int x = logic::lowest_digit(xs);
        commons[i].push_back({j, x});
        commons[j].push_back({i, x});
      }
    }
  }
  return commons;
}

Found find_almost_locked_sets(const Board& board) {
  const std::vector<Als> sets = almost_locked_sets(board);
  const Commons commons = restricted_commons_of(sets);
  if (Found step = find_als_xz(board, sets, commons)) return step;
  if (Found step = find_als_xy_wing(board, sets, commons)) return step;
  return find_death_blossom(board, sets);
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
