// WXYZ-Wing (the bent quad of sudokuwiki.org and HoDoKu's forum).
//
// Four cells, not all in one unit, hold four digits between them. For every digit but one, Z,
// the cells that hold it all see each other, so it goes in one of them at most. Were Z in none
// of them, the other three digits could fill three of the four cells only: so one of them is
// Z, and a cell that sees every Z among them loses it.
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

// Whether every two of `cells` see each other.
bool all_see(const std::vector<int>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      if (!logic::peer_sets()[cells[i]].has(cells[j])) return false;
    }
  }
  return true;
}

Found wing_step(const Board& board, const std::array<int, 4>& cells, Mask digits) {
  int z = 0;
  std::vector<int> holding_z;
  for (Mask rest = digits; rest; rest &= rest - 1) {
    const int digit = logic::lowest_digit(rest);
    std::vector<int> holding;
    for (int cell : cells) {
      if (board.candidates[cell] & bit_of(digit)) holding.push_back(cell);
    }
    if (all_see(holding)) continue;
    if (z) return std::nullopt;  // two digits unrestricted: nothing follows
    z = digit;
    holding_z = holding;
  }
  if (!z) return std::nullopt;
  Step step = logic::make_step("WXYZ-Wing", chain_rating(false, 7));
  logic::CellSet seeing{~0ull, (1ull << 17) - 1};
  for (int cell : holding_z) seeing = seeing & logic::peer_sets()[cell];
  seeing.for_each([&](int cell) { logic::add_eliminations(step, board, cell, bit_of(z)); });
  if (step.eliminations.empty()) return std::nullopt;
  for (int cell : cells) logic::highlight(step, cell, board.candidates[cell], Role::pattern);
  const std::vector<int> list(cells.begin(), cells.end());
  step.text = "WXYZ-Wing: " + logic::cell_list(list, "and") + " hold only " +
              logic::digit_list(digits) + "; each digit but " + char('0' + z) +
              " goes in one of them at most, so one of them is " + char('0' + z) + ": " +
              logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

Found find_wxyz_wing(const Board& board) {
  std::vector<int> small;  // cells of two to four candidates
  for (int cell = 0; cell < 81; ++cell) {
    const int count = logic::count_of(board.candidates[cell]);
    if (count >= 2 && count <= 4) small.push_back(cell);
  }
  const auto& peers = logic::peer_sets();
  // The cells are chosen around a hinge that sees the other three: the wing's usual shape, and
  // a search a person can follow.
  for (int hinge : small) {
    std::vector<int> wings;
    for (int cell : small) {
      if (peers[hinge].has(cell)) wings.push_back(cell);
    }
    Found found;
    logic::any_combination(int(wings.size()), 3, [&](const std::array<int, 4>& chosen) {
      const std::array<int, 4> cells = {hinge, wings[std::size_t(chosen[0])],
                                        wings[std::size_t(chosen[1])],
                                        wings[std::size_t(chosen[2])]};
      Mask digits = 0;
      for (int cell : cells) digits |= board.candidates[cell];
      if (logic::count_of(digits) != 4) return false;
      if (all_see(std::vector<int>(cells.begin(), cells.end()))) return false;  // a naked quad
      found = wing_step(board, cells, digits);
      return found.has_value();
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
