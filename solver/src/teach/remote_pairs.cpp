// Remote Pairs (HoDoKu's definition).
//
// A chain of four or more cells that all hold exactly the same two digits x and y, each cell
// seeing the next. Two cells that see each other cannot both be x or both be y, so along the
// chain the cells alternate x, y, x, y: any two cells an odd number of steps apart hold one x
// and one y between them, and a cell that sees both loses x and y.
#include <array>
#include <vector>

#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

// The longest chain looked for, in cells: longer ones are seldom needed and hard to follow.
constexpr int kMostCells = 10;

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
  const std::string dx(1, char('0' + x));
  const std::string dy(1, char('0' + y));
  step.text = "Remote Pair: " + logic::cell_list(chain, "and") + " hold only " + dx + " and " + dy +
              ", each seeing the next, so they alternate " + dx + " and " + dy +
              "; two of them an odd number of steps apart hold both digits, and a cell seeing "
              "both loses them: " +
              logic::elimination_text(step.eliminations) + ".";
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
