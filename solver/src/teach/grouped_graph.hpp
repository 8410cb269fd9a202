// The grouped graph of a board's candidates: the nodes and links the hint ladder's chains walk
// (aic.cpp's alternating inference chains, kraken_fish.cpp's chains from a fin).
//
// A node is one candidate, or a group: a digit's places (two or three) where a box crosses a
// row or column, "on" when the digit is in one of them. A strong link joins two nodes of which
// one is on when the other is off (the digit's places in a unit are the two nodes; or a cell
// holds just two digits); a weak link two that cannot both be on (the same digit in cells that
// all see each other; or two digits of one cell). A chain is a list of states, node * 2 + on,
// each following from the one before by a link: strong from off to on, weak from on to off.
#pragma once

#include <array>
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {

struct Node {
  int digit = 0;
  std::vector<int> cells;  // one cell, or a group's two or three (one box and one line)
  logic::CellSet set;
  logic::CellSet seen;      // the cells that see every cell of the node
  int units[2] = {-1, -1};  // a group's box and line (a single's are its cell's)
};

// The links between nodes, groups among them. Not the chain engine's Implications, which links
// single candidates only, each one's links in Sudoku Explainer's order (box, row, column) that
// the ratings depend on: here groups link too, and a node's links are in build's order (strong:
// its units by number, then its bivalue cell; weak: its cell's other digits, then nodes by
// number), which decides which of two chains of one length a hint shows.
struct GroupedGraph {
  std::vector<Node> nodes;
  std::vector<std::vector<int>> strong, weak;    // by node: the links' other ends
  std::array<int, logic::kCandidates> single{};  // by candidate index: its node, or -1

  int single_of(int cell, int digit) const {
    return single[std::size_t(logic::candidate_index(cell, digit))];
  }
  const Node& node_of_state(int state) const { return nodes[std::size_t(state / 2)]; }
};

GroupedGraph grouped_graph(const Board& board);

// The shortest chains from one state: breadth first over the states, up to `most_links` links.
// distance[state] is its links from the start (-1: not reached), parent[state] the state
// before it on its chain.
struct Reach {
  std::vector<int> distance, parent;
  // The chain from the start to `state` (reached), the start first.
  std::vector<int> chain_to(int state) const;
};
Reach reach(const GroupedGraph& graph, int start, int most_links);

// The chain `states` as one path (ChainPath, sudoku/logic.hpp): a group's potential names its
// cells, and a link of one digit its unit.
ChainPath chain_path(const Board& board, const GroupedGraph& graph, const std::vector<int>& states);

}  // namespace sudoku::teach
