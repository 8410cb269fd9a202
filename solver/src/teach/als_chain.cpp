// ALS-Chain (HoDoKu's ALS-XY-Chain): almost locked sets (als.hpp) in a row, each sharing a
// restricted common digit with the next, no two links in a row on the same digit.
//
// Take A1 ... An, Ai and Ai+1 sharing the restricted common Xi (Xi != Xi-1). If A1 holds no Z,
// it is locked on its other digits and holds X1; then A2 cannot (every X1 of it sees every X1
// of A1), so A2 is locked without X1 and holds X2; and so on, until An holds each of its digits
// but Xn-1, Z among them (Z != Xn-1). So A1 or An holds a Z, and a cell that sees every Z of
// both loses it. With three sets it is an ALS-XY-Wing (als_xy_wing.cpp), tried before, unless
// A1 and A3 overlap, which the chain allows (the argument never needs them apart).
//
// As a chain (ChainPath, sudoku/logic.hpp) it reads as an alternating inference chain whose
// nodes are a digit's places in a set: Z not in A1's, so (by the almost locked set, or the
// bivalue cell's other digit) X1 in A1's, so X1 not in A2's (one unit holds every X1 of both:
// cells that all see each other share a unit), ..., so Z in An's.
//
// The search is breadth first from each set and digit Z, over (set, the digit it lacks): the
// chain shown has the fewest sets, then removes the most, then has the fewest cells.
#include <algorithm>
#include <tuple>
#include <vector>

#include "../logic/chain_text.hpp"
#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;

// The most sets in a chain: each is a locked set to check, and HoDoKu's default stops at six.
constexpr int kMostSets = 6;

struct Chain {
  std::vector<std::size_t> sets;  // A1 ... An, by index into the sets
  std::vector<int> digits;        // X1 ... Xn-1
  int z = 0;
  std::vector<Candidate> eliminations;
  std::tuple<int, int, int> key{};  // sets, fewer removed, cells: the least is shown
};

// The potential "`digit` is (not) in `als`'s places of it".
ChainPotential places(const Als& als, int digit, bool on) {
  std::vector<int> cells;
  als.holding[std::size_t(digit - 1)].for_each([&](int cell) { cells.push_back(cell); });
  ChainPotential potential{cells.front(), digit, on, std::nullopt, {}};
  if (cells.size() > 1) potential.cells = std::move(cells);
  return potential;
}

// The first unit that holds every place of `digit` in both sets.
int common_unit(const Als& a, const Als& b, int digit) {
  const CellSet both = a.holding[std::size_t(digit - 1)] | b.holding[std::size_t(digit - 1)];
  for (int unit = 0; unit < 27; ++unit) {
    if (logic::kUnitSets[unit].contains(both)) return unit;
  }
  return -1;
}

ChainPath chain_path(const std::vector<Als>& sets, const Chain& chain) {
  ChainPath path;
  const std::size_t n = chain.sets.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Als& als = sets[chain.sets[i]];
    const int in = i ? chain.digits[i - 1] : chain.z;       // the digit it lacks
    const int out = i + 1 < n ? chain.digits[i] : chain.z;  // so the digit it holds
    ChainPotential lacks = places(als, in, false);
    if (i) {
      lacks.why = Why{Why::Kind::unit, common_unit(sets[chain.sets[i - 1]], als, in), {}, {}};
    }
    ChainPotential holds = places(als, out, true);
    holds.why = als.cells.size() == 1 ? Why{} : Why{Why::Kind::nested, -1, "Almost Locked Set", {}};
    path.potentials.push_back(std::move(lacks));
    path.potentials.push_back(std::move(holds));
  }
  return path;
}

Step chain_step(const Board& board, const std::vector<Als>& sets, const Chain& chain) {
  const int links = 2 * int(chain.sets.size()) - 1;
  Step step = logic::make_step("ALS-Chain", chain_rating(false, links));
  step.eliminations = chain.eliminations;
  for (const Candidate& c : chain.eliminations)
    step.cells.push_back({c.cell, c.digit, Role::target});
  for (std::size_t i = 0; i < chain.sets.size(); ++i) {
    draw_als(step, board, sets[chain.sets[i]]);
    if (i)
      draw_restricted_common(step, sets[chain.sets[i - 1]], sets[chain.sets[i]],
                             chain.digits[i - 1]);
  }
  step.paths.push_back(chain_path(sets, chain));
  step.text = logic::chain_text(step, logic::ChainKind::each_path);
  return step;
}

}  // namespace

Found find_als_chain(const Board& board) {
  const std::vector<Als> sets = almost_locked_sets(board);
  const Commons commons = restricted_commons_of(sets);
  // The cells holding each digit (by digit - 1), where a chain's Z can go.
  std::array<CellSet, 9> holding{};
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask ds = board.candidates[cell]; ds; ds &= ds - 1) {
      holding[std::size_t(logic::lowest_digit(ds) - 1)].add(cell);
    }
  }
  std::optional<Chain> best;
  // By state (set * 9 + the digit it lacks - 1): the state before it, and the sets so far.
  std::vector<int> parent(sets.size() * 9), depth(sets.size() * 9);
  std::vector<int> queue;
  for (std::size_t start = 0; start < sets.size(); ++start) {
    for (Mask zs = sets[start].digits; zs; zs &= zs - 1) {
      const int z = logic::lowest_digit(zs);
      const CellSet seen = sets[start].seeing[std::size_t(z - 1)] & holding[std::size_t(z - 1)];
      if (seen.empty()) continue;  // nothing sees every Z of A1
      const int most = best ? std::get<0>(best->key) : kMostSets;
      std::fill(depth.begin(), depth.end(), 0);
      const int first = int(start) * 9 + z - 1;
      depth[std::size_t(first)] = 1;
      queue.assign(1, first);
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const int state = queue[head];
        const int at = depth[std::size_t(state)];
        if (at >= most) break;
        const std::size_t set = std::size_t(state / 9);
        const int lacks = state % 9 + 1;
        for (const auto& [next, x] : commons[set]) {
          if (x == lacks) continue;
          const int reached = int(next) * 9 + x - 1;
          if (depth[std::size_t(reached)]) continue;
          depth[std::size_t(reached)] = at + 1;
          parent[std::size_t(reached)] = state;
          queue.push_back(reached);
          const Als& end = sets[next];
          if (at + 1 < 3 || x == z || !(end.digits & bit_of(z))) continue;
          std::vector<Candidate> eliminations;
          (seen & end.seeing[std::size_t(z - 1)]).for_each([&](int cell) {
            eliminations.push_back({cell, z});
          });
          if (eliminations.empty()) continue;
          Chain chain;
          chain.z = z;
          for (int s = reached;; s = parent[std::size_t(s)]) {
            chain.sets.push_back(std::size_t(s / 9));
            if (s == first) break;
            chain.digits.push_back(s % 9 + 1);
          }
          std::reverse(chain.sets.begin(), chain.sets.end());
          std::reverse(chain.digits.begin(), chain.digits.end());
          int cells = 0;
          for (std::size_t s : chain.sets) cells += int(sets[s].cells.size());
          chain.key = {at + 1, -int(eliminations.size()), cells};
          chain.eliminations = std::move(eliminations);
          if (!best || chain.key < best->key) best = std::move(chain);
        }
      }
    }
  }
  if (!best) return std::nullopt;
  return chain_step(board, sets, *best);
}

}  // namespace sudoku::teach
