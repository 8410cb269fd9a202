// W-Wing (HoDoKu's definition).
//
// Two cells p and q that do not see each other both hold exactly the digits x and y. A strong
// link on x joins a cell u that sees p and a cell v that sees q (neither p nor q). If p is x,
// u is not, so v is x and q is not: q is y. So p or q is y, and a cell seeing both loses y:
// the chain p(y off) => p(x on) -> u(x off) => v(x on) -> q(x off) => q(y on).
#include <array>
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

Step w_wing_step(const Board& board, int p, int q, int x, int y, int unit, int u, int v) {
  Step step = logic::make_step("W-Wing", chain_rating(false, 5));
  (logic::peer_sets()[p] & logic::peer_sets()[q]).for_each([&](int cell) {
    logic::add_eliminations(step, board, cell, bit_of(y));
  });
  if (step.eliminations.empty()) return step;
  logic::highlight(step, p, board.candidates[p], Role::pattern);
  logic::highlight(step, q, board.candidates[q], Role::pattern);
  step.cells.push_back({u, x, Role::pattern});
  step.cells.push_back({v, x, Role::pattern});
  step.units = {unit};
  step.links = {{{p, y}, {p, x}, true},
                {{p, x}, {u, x}, false},
                {{u, x}, {v, x}, true},
                {{v, x}, {q, x}, false},
                {{q, x}, {q, y}, true}};
  const std::string dx(1, char('0' + x));
  const std::string dy(1, char('0' + y));
  step.text = "W-Wing: " + cell_name(p) + " and " + cell_name(q) + " are both " + dx + " or " + dy +
              ", and " + unit_name(unit) + " holds " + dx + " only in " + cell_name(u) + " and " +
              cell_name(v) + ". They cannot both be " + dx + " (then " + cell_name(u) + " and " +
              cell_name(v) + " would both lose it), so one of them is " + dy + ": " +
              logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

Found find_w_wing(const Board& board) {
  const logic::Places places(board);
  std::array<std::vector<logic::ConjugatePair>, 9> links;  // by digit - 1
  for (int digit = 1; digit <= 9; ++digit)
    links[std::size_t(digit - 1)] = logic::conjugate_pairs(places, digit);
  const auto& peers = logic::peer_sets();
  for (int p = 0; p < 81; ++p) {
    const Mask pair = board.candidates[p];
    if (logic::count_of(pair) != 2) continue;
    for (int q = p + 1; q < 81; ++q) {
      if (board.candidates[q] != pair || peers[p].has(q)) continue;
      for (int x : {logic::lowest_digit(pair), logic::lowest_digit(Mask(pair & (pair - 1)))}) {
        const int y = logic::lowest_digit(Mask(pair & ~bit_of(x)));
        for (const logic::ConjugatePair& link : links[std::size_t(x - 1)]) {
          const auto [a, b] = link.cells;
          if (a == p || a == q || b == p || b == q) continue;
          for (auto [u, v] : {std::pair{a, b}, std::pair{b, a}}) {
            if (!peers[u].has(p) || !peers[v].has(q)) continue;
            Step step = w_wing_step(board, p, q, x, y, link.unit, u, v);
            if (!step.eliminations.empty()) return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
