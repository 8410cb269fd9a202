// Finned and sashimi fish: X-Wing, Swordfish and Jellyfish with fins (HoDoKu's definitions).
//
// Digit d's places in n base lines (rows, or columns) lie in n cover lines of the other kind,
// except for some fins, all in one box. If no fin holds d, the base lines are a basic fish and
// the cover lines lose d elsewhere; if a fin holds it, every cell of the fins' box sees it. So a
// cover-line cell off the base lines, inside the fins' box, loses d either way. The fish is
// sashimi when a base line keeps fewer than two places in the cover lines (without its fins it
// would be no fish at all).
#include <array>
#include <vector>

#include "fish_bases.hpp"
#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::kUnitCells;

constexpr std::string_view kFishNames[5] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
constexpr int kRatings[5] = {0, 0, 32, 38, 52};  // Sudoku Explainer's for the basic fish

// The cell where line `index` of kind `rows` crosses position `at` (a column of a row).
int cell_at(bool rows, int index, int at) {
  return rows ? index * 9 + at : at * 9 + index;
}

std::string lines_text(bool rows, Mask lines) {
  return std::string(rows ? "rows " : "columns ") + logic::digit_list(lines);
}

// The finned fish on these base lines and cover lines, into `found` when it removes anything.
bool finned(const Board& board, int size, int digit, bool rows, const std::array<int, 4>& bases,
            const std::array<Mask, 4>& where, Mask based, Mask covered, Found& found) {
  if (logic::count_of(covered) != size) return false;
  const int base_unit = rows ? 0 : 9;
  // The fins: base places off the cover lines, all in one box.
  std::vector<int> fins;
  bool sashimi = false;
  for (int i = 0; i < size; ++i) {
    const Mask body = where[std::size_t(i)] & covered;
    sashimi = sashimi || logic::count_of(body) < 2;
    for (Mask off = Mask(where[std::size_t(i)] & ~covered); off; off &= off - 1) {
      fins.push_back(cell_at(rows, bases[std::size_t(i)], logic::lowest_index(off)));
    }
  }
  if (fins.empty()) return false;
  const int box = logic::box_of(fins.front());
  for (int fin : fins) {
    if (logic::box_of(fin) != box) return false;
  }
  Step step = logic::make_step(
      std::string(sashimi ? "Sashimi " : "Finned ") + std::string(kFishNames[size]),
      kRatings[size] + (sashimi ? 3 : 2));
  for (int cell : kUnitCells[18 + box]) {
    const int line = rows ? logic::row_of(cell) : logic::column_of(cell);
    const int at = rows ? logic::column_of(cell) : logic::row_of(cell);
    if ((based & (1u << line)) || !(covered & (1u << at))) continue;
    logic::add_eliminations(step, board, cell, bit_of(digit));
  }
  if (step.eliminations.empty()) return false;
  for (int i = 0; i < size; ++i) {
    for (Mask body = Mask(where[std::size_t(i)] & covered); body; body &= body - 1) {
      step.cells.push_back(
          {cell_at(rows, bases[std::size_t(i)], logic::lowest_index(body)), digit, Role::pattern});
    }
  }
  for (int fin : fins) step.cells.push_back({fin, digit, Role::fin});
  for (int i = 0; i < size; ++i) step.units.push_back(base_unit + bases[std::size_t(i)]);
  for (Mask lines = covered; lines; lines &= lines - 1) {
    step.units.push_back(9 - base_unit + logic::lowest_index(lines));
  }
  step.text = step.technique + " on " + char('0' + digit) + " in " + lines_text(rows, based) +
              " (" + lines_text(!rows, covered) + "), fin" + (fins.size() > 1 ? "s " : " ") +
              logic::cell_list(fins, "and") + ": if no fin is " + char('0' + digit) +
              ", the fish removes it from the " + (rows ? "columns" : "rows") +
              "; if one is, it sees " + unit_name(18 + box) + ". Either way " +
              logic::elimination_text(step.eliminations) + ".";
  found = std::move(step);
  return true;
}

}  // namespace

Found find_finned_fish(const Board& board, int size) {
  const logic::Places places(board);
  for (int digit = 1; digit <= 9; ++digit) {
    for (bool rows : {true, false}) {
      Found found;
      any_finned_bases(places, size, digit, rows, [&](const FishBases& fish) {
        // Named, not bound: clang 14 (the fuzz build's) captures no structured binding.
        const std::array<int, 4>& bases = fish.bases;
        const std::array<Mask, 4>& where = fish.where;
        const Mask based = fish.based, all = fish.all;
        // The fins lie in one box, so in one band of the cover kind's positions (`group`):
        // the covers hold every place off the group, and the rest of them are chosen among
        // the group's places.
        for (int group = 0; group < 3; ++group) {
          const Mask in_group = Mask(0b111u << (3 * group));
          const Mask needed = all & Mask(~in_group);
          const int free = size - logic::count_of(needed);
          if (free < 0) continue;
          std::vector<int> choices;
          for (Mask rest = Mask(all & in_group); rest; rest &= rest - 1) {
            choices.push_back(logic::lowest_index(rest));
          }
          const auto try_covers = [&](Mask covered) {
            return finned(board, size, digit, rows, bases, where, based, covered, found);
          };
          if (free == 0) {
            if (try_covers(needed)) return true;
            continue;
          }
          const bool stopped = logic::any_combination(
              int(choices.size()), free, [&](const std::array<int, 4>& chosen) {
                Mask covered = needed;
                for (int i = 0; i < free; ++i) {
                  covered |= Mask(1u << choices[std::size_t(chosen[std::size_t(i)])]);
                }
                return try_covers(covered);
              });
          if (stopped) return true;
        }
        return false;
      });
      if (found) return found;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
