// 3D Medusa (SudokuWiki's definition; HoDoKu has none, its nearest is Multi Colors).
//
// Candidates joined by strong links, of any digits: a cell's only two candidates, or a digit's
// only two places in a unit. Along each link exactly one end is true, so a cluster of linked
// candidates takes two colours, alternating, and one colour is wholly true, the other false.
// A colour is false when it would put two of its candidates in one cell (rule 1), one digit
// twice in a unit (rule 2), or empty a cell whose every candidate sees that digit in that
// colour (rule 6): its candidates go. Whichever colour is true, a cell holding both colours
// loses its other candidates (rule 3); a candidate seeing its digit in both colours goes (rule
// 4), as does one seeing its digit in one colour while its cell holds the other (rule 5).
#include <optional>
#include <vector>

#include "../logic/chain_text.hpp"
#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

// A candidate as one number: its index (geometry.hpp).
int node(int cell, int digit) {
  return logic::candidate_index(cell, digit);
}
Candidate candidate_of(int n) {
  return {logic::cell_of_candidate(n), logic::digit_of_candidate(n)};
}

struct Cluster {
  std::vector<int> nodes;
  std::array<int, logic::kCandidates>
      colour{};                            // 0 or 1 for the cluster's candidates, -1 elsewhere
  std::vector<std::pair<int, int>> links;  // the strong links that coloured them
};

// By candidate, the candidates it is strongly linked to: its bivalue cell's other digit first,
// then its conjugate pairs' other ends in unit order. A cluster grows in this order, and tells
// its candidates and links in the order it grew.
std::vector<std::vector<int>> links_by_candidate(const Board& board) {
  std::vector<std::vector<int>> links(logic::kCandidates);
  const auto join = [&](int a, int b) {
    for (int n : links[std::size_t(a)]) {
      if (n == b) return;
    }
    links[std::size_t(a)].push_back(b);
    links[std::size_t(b)].push_back(a);
  };
  logic::for_each_bivalue_cell(
      board, [&](int cell, int low, int high) { join(node(cell, low), node(cell, high)); });
  const logic::Places places(board);
  for (int digit = 1; digit <= 9; ++digit) {
    for (const logic::ConjugatePair& pair : logic::conjugate_pairs(places, digit))
      join(node(pair.cells[0], digit), node(pair.cells[1], digit));
  }
  return links;
}

Cluster grow(int start, const std::vector<std::vector<int>>& links) {
  Cluster cluster;
  cluster.colour.fill(-1);
  cluster.colour[std::size_t(start)] = 0;
  cluster.nodes.push_back(start);
  for (std::size_t head = 0; head < cluster.nodes.size(); ++head) {
    const int from = cluster.nodes[head];
    for (int to : links[std::size_t(from)]) {
      if (cluster.colour[std::size_t(to)] >= 0) continue;
      cluster.colour[std::size_t(to)] = 1 - cluster.colour[std::size_t(from)];
      cluster.nodes.push_back(to);
      cluster.links.push_back({from, to});
    }
  }
  return cluster;
}

// Whether candidate `n` sees a candidate of its digit in `colour` (another cell).
bool sees_colour(const Cluster& cluster, int n, int colour) {
  const auto [cell, digit] = candidate_of(n);
  for (int other : cluster.nodes) {
    const auto [at, d] = candidate_of(other);
    if (d == digit && cluster.colour[std::size_t(other)] == colour &&
        logic::peer_sets()[cell].has(at))
      return true;
  }
  return false;
}

// What proves a colour of the cluster false (rules 1, 2, 6), or nothing.
std::optional<Clash> false_colour(const Board& board, const Cluster& cluster) {
  for (int colour = 0; colour < 2; ++colour) {
    for (int a : cluster.nodes) {
      if (cluster.colour[std::size_t(a)] != colour) continue;
      for (int b : cluster.nodes) {
        if (b <= a || cluster.colour[std::size_t(b)] != colour) continue;
        const Candidate ca = candidate_of(a), cb = candidate_of(b);
        if (ca.cell == cb.cell ||
            (ca.digit == cb.digit && logic::peer_sets()[ca.cell].has(cb.cell)))
          return Clash{a, b, -1};
      }
    }
    for (int cell = 0; cell < 81; ++cell) {
      const Mask digits = board.candidates[cell];
      if (!digits) continue;
      bool emptied = true;
      for (int digit = 1; digit <= 9 && emptied; ++digit) {
        if (!(digits & bit_of(digit))) continue;
        const int n = node(cell, digit);
        emptied = cluster.colour[std::size_t(n)] < 0 && sees_colour(cluster, n, colour);
      }
      if (emptied) {
        for (int n : cluster.nodes) {
          if (cluster.colour[std::size_t(n)] == colour) return Clash{n, -1, cell};
        }
      }
    }
  }
  return std::nullopt;
}

Step medusa_step(const Board& board, const Cluster& cluster, const StrongLinks& links) {
  Step step = logic::make_step("3D Medusa", chain_rating(false, int(cluster.links.size())));
  const std::optional<Clash> clash = false_colour(board, cluster);
  const int wrong = clash ? cluster.colour[std::size_t(clash->root)] : -1;
  if (clash) {
    for (int n : cluster.nodes) {
      if (cluster.colour[std::size_t(n)] == wrong) {
        const Candidate c = candidate_of(n);
        logic::add_eliminations(step, board, c.cell, bit_of(c.digit));
      }
    }
  } else {
    for (int n = 0; n < logic::kCandidates; ++n) {
      const auto [cell, digit] = candidate_of(n);
      if (!(board.candidates[cell] & bit_of(digit)) || cluster.colour[std::size_t(n)] >= 0)
        continue;
      bool in_cell[2] = {false, false};
      for (int d = 1; d <= 9; ++d) {
        const int c = cluster.colour[std::size_t(node(cell, d))];
        if (c >= 0) in_cell[c] = true;
      }
      const bool sees[2] = {sees_colour(cluster, n, 0), sees_colour(cluster, n, 1)};
      if ((in_cell[0] && in_cell[1]) || (sees[0] && sees[1]) || (in_cell[0] && sees[1]) ||
          (in_cell[1] && sees[0]))
        logic::add_eliminations(step, board, cell, bit_of(digit));
    }
  }
  if (step.eliminations.empty()) return step;
  const int shown = wrong >= 0 ? 1 - wrong : 0;
  for (int n : cluster.nodes) {
    if (cluster.colour[std::size_t(n)] != shown) continue;
    const Candidate c = candidate_of(n);
    step.cells.push_back({c.cell, c.digit, Role::pattern});
  }
  for (const auto& [from, to] : cluster.links) {
    step.links.push_back({candidate_of(from), candidate_of(to), true});
  }
  step.paths = clash ? false_colour_paths(board, links, cluster.colour, *clash)
                     : both_colours_paths(board, links, cluster.colour, step.eliminations);
  step.text = logic::chain_text(step, logic::ChainKind::each_path);
  return step;
}

}  // namespace

Found find_medusa(const Board& board) {
  const StrongLinks links = links_by_candidate(board);
  std::array<bool, logic::kCandidates> coloured{};
  for (int start = 0; start < logic::kCandidates; ++start) {
    if (coloured[std::size_t(start)] || links[std::size_t(start)].empty()) continue;
    const Cluster cluster = grow(start, links);
    Mask digits = 0;
    for (int n : cluster.nodes) {
      coloured[std::size_t(n)] = true;
      digits |= bit_of(candidate_of(n).digit);
    }
    // One digit's cluster is Simple Colouring's, which comes earlier on the ladder.
    if (logic::count_of(digits) < 2) continue;
    Step step = medusa_step(board, cluster, links);
    if (!step.eliminations.empty()) return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
