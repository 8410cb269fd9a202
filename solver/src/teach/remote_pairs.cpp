// Remote Pairs (HoDoKu's definition).
//
// A chain of four or more cells that all hold exactly the same two digits x and y, each cell
// seeing the next. Two cells that see each other cannot both be x or both be y, so along the
// chain the cells alternate x, y, x, y: any two cells an odd number of steps apart hold one x
// and one y between them, and a cell that sees both loses x and y.
#include <array>
#include <vector>

#include "../logic/chain_text.hpp"
#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

// The longest chain looked for, in cells: longer ones are seldom needed and hard to follow.
constexpr int kMostCells = 10;

// The chain's cells `from` to `to` as an XY-Chain: `digit` off in the first, so `other` on, so
// `other` off in the next, so `digit` on, and on to `digit` on in the last.
std::vector<ChainPotential> remote_path(const Board& board, const std::vector<int>& chain,
                                        std::size_t from, std::size_t to, int digit, Mask other) {
  const int y = logic::lowest_digit(other);
  std::vector<ChainPotential> path;
  for (std::size_t i = from; i <= to; ++i) {
    const int off = (i - from) % 2 ? y : digit;
    const int on = (i - from) % 2 ? digit : y;
    path.push_back({chain[i], off, false, std::nullopt, {}});
    if (i > from) path.back().why = link_why(board, {chain[i - 1], off}, {chain[i], off});
    path.push_back({chain[i], on, true, Why{}, {}});
  }
  return path;
}

Step remote_pair_step(const Board& board, const std::vector<int>& chain, Mask pair) {
  Step step = logic::make_step("Remote Pair", chain_rating(false, int(chain.size()) * 2 - 1));
  const auto& peers = logic::peer_sets();
  std::vector<bool> in_chain(81, false);
  for (int cell : chain) in_chain[std::size_t(cell)] = true;
  for (int cell = 0; cell < 81; ++cell) {
    if (in_chain[std::size_t(cell)] || !(board.candidates[cell] & pair)) continue;
    bool removes = false;
    for (std::size_t i = 0; i < chain.size() && !removes; ++i) {
      for (std::size_t j = i + 3; j < chain.size(); j += 2) {
        if (peers[cell].has(chain[i]) && peers[cell].has(chain[j])) {
          removes = true;
          break;
        }
      }
    }
    if (removes) logic::add_eliminations(step, board, cell, pair);
  }
  if (step.eliminations.empty()) return step;
  const int x = logic::lowest_digit(pair);
  const int y = logic::lowest_digit(Mask(pair & (pair - 1)));
  // Drawn as the XY-Chain it is: from y off in the first cell to y on in the last.
  for (std::size_t i = 0; i < chain.size(); ++i) {
    logic::highlight(step, chain[i], pair, Role::pattern);
    const int off = i % 2 ? x : y;
    const int on = i % 2 ? y : x;
    step.links.push_back({{chain[i], off}, {chain[i], on}, true});
    if (i + 1 < chain.size()) step.links.push_back({{chain[i], on}, {chain[i + 1], on}, false});
  }
  // Each elimination's path, unless an earlier one shows it: from the digit off in a cell of
  // the chain to it on in a cell an odd number of steps on, both seen by the eliminated cell.
  PathList list;
  for (const Candidate& c : step.eliminations) {
    if (list.shows_either(c)) continue;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      std::size_t j = i + 3;
      while (j < chain.size() && !(peers[c.cell].has(chain[i]) && peers[c.cell].has(chain[j])))
        j += 2;
      if (j >= chain.size()) continue;
      list.add(remote_path(board, chain, i, j, c.digit, Mask(pair & ~bit_of(c.digit))));
      break;
    }
  }
  step.paths = std::move(list.paths);
  step.text = logic::chain_text(step, logic::ChainKind::each_path);
  return step;
}

// The shortest chain from `from` to each cell of `cells` (the pair's cells), as each cell's
// cell before it (-1 where there is no chain), and the chains' lengths in steps.
struct Paths {
  std::array<int, 81> before{};
  std::array<int, 81> steps{};
};
Paths shortest_paths(const std::vector<int>& cells, int from) {
  Paths paths;
  paths.before.fill(-1);
  paths.steps.fill(-1);
  paths.steps[std::size_t(from)] = 0;
  std::vector<int> queue{from};
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int cell = queue[head];
    for (int next : cells) {
      if (paths.steps[std::size_t(next)] >= 0 || !logic::peer_sets()[cell].has(next)) continue;
      paths.steps[std::size_t(next)] = paths.steps[std::size_t(cell)] + 1;
      paths.before[std::size_t(next)] = cell;
      queue.push_back(next);
    }
  }
  return paths;
}

}  // namespace

Found find_remote_pair(const Board& board) {
  // The bivalue cells by their pair, then the shortest chain first.
  std::vector<std::vector<int>> by_pair(512);
  logic::for_each_bivalue_cell(
      board, [&](int cell, int, int) { by_pair[board.candidates[cell]].push_back(cell); });
  for (int steps = 3; steps < kMostCells; steps += 2) {
    for (std::size_t pair = 0; pair < by_pair.size(); ++pair) {
      const std::vector<int>& cells = by_pair[pair];
      if (int(cells.size()) <= steps) continue;
      for (int from : cells) {
        const Paths paths = shortest_paths(cells, from);
        for (int to : cells) {
          if (to < from || paths.steps[std::size_t(to)] != steps) continue;
          std::vector<int> chain;
          for (int cell = to; cell >= 0; cell = paths.before[std::size_t(cell)]) {
            chain.insert(chain.begin(), cell);
          }
          Step step = remote_pair_step(board, chain, Mask(pair));
          if (!step.eliminations.empty()) return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
