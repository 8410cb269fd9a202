// What a forcing chains' search (forcing.cpp) has followed from each assumption, its spreads,
// and how the ladder keeps them from one step to the next.
//
// Within a search: what a candidate being on implies is asked for the cell's own digit
// (binary) and for each unit where it is a place of a region (regions), up to four times a
// board. It is followed once; the graph keeps its nodes, and the search's Spreads the order
// they were reached in, their bits and the contradiction it ran into.
//
// From one step to the next: the ladder runs the same dynamic search (8.5, and Nishio's 7.5)
// at every step that gets that far, on a board that has lost a few candidates since. A spread
// that read none of them is the same again: it is copied from the last search's graph, not
// followed. Following an on potential (cell c, digit d) reads c's candidates and d in c's peers
// (its weak links on the chain's board); following an off potential reads c's candidates and d's
// places in c's units (c's peers again), and so do the hidden parents of what it turns on. So a
// spread holds while the board has lost no candidate of a cell where it reached a potential, nor
// a digit d beside a cell where it reached a potential of d (Mode::move_to).
//
// Only spreads that ran to their end are kept (not cut short by the budget), with the budget
// they used: a copy charges the same, and is made only when that leaves the budget unexhausted,
// as following would have (else the search follows again, and runs out where it did before).
//
// From one nesting level to the next, on the same board: the ladder runs a level only when the
// levels below found nothing there, and a level whose techniques begin with a lower level's
// (nested_prefix_level: 1, 2 and 3 each with the one before, 5 with 4, 4 with 1) makes the same
// spreads as that one until they end, at a stall where the lower level's techniques found
// nothing; it goes on from there with the rest of its own. So each level's spreads are kept,
// with their graph (its nested techniques too), for the next level on the same board. A copy
// charges what the spread cost there, nested searches included, though following it again
// would read them from the memo.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <utility>
#include <vector>

#include "chains.hpp"
#include "graph.hpp"

namespace sudoku::logic {

// The spreads of one search, by start potential.
struct Spreads {
  struct Spread {
    std::size_t first;  // its on nodes, then its off nodes, in `nodes` from here
    std::size_t ons;
    std::size_t offs;
    Reached::Bits bits;
    std::optional<std::pair<int, int>> absurd;
    std::int64_t cost;  // the budget it used
    // Its nodes in the graph, and their parents: each spread's are one run.
    std::int32_t node_first;
    std::int32_t node_end;
    std::int32_t parent_first;
    std::int32_t parent_end;
    // The techniques its nodes applied (Graph::nested), at a nesting level: one run too.
    std::int32_t nested_first;
    std::int32_t nested_end;
    bool holds = true;  // on the board of the search that asks next (Mode::move_to)
  };
  std::array<std::int32_t, kPotentials> of{};  // by start: its index in `list` + 1, or 0
  std::vector<Spread> list;
  std::vector<std::int32_t> nodes;  // every spread's orders, one after the other

  // Where a spread starts in its graph: its nodes, their parents and its techniques.
  struct Root {
    std::int32_t node;
    std::int32_t parent;
    std::int32_t nested;
  };
  static Root root_of(const Graph& graph) {
    return {std::int32_t(graph.nodes.size()), std::int32_t(graph.parents.size()),
            std::int32_t(graph.nested.size())};
  }

  // The spread that `reached` holds, followed from `start`: what the graph holds from `root`.
  std::int32_t add(Potential start, const Reached& reached,
                   std::optional<std::pair<int, int>> absurd, std::int64_t cost, const Graph& graph,
                   Root root) {
    list.push_back({nodes.size(), reached.on_order.size(), reached.off_order.size(), reached.bits,
                    absurd, cost, root.node, std::int32_t(graph.nodes.size()), root.parent,
                    std::int32_t(graph.parents.size()), root.nested,
                    std::int32_t(graph.nested.size())});
    nodes.insert(nodes.end(), reached.on_order.begin(), reached.on_order.end());
    nodes.insert(nodes.end(), reached.off_order.begin(), reached.off_order.end());
    return of[std::size_t(start)] = std::int32_t(list.size());
  }
  void clear() {
    of.fill(0);
    list.clear();
    nodes.clear();
  }
  const Spread* find(Potential start) const {
    const std::int32_t known = of[std::size_t(start)];
    return known ? &list[std::size_t(known - 1)] : nullptr;
  }

  // Appends `spread`, one of these spreads whose nodes are in `from`, to `graph` and makes
  // `reached` what it reached; returns its contradiction, numbered in `graph`.
  std::optional<std::pair<int, int>> copy(const Spread& spread, const Graph& from, Graph& graph,
                                          Reached& reached) const {
    const std::int32_t shift = std::int32_t(graph.nodes.size()) - spread.node_first;
    const std::int32_t parent_shift = std::int32_t(graph.parents.size()) - spread.parent_first;
    const std::int32_t nested_shift = std::int32_t(graph.nested.size()) - spread.nested_first;
    for (std::int32_t i = spread.node_first; i < spread.node_end; ++i) {
      Node node = from.nodes[std::size_t(i)];
      node.first += parent_shift;
      if (node.nested >= 0) node.nested += nested_shift;
      graph.nodes.push_back(node);
    }
    graph.nested.insert(graph.nested.end(), from.nested.begin() + spread.nested_first,
                        from.nested.begin() + spread.nested_end);
    for (std::int32_t i = spread.parent_first; i < spread.parent_end; ++i) {
      graph.parents.push_back(from.parents[std::size_t(i)] + shift);
    }
    reached.clear();
    const std::int32_t* order = nodes.data() + spread.first;
    for (std::size_t i = 0; i < spread.ons + spread.offs; ++i) {
      const std::int32_t node = order[i] + shift;
      (i < spread.ons ? reached.on_order : reached.off_order).push_back(node);
      reached.first[std::size_t(graph.nodes[std::size_t(node)].potential)] = node;
    }
    reached.bits = spread.bits;
    if (!spread.absurd) return std::nullopt;
    return std::pair{spread.absurd->first + shift, spread.absurd->second + shift};
  }
};

// The ladder's last search in each mode that keeps its spreads: its spreads and its graph.
struct KeptSpreads {
  struct Mode {
    char key = 0;
    bool any = false;  // whether a search has left its spreads
    std::array<Mask, 81> board{};
    Spreads spreads;
    Graph graph;
    // The spreads before those, for the next search to fill: a dynamic search follows a few
    // hundred (256 bytes each), and the list keeps its room from one search to the next.
    Spreads spare;

    // Marks which spreads hold on `now`: those that reached no potential whose following
    // read a candidate `now` lost (`touched`); none, when `now` gained a candidate (another
    // puzzle, or a board not after this one).
    void move_to(const std::array<Mask, 81>& now) {
      Reached::Bits touched{};
      const auto touch = [&](int cell, int digit) {
        for (const Potential p : {potential(cell, digit, false), potential(cell, digit, true)}) {
          touched[std::size_t(p >> 6)] |= std::uint64_t(1) << (p & 63);
        }
      };
      bool gained = !any;
      bool lost = false;
      for (int cell = 0; cell < 81; ++cell) {
        const Mask was = board[std::size_t(cell)];
        const Mask is = now[std::size_t(cell)];
        if (is & ~was) gained = true;
        if (!(was & ~is)) continue;
        lost = true;
        for (int digit = 1; digit <= 9; ++digit) touch(cell, digit);
        for (Mask gone = Mask(was & ~is); gone; gone &= gone - 1) {
          const int digit = lowest_digit(gone);
          peer_sets()[std::size_t(cell)].for_each([&](int peer) { touch(peer, digit); });
        }
      }
      board = now;
      any = true;
      if (!gained && !lost) return;  // the same board (a nesting level after level 0)
      for (Spreads::Spread& spread : spreads.list) {
        std::uint64_t meets = gained;
        for (std::size_t word = 0; word < touched.size(); ++word) {
          meets |= spread.bits[word] & touched[word];
        }
        spread.holds = !meets;
      }
    }
  };

  std::deque<Mode> modes;   // a deque: a mode stays where it is while another is added
  std::int64_t copies = 0;  // spreads copied rather than followed (for the tests)
  Mode& mode(char key) {
    for (Mode& mode : modes) {
      if (mode.key == key) return mode;
    }
    modes.emplace_back().key = key;
    return modes.back();
  }
};

}  // namespace sudoku::logic
