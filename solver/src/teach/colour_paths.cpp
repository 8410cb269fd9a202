// The paths (Step::paths, sudoku/logic.hpp) of the colouring patterns: Simple Colouring and 3D
// Medusa, whose strong links colour candidates two ways, and Remote Pairs.
//
// A colouring's strong links make a tree from any of its candidates (breadth first, so each
// candidate by a shortest way): along it the candidates alternate on and off, as their colours
// do. So a candidate on (or off) leads to every candidate of its colour on (off) and of the
// other colour off (on). A colour proven false: from one of its candidates on, two paths to a
// contradiction (two of its candidates that cannot both be true, or a cell left empty); then
// from that candidate off, a path to each other candidate of the colour, off. A candidate that
// both colours rule out: from a candidate of one colour off to one of the other on, an
// alternating inference chain (X or W is true) whose ends the candidate cannot share.
#include <algorithm>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

Candidate candidate_of(int n) {
  return {logic::cell_of_candidate(n), logic::digit_of_candidate(n)};
}

ChainPotential potential_of(int n, bool on) {
  const Candidate c = candidate_of(n);
  return {c.cell, c.digit, on, std::nullopt, {}};
}

bool same(const ChainPotential& a, const ChainPotential& b) {
  return a.cell == b.cell && a.digit == b.digit && a.on == b.on && a.cells == b.cells;
}

// The shortest way along `links` from `root` to each candidate it reaches: each one's candidate
// before it, -1 for the root and the candidates it does not reach.
std::vector<int> tree_of(const StrongLinks& links, int root) {
  std::vector<int> before(logic::kCandidates, -1);
  std::vector<bool> seen(logic::kCandidates, false);
  std::vector<int> queue{root};
  seen[std::size_t(root)] = true;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (int next : links[std::size_t(queue[head])]) {
      if (seen[std::size_t(next)]) continue;
      seen[std::size_t(next)] = true;
      before[std::size_t(next)] = queue[head];
      queue.push_back(next);
    }
  }
  return before;
}

// The path from the tree's root (`on` or off) to `to`, alternating.
std::vector<ChainPotential> tree_path(const Board& board, const std::vector<int>& before, int to,
                                      bool on) {
  std::vector<int> nodes;
  for (int n = to; n >= 0; n = before[std::size_t(n)]) nodes.insert(nodes.begin(), n);
  std::vector<ChainPotential> path;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    path.push_back(potential_of(nodes[i], on == (i % 2 == 0)));
    if (i) {
      path.back().why = link_why(board, candidate_of(nodes[i - 1]), candidate_of(nodes[i]));
    }
  }
  return path;
}

// Whether candidate `c` and candidate `n` on cannot both be true: two digits of one cell, or
// one digit in cells that see each other.
bool excludes(const Candidate& c, int n) {
  const Candidate o = candidate_of(n);
  return c.cell == o.cell ? c.digit != o.digit : c.digit == o.digit && logic::sees(c.cell, o.cell);
}

}  // namespace

Why link_why(const Board& board, Candidate a, Candidate b) {
  Why why;
  if (a.cell == b.cell) return why;
  why.kind = Why::Kind::unit;
  for (int unit : logic::units_of(a.cell)) {
    if (!logic::kUnitSets[unit].has(b.cell)) continue;
    if (why.unit < 0) why.unit = unit;
    int places = 0;
    for (int cell : logic::kUnitCells[unit])
      places += (board.candidates[cell] & bit_of(a.digit)) != 0;
    if (places == 2) {
      why.unit = unit;
      break;
    }
  }
  return why;
}

void PathList::add(std::vector<ChainPotential> whole, bool supporting) {
  ChainPath path;
  path.supporting = supporting;
  std::size_t shared = 0;
  for (std::size_t i = 0; i < wholes_.size(); ++i) {
    const std::vector<ChainPotential>& earlier = wholes_[i];
    std::size_t n = 0;
    while (n < earlier.size() && n + 1 < whole.size() && same(earlier[n], whole[n])) ++n;
    if (n > shared) {
      shared = n;
      path.branch = ChainBranch{int(i), int(n) - 1};
    }
  }
  path.potentials.assign(whole.begin() + std::ptrdiff_t(shared), whole.end());
  paths.push_back(std::move(path));
  wholes_.push_back(std::move(whole));
}

bool PathList::shows_either(const Candidate& c) const {
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const ChainPotential& x = wholes_[i].front();
    const ChainPotential& w = wholes_[i].back();
    if (x.on || !w.on || !x.cells.empty() || !w.cells.empty()) continue;
    if (excludes(c, logic::candidate_index(x.cell, x.digit)) &&
        excludes(c, logic::candidate_index(w.cell, w.digit)))
      return true;
  }
  return false;
}

std::vector<ChainPath> false_colour_paths(const Board& board, const StrongLinks& links,
                                          const Colours& colour, const Clash& clash) {
  PathList list;
  const std::vector<int> before = tree_of(links, clash.root);
  if (clash.cell < 0) {
    // The root on leads to `other` on, which it excludes.
    list.add(tree_path(board, before, clash.other, true));
    list.add({potential_of(clash.root, true),
              {candidate_of(clash.other).cell,
               candidate_of(clash.other).digit,
               false,
               link_why(board, candidate_of(clash.root), candidate_of(clash.other)),
               {}}});
  } else {
    // Each candidate of the cell sees its digit in the colour, on: all but the last are off
    // (supporting), so the last is on, and off.
    std::vector<int> digits;
    for (Mask m = board.candidates[clash.cell]; m; m &= m - 1)
      digits.push_back(logic::lowest_digit(m));
    for (std::size_t i = 0; i < digits.size(); ++i) {
      const Candidate target{clash.cell, digits[i]};
      int seen = -1;
      for (int n = 0; n < logic::kCandidates && seen < 0; ++n) {
        const Candidate c = candidate_of(n);
        if (colour[std::size_t(n)] == colour[std::size_t(clash.root)] && c.digit == target.digit &&
            logic::sees(c.cell, target.cell))
          seen = n;
      }
      std::vector<ChainPotential> path = tree_path(board, before, seen, true);
      path.push_back(
          {target.cell, target.digit, false, link_why(board, candidate_of(seen), target), {}});
      if (i + 2 < digits.size()) {
        list.add(std::move(path), true);
        continue;
      }
      if (i + 2 == digits.size()) {
        path.push_back({target.cell, digits[i + 1], true, Why{}, {}});
      }
      list.add(std::move(path));
    }
  }
  // The root off: every other candidate of its colour is off.
  for (int n = 0; n < logic::kCandidates; ++n) {
    if (n != clash.root && colour[std::size_t(n)] == colour[std::size_t(clash.root)])
      list.add(tree_path(board, before, n, false));
  }
  return std::move(list.paths);
}

std::vector<ChainPath> both_colours_paths(const Board& board, const StrongLinks& links,
                                          const Colours& colour,
                                          const std::vector<Candidate>& eliminations) {
  PathList list;
  for (const Candidate& c : eliminations) {
    if (list.shows_either(c)) continue;
    int ends[2] = {-1, -1};
    for (int n = 0; n < logic::kCandidates; ++n) {
      if (colour[std::size_t(n)] >= 0 && ends[colour[std::size_t(n)]] < 0 && excludes(c, n))
        ends[colour[std::size_t(n)]] = n;
    }
    if (ends[0] < 0 || ends[1] < 0) continue;  // not one of both colours': left without a path
    list.add(tree_path(board, tree_of(links, ends[0]), ends[1], false));
  }
  return std::move(list.paths);
}

}  // namespace sudoku::teach
