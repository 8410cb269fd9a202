// Whether a static search (cycles.cpp) from a candidate can find anything on one board, read
// off the transitive closure of the board's static links, inside cells and units
// (implications.hpp), computed once per board. The searches ask before they search: on a hard
// board fewer than one start in fifty leads to a cycle or a forcing chain. A search that keeps
// to some of the links (X-links only, say) reaches no more than all of them do, so one board's
// answers serve every pass.
#pragma once

#include <array>
#include <bitset>

#include "implications.hpp"

namespace sudoku::logic {

class Reach {
 public:
  explicit Reach(const Implications& links);

  // Whether a forcing chain from `start` can reach the start's conjugate.
  bool forces(Potential start) const { return forces_[std::size_t(start)]; }
  // Whether a cycle of four links or more can pass through the on potential `on`: one of the
  // off potentials it implies leads to another off potential that implies it. The cycle search
  // walks simple paths of the same links, so it finds a cycle only where this holds.
  bool may_cycle(Potential on) const { return cycles_[std::size_t(on >> 1)]; }

 private:
  std::bitset<1458> forces_;  // by potential
  std::bitset<729> cycles_;   // by candidate
};

}  // namespace sudoku::logic
