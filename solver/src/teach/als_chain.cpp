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
// Its paths (ChainPath, sudoku/logic.hpp), one for each candidate it removes, read as a
// contradiction: if the target is Z, A1 has no Z, so A1 is locked and removes X1 from A2, ...,
// so An is locked and removes Z from the target.
//
// The search is breadth first from each set and digit Z, over (set, the digit it lacks), so each
// end is reached by its shortest chain; as in the other almost locked sets' rungs, the chain
// shown removes the most, then has the fewest sets, then the fewest cells.
#include <algorithm>
#include <tuple>
#include <vector>

#include "../logic/chain_text.hpp"
#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;

// The most cells of a set in a chain, each set one link to read: with five, the chains of the
// 146 puzzles rated 6.5-8.9 (scripts/bench/teach.mjs) leave as few forcing-chain steps as with
// eight (17; four leave 22), take fewer steps beyond singles (2509 against 2527) and a fifth
// less time where they are tried, as the sets' restricted commons are found pair by pair.
constexpr std::size_t kMostCells = 5;
// The most sets in a chain, each a locked set to check: five or eight found as many forcing
// chains' positions on scripts/bench/teach.mjs's puzzles.
constexpr int kMostSets = 6;

struct Chain {
  std::vector<std::size_t> sets;  // A1 ... An, by index into the sets
  std::vector<int> digits;        // X1 ... Xn-1
  int z = 0;
  std::vector<Candidate> eliminations;
  std::tuple<int, int, int> key{};  // fewer removed, sets, cells: the least is shown
};

// The potential "`digit` is (not) in `als`'s places of it".
ChainPotential places(const Als& als, int digit, bool on) {
  std::vector<int> cells;
  als.holding[std::size_t(digit - 1)].for_each([&](int cell) { cells.push_back(cell); });
  ChainPotential potential{cells.front(), digit, on, std::nullopt, {}};
  if (cells.size() > 1) potential.cells = std::move(cells);
  return potential;
}

// The first unit that holds every cell of both potentials (cells that all see each other share
// a unit).
int common_unit(const ChainPotential& a, const ChainPotential& b) {
  logic::CellSet both;
  for (const ChainPotential* p : {&a, &b}) {
    if (p->cells.empty()) both.add(p->cell);
    for (int cell : p->cells) both.add(cell);
  }
  for (int unit = 0; unit < 27; ++unit) {
    if (logic::kUnitSets[unit].contains(both)) return unit;
  }
  return -1;
}

// The path that rules out `target` (Z in a cell seeing every Z of A1 and An), as a
// contradiction: if it is Z, A1 has no Z, so A1 (locked) removes X1 from A2, ..., so An
// (locked) removes Z from the target. A set of one cell takes two links, its other digit on
// (Why::cell) and that digit off in the next set (Why::unit); a larger set one, the almost
// locked set applied to the board the chain has made (Why::nested).
ChainPath target_path(const std::vector<Als>& sets, const Chain& chain, int target) {
  ChainPath path;
  const auto add = [&](ChainPotential p, std::optional<Why> why) {
    p.why = std::move(why);
    path.potentials.push_back(std::move(p));
  };
  const auto unit_why = [&](const ChainPotential& p) {
    return Why{Why::Kind::unit, common_unit(path.potentials.back(), p), {}, {}};
  };
  const ChainPotential on{target, chain.z, true, std::nullopt, {}};
  add(on, std::nullopt);
  ChainPotential lacks = places(sets[chain.sets.front()], chain.z, false);
  add(lacks, unit_why(lacks));
  for (std::size_t i = 0; i < chain.sets.size(); ++i) {
    const Als& als = sets[chain.sets[i]];
    const bool last = i + 1 == chain.sets.size();
    const int out = last ? chain.z : chain.digits[i];
    ChainPotential next = last ? ChainPotential{target, chain.z, false, std::nullopt, {}}
                               : places(sets[chain.sets[i + 1]], out, false);
    if (als.cells.size() == 1) {
      add({als.cells.front(), out, true, std::nullopt, {}}, Why{});
      add(next, unit_why(next));
    } else {
      add(next, Why{Why::Kind::nested, -1, "Almost Locked Set", {}});
    }
  }
  return path;
}

Step chain_step(const Board& board, const std::vector<Als>& sets, const Chain& chain) {
  Step step = logic::make_step("ALS-Chain", chain_rating(false, 2 * int(chain.sets.size()) - 1));
  step.eliminations = chain.eliminations;
  for (const Candidate& c : chain.eliminations)
    step.cells.push_back({c.cell, c.digit, Role::target});
  for (std::size_t i = 0; i < chain.sets.size(); ++i) {
    draw_als(step, board, sets[chain.sets[i]]);
    if (i) {
      draw_restricted_common(step, sets[chain.sets[i - 1]], sets[chain.sets[i]],
                             chain.digits[i - 1]);
    }
  }
  for (const Candidate& c : chain.eliminations)
    step.paths.push_back(target_path(sets, chain, c.cell));
  // The chain's words name each link's digits; the sets, which its links only name as "Almost
  // Locked Set", follow in its order.
  std::string named;
  for (std::size_t i = 0; i < chain.sets.size(); ++i) {
    named += (i ? "; " : "") + als_text(sets[chain.sets[i]]);
  }
  step.text = logic::chain_text(step, logic::ChainKind::each_path) +
              " The almost locked sets, in the chain's order: " + named + ".";
  return step;
}

}  // namespace

Found find_als_chain(const Board& board) {
  std::vector<Als> sets = almost_locked_sets(board);
  std::erase_if(sets, [](const Als& als) { return als.cells.size() > kMostCells; });
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
      std::fill(depth.begin(), depth.end(), 0);
      const int first = int(start) * 9 + z - 1;
      depth[std::size_t(first)] = 1;
      queue.assign(1, first);
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const int state = queue[head];
        const int at = depth[std::size_t(state)];
        if (at >= kMostSets) break;
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
          chain.key = {-int(eliminations.size()), at + 1, cells};
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
