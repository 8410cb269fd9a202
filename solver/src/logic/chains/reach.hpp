// Which potentials each potential implies on one board through static links, inside cells and
// units: the transitive closure of the implication graph (implications.hpp), computed once per
// board. The static searches (cycles.cpp) ask it before they search: on a hard board fewer
// than one start in fifty leads to a cycle or a forcing chain. A search that keeps to some of
// the links (X-links only, say) reaches no more than all of them do, so one closure answers for
// every pass.
//
// Representation: the nodes are the on potentials of the board's candidates and the off
// potentials that imply something (an off potential with no strong link is a dead end), with
// dense indices 0..n-1 in potential order. Tarjan's algorithm finds the strongly connected
// components; it completes a component only after every component it links to, so each component's
// closure is its own potentials joined with its successors' closures, in one pass. A closure is a
// bitset over the dense indices: `words_` 64-bit words per component, in closure_.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "implications.hpp"

namespace sudoku::logic {

class Reach {
 public:
  explicit Reach(const Implications& links);

  // Whether a forcing chain from `start` can reach the start's conjugate.
  bool forces(Potential start) const;
  // Whether a cycle of four links or more can pass through the on potential `on`: one of the
  // off potentials it implies leads to another off potential that implies it. The cycle search
  // walks simple paths of the same links, so it finds a cycle only where this holds.
  bool may_cycle(Potential on) const;

 private:
  // Whether `from` implies `to` (or is `to`), where each is an on potential or an off potential
  // that implies something: an off potential that implies nothing is no node, and reaches
  // nothing but itself.
  bool implies(Potential from, Potential to) const {
    const int i = index_[std::size_t(from)];
    const int j = index_[std::size_t(to)];
    if (i < 0 || j < 0) return false;
    const std::uint64_t word = closure_[std::size_t(component_[std::size_t(i)] * words_ + j / 64)];
    return (word >> (j % 64)) & 1;
  }

  const Implications& links_;
  std::array<std::int16_t, 1458> index_{};  // the dense index of each node's potential, or -1
  std::vector<std::int32_t> component_;     // the component of each dense index
  std::vector<std::uint64_t> closure_;      // by component
  int words_ = 0;
};

}  // namespace sudoku::logic
