// Single-digit patterns of two strong links: Skyscraper, 2-String Kite and Turbot Fish
// (HoDoKu's definitions).
//
// Two strong links on digit d, A (a_far, a_near) and B (b_far, b_near), four distinct cells,
// whose near ends see each other. The near ends are not both d; if a_near is not d, a_far is
// (A is strong), and if b_near is not d, b_far is. So a_far or b_far is d, and a cell that sees
// both loses d: the chain a_far(off) => a_near(on) -> b_near(off) => b_far(on).
//
// The shapes people learn: a Skyscraper's links lie in two rows (or two columns) and its near
// ends share a column (row), its far ends not (else it is an X-Wing); a 2-String Kite has one
// link in a row, one in a column, and its near ends in one box; a Turbot Fish is any other
// (a link in a box, or near ends that meet in a box).
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::ConjugatePair;

bool is_row(int unit) {
  return unit < 9;
}
bool is_column(int unit) {
  return unit >= 9 && unit < 18;
}

TwoLinks shape_of(int unit_a, int unit_b, int a_near, int b_near, int a_far, int b_far) {
  if (is_row(unit_a) && is_row(unit_b) && logic::column_of(a_near) == logic::column_of(b_near) &&
      logic::column_of(a_far) != logic::column_of(b_far)) {
    return TwoLinks::skyscraper;
  }
  if (is_column(unit_a) && is_column(unit_b) && logic::row_of(a_near) == logic::row_of(b_near) &&
      logic::row_of(a_far) != logic::row_of(b_far)) {
    return TwoLinks::skyscraper;
  }
  const bool row_and_column =
      (is_row(unit_a) && is_column(unit_b)) || (is_column(unit_a) && is_row(unit_b));
  if (row_and_column && logic::box_of(a_near) == logic::box_of(b_near)) return TwoLinks::kite;
  return TwoLinks::turbot;
}

constexpr std::string_view kNames[] = {"Skyscraper", "2-String Kite", "Turbot Fish"};

Step two_links_step(const Board& board, TwoLinks shape, int digit, const ConjugatePair& a,
                    const ConjugatePair& b, int a_near, int b_near) {
  const int a_far = a.cells[0] == a_near ? a.cells[1] : a.cells[0];
  const int b_far = b.cells[0] == b_near ? b.cells[1] : b.cells[0];
  Step step = logic::make_step(kNames[int(shape)], chain_rating(true, 3));
  (logic::peer_sets()[a_far] & logic::peer_sets()[b_far]).for_each([&](int cell) {
    if (cell != a_near && cell != b_near) logic::add_eliminations(step, board, cell, bit_of(digit));
  });
  if (step.eliminations.empty()) return step;
  for (int cell : {a_far, a_near, b_near, b_far})
    step.cells.push_back({cell, digit, Role::pattern});
  step.units = {a.unit, b.unit};
  step.links = {{{a_far, digit}, {a_near, digit}, true},
                {{a_near, digit}, {b_near, digit}, false},
                {{b_near, digit}, {b_far, digit}, true}};
  const std::string d(1, char('0' + digit));
  step.text = step.technique + " on " + d + ": " + unit_name(a.unit) + " holds " + d + " only in " +
              cell_name(a_far) + " and " + cell_name(a_near) + ", " + unit_name(b.unit) +
              " only in " + cell_name(b_far) + " and " + cell_name(b_near) + "; " +
              cell_name(a_near) + " and " + cell_name(b_near) +
              " see each other and are not both " + d + ", so " + cell_name(a_far) + " or " +
              cell_name(b_far) + " is " + d + ": " + logic::elimination_text(step.eliminations) +
              ".";
  return step;
}

}  // namespace

Found find_two_strong_links(const Board& board, TwoLinks shape) {
  const logic::Places places(board);
  const auto& peers = logic::peer_sets();
  for (int digit = 1; digit <= 9; ++digit) {
    const std::vector<ConjugatePair> links = logic::conjugate_pairs(places, digit);
    for (std::size_t i = 0; i < links.size(); ++i) {
      for (std::size_t j = i + 1; j < links.size(); ++j) {
        const ConjugatePair& a = links[i];
        const ConjugatePair& b = links[j];
        for (std::size_t a_side = 0; a_side < 2; ++a_side) {
          for (std::size_t b_side = 0; b_side < 2; ++b_side) {
            const int a_near = a.cells[a_side];
            const int b_near = b.cells[b_side];
            const int a_far = a.cells[1 - a_side];
            const int b_far = b.cells[1 - b_side];
            // Four distinct cells, and the near ends weakly linked.
            if (a_near == b_near || a_near == b_far || a_far == b_near || a_far == b_far) continue;
            if (!peers[a_near].has(b_near)) continue;
            if (shape_of(a.unit, b.unit, a_near, b_near, a_far, b_far) != shape) continue;
            Step step = two_links_step(board, shape, digit, a, b, a_near, b_near);
            if (!step.eliminations.empty()) return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
