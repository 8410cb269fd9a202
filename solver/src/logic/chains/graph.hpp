// The graph a chain search makes: an arena of nodes. A node is one potential (implications.hpp)
// reached in a search, with the nodes it follows from (its parents; the first parent is the
// main one, the rest are the "hidden" parents of a dynamic chain: candidates an earlier part
// of the chain removed). Parents are stored flat, each node's in one run.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "implications.hpp"

namespace sudoku::logic {

// 16 bytes: a dynamic search makes tens of thousands of nodes a board, and each thread of a
// batch touches its own (a page faulted in is about 15 µs here).
struct Node {
  std::int16_t potential = 0;  // 0..1457
  Cause cause = Cause::assumption;
  std::int8_t unit = -1;    // for Cause::unit
  std::int16_t depth = 0;   // links from the assumption along main parents
  std::uint16_t count = 0;  // parents: Graph::parents[first .. first + count)
  std::int32_t first = 0;
  std::int32_t nested = -1;  // Cause::advanced: the technique, an index into Graph::nested
};
static_assert(sizeof(Node) == 16);

// A technique applied inside a chain (Cause::advanced): what it is called, the complexity it
// adds when it is itself a chain, and, then, which chain it is (chain_key, nested.hpp): a
// hint counts each chain once, however many of its nested steps are that chain.
struct NestedStep {
  std::string technique;
  int complexity = 0;
  std::uint64_t chain = 0;  // 0: not a chain
};

struct Graph {
  std::vector<Node> nodes;
  std::vector<std::int32_t> parents;
  std::vector<NestedStep> nested;

  void clear() {
    nodes.clear();
    parents.clear();
    nested.clear();
  }
  // A new node; its parents are added right after, before any other node is made.
  int add(Potential p, Cause cause, int unit = -1, int parent = -1) {
    nodes.push_back(
        Node{std::int16_t(p), cause, std::int8_t(unit), 0, 0, std::int32_t(parents.size()), -1});
    if (parent >= 0) add_parent(parent);
    return int(nodes.size()) - 1;
  }
  // A new node with one parent, `depth` links from the assumption (the parent's depth + 1).
  int add(Potential p, Cause cause, int unit, int parent, int depth) {
    nodes.push_back(Node{std::int16_t(p), cause, std::int8_t(unit), std::int16_t(depth), 1,
                         std::int32_t(parents.size()), -1});
    parents.push_back(parent);
    return int(nodes.size()) - 1;
  }
  void add_parent(int parent) {
    parents.push_back(parent);
    Node& node = nodes.back();
    if (node.count++ == 0) node.depth = std::int16_t(nodes[std::size_t(parent)].depth + 1);
  }
  const Node& operator[](int node) const { return nodes[node]; }
  int main_parent(int node) const { return nodes[node].count ? parents[nodes[node].first] : -1; }
  // The links from the assumption to the node along main parents.
  int depth(int node) const { return nodes[std::size_t(node)].depth; }
  // Whether `p` is the potential of one of the node's main ancestors.
  bool has_main_ancestor(int node, Potential p) const;
};

}  // namespace sudoku::logic
