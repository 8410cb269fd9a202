// Simple Colouring (HoDoKu's Simple Colors), both rules.
//
// The strong links of one digit (units where it has exactly two places) join cells into
// clusters; along each link the digit is in exactly one end, so a cluster's cells take two
// colours, alternating, and all the cells of one colour hold the digit while the other's do
// not. Wrap: two cells of one colour see each other, so that colour cannot hold it and loses
// the digit everywhere. Trap: a cell off the cluster that sees both colours loses the digit.
#include <algorithm>
#include <vector>

#include "../logic/chain_text.hpp"
#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

struct Cluster {
  std::vector<int> cells;
  std::array<int, 81> colour{};  // 0 or 1 for the cluster's cells, -1 elsewhere
  std::vector<std::pair<int, int>> links;
};

// The cluster of `start` on the digit's strong links (`links`: pairs of cells).
Cluster grow(int start, const std::vector<std::pair<int, int>>& links) {
  Cluster cluster;
  cluster.colour.fill(-1);
  cluster.colour[std::size_t(start)] = 0;
  cluster.cells.push_back(start);
  for (std::size_t head = 0; head < cluster.cells.size(); ++head) {
    const int cell = cluster.cells[head];
    for (const auto& [a, b] : links) {
      if (a != cell && b != cell) continue;
      const int other = a == cell ? b : a;
      if (a == cell) cluster.links.push_back({a, b});
      if (cluster.colour[std::size_t(other)] >= 0) continue;
      cluster.colour[std::size_t(other)] = 1 - cluster.colour[std::size_t(cell)];
      cluster.cells.push_back(other);
    }
  }
  return cluster;
}

Step colouring_step(const Board& board, int digit, const Cluster& cluster, bool wrap) {
  Step step = logic::make_step("Simple Colouring", chain_rating(true, int(cluster.links.size())));
  std::vector<int> colours[2];
  for (int cell : cluster.cells) colours[cluster.colour[std::size_t(cell)]].push_back(cell);
  const auto& peers = logic::peer_sets();
  int wrapped = -1;
  Clash clash;
  if (wrap) {
    for (int c = 0; c < 2 && wrapped < 0; ++c) {
      for (std::size_t i = 0; i < colours[c].size() && wrapped < 0; ++i) {
        for (std::size_t j = i + 1; j < colours[c].size(); ++j) {
          if (peers[colours[c][i]].has(colours[c][j])) {
            wrapped = c;
            clash.root = logic::candidate_index(colours[c][i], digit);
            clash.other = logic::candidate_index(colours[c][j], digit);
            break;
          }
        }
      }
    }
    if (wrapped < 0) return step;
    for (int cell : colours[wrapped]) logic::add_eliminations(step, board, cell, bit_of(digit));
  } else {
    for (int cell = 0; cell < 81; ++cell) {
      if (cluster.colour[std::size_t(cell)] >= 0 || !(board.candidates[cell] & bit_of(digit)))
        continue;
      bool sees[2] = {false, false};
      for (int member : cluster.cells) {
        if (peers[cell].has(member)) sees[cluster.colour[std::size_t(member)]] = true;
      }
      if (sees[0] && sees[1]) logic::add_eliminations(step, board, cell, bit_of(digit));
    }
  }
  if (step.eliminations.empty()) return step;
  for (int cell : cluster.cells) {
    if (cluster.colour[std::size_t(cell)] != wrapped)
      step.cells.push_back({cell, digit, Role::pattern});
  }
  // The cluster by candidate, for its paths.
  StrongLinks links(logic::kCandidates);
  Colours colour;
  colour.fill(-1);
  for (int cell : cluster.cells) {
    colour[std::size_t(logic::candidate_index(cell, digit))] = cluster.colour[std::size_t(cell)];
  }
  for (const auto& [a, b] : cluster.links) {
    step.links.push_back({{a, digit}, {b, digit}, true});
    links[std::size_t(logic::candidate_index(a, digit))].push_back(
        logic::candidate_index(b, digit));
    links[std::size_t(logic::candidate_index(b, digit))].push_back(
        logic::candidate_index(a, digit));
  }
  step.paths = wrap ? false_colour_paths(board, links, colour, clash)
                    : both_colours_paths(board, links, colour, step.eliminations);
  step.text = logic::chain_text(step, logic::ChainKind::each_path);
  return step;
}

}  // namespace

Found find_simple_colouring(const Board& board) {
  const logic::Places places(board);
  for (bool wrap : {true, false}) {
    for (int digit = 1; digit <= 9; ++digit) {
      std::vector<std::pair<int, int>> links;
      for (const logic::ConjugatePair& pair : logic::conjugate_pairs(places, digit)) {
        // Two cells of a box and a line make one link.
        const std::pair link{pair.cells[0], pair.cells[1]};
        if (std::find(links.begin(), links.end(), link) == links.end()) links.push_back(link);
      }
      std::array<bool, 81> coloured{};
      for (const auto& link : links) {
        if (coloured[std::size_t(link.first)]) continue;
        const Cluster cluster = grow(link.first, links);
        for (int cell : cluster.cells) coloured[std::size_t(cell)] = true;
        if (cluster.cells.size() < 3) continue;
        Step step = colouring_step(board, digit, cluster, wrap);
        if (!step.eliminations.empty()) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::teach
