// Alternating inference chains (AIC) with grouped nodes, shortest first (HoDoKu's X-Chain,
// XY-Chain, Remote Pair, AIC and their grouped forms).
//
// A node is one candidate, or a group: a digit's places (two or three) where a box crosses a
// row or column, "on" when the digit is in one of them. From a node assumed off, a strong
// link turns the next on (the digit's places in a unit are the two nodes; or a cell holds just
// two digits); from a node on, a weak link turns the next off (the same digit in cells that
// all see it; or another digit of its cell). A chain X(off) => ... => W(on) of alternating
// links says X or W is true, so any candidate weakly linked to both is false; X(off) => X(on)
// says X is true. Each link holds on its own, so every chain found is sound.
//
// The search is a breadth-first walk from every node assumed off, over (node, on/off) states;
// breadth first gives each end its shortest chain, and the shortest over every start that
// removes something is kept (one digit before several, single nodes before groups, at equal
// length), so a person reads the fewest links.
#include <algorithm>
#include <tuple>
#include <vector>

#include "../logic/chain_text.hpp"
#include "../logic/chains/chains.hpp"
#include "grouped_graph.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

// What "X or W" removes: every candidate weakly linked to both, or X itself when W is X
// (X off led to X on).
struct Conclusion {
  std::vector<Candidate> eliminations;
  std::vector<Candidate> placements;
  bool loop = false;  // W is weakly linked to X: a continuous loop (see add_loop)
};

Conclusion conclude(const Board& board, const Node& x, const Node& w, bool same) {
  Conclusion result;
  if (same) {
    if (x.cells.size() == 1) result.placements.push_back({x.cells.front(), x.digit});
    return result;
  }
  const auto remove = [&](int cell, int digit) {
    const bool is_x = x.digit == digit && x.set.has(cell);
    const bool is_w = w.digit == digit && w.set.has(cell);
    if ((board.candidates[cell] & bit_of(digit)) && !is_x && !is_w) {
      result.eliminations.push_back({cell, digit});
    }
  };
  if (x.digit == w.digit) {
    (x.seen & w.seen).for_each([&](int cell) { remove(cell, x.digit); });
    return result;
  }
  const bool x_single = x.cells.size() == 1;
  const bool w_single = w.cells.size() == 1;
  if (x_single && w_single && x.cells.front() == w.cells.front()) {
    const int cell = x.cells.front();
    for (Mask rest = Mask(board.candidates[cell] & ~bit_of(x.digit) & ~bit_of(w.digit)); rest;
         rest &= rest - 1) {
      remove(cell, logic::lowest_digit(rest));
    }
    return result;
  }
  if (w_single && x.seen.has(w.cells.front())) remove(w.cells.front(), x.digit);
  if (x_single && w.seen.has(x.cells.front())) remove(x.cells.front(), w.digit);
  return result;
}

// A continuous nice loop: the chain X(off) => ... => W(on), closed by a weak link W(on) -> X(off).
// Rotated to start at any node B(off) after a weak link A(on) -> B(off), the loop leads to A(on):
// so A or B is true, and a candidate weakly linked to both is false. The closing link is one of
// these pairs, whose eliminations are the chain's own.
void add_loop(const Board& board, const std::vector<const Node*>& pairs, Conclusion& result) {
  std::array<bool, logic::kCandidates> removed{};
  for (const Candidate& c : result.eliminations)
    removed[std::size_t(logic::candidate_index(c.cell, c.digit))] = true;
  const auto remove = [&](int cell, int digit) {
    const std::size_t key = std::size_t(logic::candidate_index(cell, digit));
    if (!(board.candidates[cell] & bit_of(digit)) || removed[key]) return;
    removed[key] = true;
    result.eliminations.push_back({cell, digit});
  };
  for (std::size_t i = 0; i + 1 < pairs.size(); i += 2) {
    const Node& a = *pairs[i];
    const Node& b = *pairs[i + 1];
    if (a.digit == b.digit) {
      (a.seen & b.seen).for_each([&](int cell) { remove(cell, a.digit); });
    } else if (a.cells.size() == 1 && a.cells == b.cells) {
      const int cell = a.cells.front();
      for (Mask rest = Mask(board.candidates[cell] & ~bit_of(a.digit) & ~bit_of(b.digit)); rest;
           rest &= rest - 1) {
        remove(cell, logic::lowest_digit(rest));
      }
    }
  }
  result.loop = true;
}

struct Found_chain {
  std::vector<int> states;  // node * 2 + on, from the start (off) to the end (on)
  Conclusion conclusion;
  std::tuple<int, int, int> key{};  // links, several digits, groups: the least is kept
};

Step chain_step(const Board& board, const GroupedGraph& graph, const Found_chain& chain) {
  const auto node_of = [&](int state) -> const Node& {
    return graph.nodes[std::size_t(state / 2)];
  };
  const int links = int(chain.states.size()) - 1;
  const bool one_digit = std::get<1>(chain.key) == 0;
  const bool grouped = std::get<2>(chain.key) != 0;
  // An XY-Chain's strong links all lie in cells; a Remote Pair's cells all hold the same pair.
  bool xy = !one_digit, remote = !one_digit;
  for (std::size_t i = 0; i + 1 < chain.states.size(); ++i) {
    const Node& a = node_of(chain.states[i]);
    const Node& b = node_of(chain.states[i + 1]);
    const bool strong = chain.states[i + 1] % 2 == 1;
    const bool in_cell = a.cells.size() == 1 && b.cells.size() == 1 && a.cells == b.cells;
    if (strong && !in_cell) xy = remote = false;
    if (a.cells.size() == 1 && board.candidates[a.cells.front()] !=
                                   board.candidates[node_of(chain.states.front()).cells.front()])
      remote = false;
  }
  std::string name = chain.conclusion.loop ? "Continuous Nice Loop"
                     : one_digit           ? "X-Chain"
                     : remote              ? "Remote Pair"
                     : xy                  ? "XY-Chain"
                                           : "AIC";
  if (grouped) name = "Grouped " + name;
  Step step = logic::make_step(name, chain_rating(one_digit, links));
  step.placements = chain.conclusion.placements;
  step.eliminations = chain.conclusion.eliminations;
  for (const auto* list : {&step.placements, &step.eliminations}) {
    for (const Candidate& c : *list) step.cells.push_back({c.cell, c.digit, Role::target});
  }
  for (std::size_t i = 0; i < chain.states.size(); ++i) {
    const Node& node = node_of(chain.states[i]);
    for (int cell : node.cells) step.cells.push_back({cell, node.digit, Role::pattern});
    if (i) {
      const Node& before = node_of(chain.states[i - 1]);
      step.links.push_back({{before.cells.front(), before.digit},
                            {node.cells.front(), node.digit},
                            chain.states[i] % 2 == 1});
    }
  }
  if (chain.conclusion.loop) {
    // The closing weak link.
    const Node& x = node_of(chain.states.front());
    const Node& w = node_of(chain.states.back());
    step.links.push_back({{w.cells.front(), w.digit}, {x.cells.front(), x.digit}, false});
  }
  std::vector<int> states = chain.states;
  if (chain.conclusion.loop) states.push_back(chain.states.front());  // back to X(off)
  step.paths.push_back(chain_path(board, graph, states));
  step.text = logic::chain_text(step, logic::ChainKind::each_path);
  return step;
}

}  // namespace

int chain_rating(bool one_digit, int links) {
  return int(logic::chain_difficulty(one_digit ? 6.6 : 7.0, links + 1) * 10 + 0.5);
}

Found find_aic(const Board& board, int most_links) {
  const GroupedGraph graph = grouped_graph(board);
  const int n = int(graph.nodes.size());
  std::optional<Found_chain> best;
  std::vector<int> distance(std::size_t(2 * n)), parent(std::size_t(2 * n));
  std::vector<int> queue;
  for (int start = 0; start < n; ++start) {
    if (graph.strong[std::size_t(start)].empty()) continue;
    const int limit = best ? std::get<0>(best->key) : most_links;
    std::fill(distance.begin(), distance.end(), -1);
    queue.assign(1, 2 * start);
    distance[std::size_t(2 * start)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int state = queue[head];
      const int at = distance[std::size_t(state)];
      if (at >= limit) break;  // breadth first: every later state is as far or farther
      const bool on = state % 2 == 1;
      const auto& next =
          on ? graph.weak[std::size_t(state / 2)] : graph.strong[std::size_t(state / 2)];
      for (int node : next) {
        const int reached = 2 * node + (on ? 0 : 1);
        if (distance[std::size_t(reached)] >= 0) continue;
        distance[std::size_t(reached)] = at + 1;
        parent[std::size_t(reached)] = state;
        queue.push_back(reached);
        if (on || at + 1 < 3) continue;
        // A chain of three links or more from start (off) to node (on).
        const Node& x = graph.nodes[std::size_t(start)];
        const Node& w = graph.nodes[std::size_t(node)];
        Conclusion conclusion = conclude(board, x, w, node == start);
        const auto& closing = graph.weak[std::size_t(node)];
        const bool loop =
            node != start && std::find(closing.begin(), closing.end(), start) != closing.end();
        if (!loop && conclusion.eliminations.empty() && conclusion.placements.empty()) continue;
        Found_chain chain;
        for (int s = reached; s != 2 * start; s = parent[std::size_t(s)]) chain.states.push_back(s);
        chain.states.push_back(2 * start);
        std::reverse(chain.states.begin(), chain.states.end());
        if (loop) {
          // The weak links' ends, in pairs: each on-state and the off-state after it, then
          // the closing link W(on) -> X(off).
          std::vector<const Node*> pairs;
          for (std::size_t i = 1; i + 1 < chain.states.size(); i += 2) {
            pairs.push_back(&graph.nodes[std::size_t(chain.states[i] / 2)]);
            pairs.push_back(&graph.nodes[std::size_t(chain.states[i + 1] / 2)]);
          }
          pairs.push_back(&w);
          pairs.push_back(&x);
          add_loop(board, pairs, conclusion);
          if (conclusion.eliminations.empty()) continue;
        }
        int several = 0, groups = 0;
        for (int s : chain.states) {
          several |= graph.nodes[std::size_t(s / 2)].digit != x.digit;
          groups += graph.nodes[std::size_t(s / 2)].cells.size() > 1;
        }
        chain.key = {at + 1, several, groups};
        chain.conclusion = std::move(conclusion);
        if (!best || chain.key < best->key) best = std::move(chain);
      }
    }
  }
  if (!best) return std::nullopt;
  return chain_step(board, graph, *best);
}

}  // namespace sudoku::teach
