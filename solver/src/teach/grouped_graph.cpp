// The grouped graph (grouped_graph.hpp): its nodes and links, and the shortest chains on it.
#include "grouped_graph.hpp"

#include <algorithm>

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;
using logic::kUnitCells;

void link(std::vector<std::vector<int>>& links, int a, int b) {
  if (std::find(links[std::size_t(a)].begin(), links[std::size_t(a)].end(), b) !=
      links[std::size_t(a)].end())
    return;
  links[std::size_t(a)].push_back(b);
  links[std::size_t(b)].push_back(a);
}

// The unit of a link between two nodes of one digit: a unit that holds every cell of both,
// for a strong link the one whose places they hold between them.
int link_unit(const Board& board, const Node& a, const Node& b, bool strong) {
  const CellSet both = a.set | b.set;
  // A unit that holds both holds a's first cell; its row, column and box come in unit order.
  for (int unit : logic::units_of(a.cells.front())) {
    if (!logic::kUnitSets[unit].contains(both)) continue;
    if (!strong) return unit;
    CellSet places;
    for (int cell : kUnitCells[unit]) {
      if (board.candidates[cell] & bit_of(a.digit)) places.add(cell);
    }
    if (both == places) return unit;
  }
  return -1;
}

}  // namespace

GroupedGraph grouped_graph(const Board& board) {
  GroupedGraph graph;
  graph.single.fill(-1);
  const auto add = [&](int digit, std::vector<int> cells, int box, int line) {
    Node node;
    node.digit = digit;
    node.cells = std::move(cells);
    for (int cell : node.cells) node.set.add(cell);
    node.seen = logic::common_peers(node.cells);
    node.units[0] = box;
    node.units[1] = line;
    graph.nodes.push_back(std::move(node));
    return int(graph.nodes.size()) - 1;
  };
  for (int cell = 0; cell < 81; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (board.candidates[cell] & bit_of(digit))
        graph.single[logic::candidate_index(cell, digit)] = add(digit, {cell}, -1, -1);
    }
  }
  // Groups: where box b crosses a row or column, two or three places of the digit.
  for (int box = 0; box < 9; ++box) {
    for (int digit = 1; digit <= 9; ++digit) {
      for (int line = 0; line < 18; ++line) {
        std::vector<int> cells;
        for (int cell : kUnitCells[18 + box]) {
          const bool on_line =
              line < 9 ? logic::row_of(cell) == line : logic::column_of(cell) == line - 9;
          if (on_line && (board.candidates[cell] & bit_of(digit))) cells.push_back(cell);
        }
        if (cells.size() >= 2) add(digit, std::move(cells), 18 + box, line);
      }
    }
  }
  const int n = int(graph.nodes.size());
  graph.strong.resize(std::size_t(n));
  graph.weak.resize(std::size_t(n));
  // Strong links in units: two disjoint nodes inside the unit that hold all its places (the
  // conjugate pairs of logic::conjugate_pairs, and those with a group at one end or both).
  const logic::Places places(board);
  for (int unit = 0; unit < 27; ++unit) {
    for (int digit = 1; digit <= 9; ++digit) {
      const Mask where = places(unit, digit);
      if (logic::count_of(where) < 2) continue;
      CellSet all;
      std::vector<int> inside;
      for (int i = 0; i < 9; ++i) {
        if (!(where & (1u << i))) continue;
        all.add(kUnitCells[unit][i]);
        inside.push_back(graph.single[logic::candidate_index(kUnitCells[unit][i], digit)]);
      }
      for (int node = 0; node < n; ++node) {
        const Node& g = graph.nodes[std::size_t(node)];
        if (g.digit == digit && (g.units[0] == unit || g.units[1] == unit)) inside.push_back(node);
      }
      for (std::size_t i = 0; i < inside.size(); ++i) {
        for (std::size_t j = i + 1; j < inside.size(); ++j) {
          const Node& a = graph.nodes[std::size_t(inside[i])];
          const Node& b = graph.nodes[std::size_t(inside[j])];
          if (a.set.disjoint(b.set) && (a.set | b.set) == all)
            link(graph.strong, inside[i], inside[j]);
        }
      }
    }
  }
  // Strong links in bivalue cells.
  logic::for_each_bivalue_cell(board, [&](int cell, int low, int high) {
    link(graph.strong, graph.single_of(cell, low), graph.single_of(cell, high));
  });
  // Weak links between a cell's digits.
  for (int cell = 0; cell < 81; ++cell) {
    const Mask digits = board.candidates[cell];
    for (Mask a = digits; a; a &= a - 1) {
      for (Mask b = Mask(a & (a - 1)); b; b &= b - 1) {
        const int x = graph.single[logic::candidate_index(cell, logic::lowest_digit(a))];
        const int y = graph.single[logic::candidate_index(cell, logic::lowest_digit(b))];
        link(graph.weak, x, y);
      }
    }
  }
  // Weak links of one digit: every cell of one node sees every cell of the other.
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      const Node& na = graph.nodes[std::size_t(a)];
      const Node& nb = graph.nodes[std::size_t(b)];
      if (na.digit == nb.digit && na.set.disjoint(nb.set) && na.seen.contains(nb.set))
        link(graph.weak, a, b);
    }
  }
  return graph;
}

std::vector<int> Reach::chain_to(int state) const {
  std::vector<int> states{state};
  while (distance[std::size_t(states.back())] > 0)
    states.push_back(parent[std::size_t(states.back())]);
  std::reverse(states.begin(), states.end());
  return states;
}

Reach reach(const GroupedGraph& graph, int start, int most_links) {
  Reach result;
  result.distance.assign(2 * graph.nodes.size(), -1);
  result.parent.assign(2 * graph.nodes.size(), -1);
  std::vector<int> queue{start};
  result.distance[std::size_t(start)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int state = queue[head];
    const int at = result.distance[std::size_t(state)];
    if (at >= most_links) break;  // breadth first: every later state is as far or farther
    const bool on = state % 2 == 1;
    for (int node : (on ? graph.weak : graph.strong)[std::size_t(state / 2)]) {
      const int next = 2 * node + (on ? 0 : 1);
      if (result.distance[std::size_t(next)] >= 0) continue;
      result.distance[std::size_t(next)] = at + 1;
      result.parent[std::size_t(next)] = state;
      queue.push_back(next);
    }
  }
  return result;
}

ChainPath chain_path(const Board& board, const GroupedGraph& graph,
                     const std::vector<int>& states) {
  ChainPath path;
  for (std::size_t i = 0; i < states.size(); ++i) {
    const Node& node = graph.node_of_state(states[i]);
    const bool on = states[i] % 2 == 1;
    ChainPotential potential{node.cells.front(), node.digit, on, std::nullopt, {}};
    if (node.cells.size() > 1) potential.cells = node.cells;
    if (i) {
      const Node& before = graph.node_of_state(states[i - 1]);
      potential.why = Why{};
      if (before.digit == node.digit) {
        potential.why->kind = Why::Kind::unit;
        potential.why->unit = link_unit(board, before, node, on);
      }
    }
    path.potentials.push_back(std::move(potential));
  }
  return path;
}

}  // namespace sudoku::teach
