// Kraken Fish (HoDoKu's type 1): a finned X-Wing, Swordfish or Jellyfish whose fins need not
// share a box, each fin leading by a chain to the same elimination.
//
// Digit d's places in n base lines (rows, or columns) lie in n cover lines of the other kind,
// except for the fins. If no fin holds d, the base lines are a basic fish: each cover line's d
// is in a base line, and a cover-line cell off the base lines (the target) loses d. If a fin
// holds d, a chain on the grouped graph (grouped_graph.hpp) from the fin on to the target off
// says the target loses d too. So it loses d either way. A fin that sees the target is a chain
// of one link; when every fin does, it is a plain finned fish (finned_fish.cpp), tried earlier.
//
// Of the fish found, the one shown has the fewest links in its chains, then the smallest fish,
// then the fewest fins: each step removes one candidate, the target, with one path from each
// fin (ChainPath, sudoku/logic.hpp).
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <tuple>
#include <vector>

#include "../logic/chain_text.hpp"
#include "fish_bases.hpp"
#include "grouped_graph.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;

constexpr std::string_view kFishNames[5] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
// The most fins: each is a chain to follow (six found no more on scripts/bench/teach.mjs's
// puzzles).
constexpr int kMostFins = 4;
// The longest chain from a fin: a kraken is read as several chains at once, each short. Seven
// links take the forcing-chain steps of scripts/bench/teach.mjs from 25 to 17 (six: 25; eight
// and ten: 17 too).
constexpr int kMostLinks = 7;

// The cell where line `index` of kind `rows` crosses position `at` (a column of a row).
int cell_at(bool rows, int index, int at) {
  return rows ? index * 9 + at : at * 9 + index;
}

std::string lines_text(bool rows, Mask lines) {
  return std::string(rows ? "rows " : "columns ") + logic::digit_list(lines);
}

struct Kraken {
  int size = 0, digit = 0;
  bool rows = true;
  Mask based = 0, covered = 0;
  std::vector<int> fins;
  int target = -1;
  std::vector<std::vector<int>> chains;  // by fin: its states to the target off
  std::tuple<int, int, int> key{};       // links in all, size, fins: the least is shown
};

Step kraken_step(const Board& board, const GroupedGraph& graph, const Kraken& kraken) {
  int links = 0;
  for (const auto& chain : kraken.chains) links += int(chain.size()) - 1;
  // Sudoku Explainer's rating of a forcing chain on one digit, or on several, of as many links.
  bool one_digit = true;
  for (const auto& chain : kraken.chains) {
    for (int state : chain)
      one_digit = one_digit && graph.node_of_state(state).digit == kraken.digit;
  }
  Step step = logic::make_step("Kraken Fish", chain_rating(one_digit, links));
  step.eliminations.push_back({kraken.target, kraken.digit});
  step.cells.push_back({kraken.target, kraken.digit, Role::target});
  const int base_unit = kraken.rows ? 0 : 9;
  for (Mask lines = kraken.based; lines; lines &= lines - 1) {
    const int line = logic::lowest_index(lines);
    for (Mask at = kraken.covered; at; at &= at - 1) {
      const int cell = cell_at(kraken.rows, line, logic::lowest_index(at));
      if (board.candidates[cell] & bit_of(kraken.digit))
        step.cells.push_back({cell, kraken.digit, Role::pattern});
    }
    step.units.push_back(base_unit + line);
  }
  for (Mask lines = kraken.covered; lines; lines &= lines - 1) {
    step.units.push_back(9 - base_unit + logic::lowest_index(lines));
  }
  for (int fin : kraken.fins) step.cells.push_back({fin, kraken.digit, Role::fin});
  for (const auto& states : kraken.chains) {
    ChainPath path = chain_path(board, graph, states);
    for (std::size_t i = 1; i < states.size(); ++i) {
      const Node& before = graph.node_of_state(states[i - 1]);
      const Node& node = graph.node_of_state(states[i]);
      if (i + 1 < states.size()) {  // the last node is the target
        for (int cell : node.cells) step.cells.push_back({cell, node.digit, Role::pattern});
      }
      step.links.push_back({{before.cells.front(), before.digit},
                            {node.cells.front(), node.digit},
                            states[i] % 2 == 1});
    }
    step.paths.push_back(std::move(path));
  }
  const std::string d(1, char('0' + kraken.digit));
  // The chains' words from their paths (one writer), then the case with no fin.
  const std::string fish(kFishNames[kraken.size]);
  step.text = logic::chain_text(step, logic::ChainKind::each_path) + " And if " +
              (kraken.fins.size() > 1 ? "no fin (" + logic::cell_list(kraken.fins, "or") + ") is "
                                      : cell_name(kraken.fins.front()) + " is not ") +
              d + ", " + lines_text(kraken.rows, kraken.based) + " hold " + d + " only in " +
              lines_text(!kraken.rows, kraken.covered) + ": " + (fish[0] == 'X' ? "an " : "a ") +
              fish + ", which removes it from " + cell_name(kraken.target) + " too.";
  return step;
}

}  // namespace

Found find_kraken_fish(const Board& board) {
  const logic::Places places(board);
  const GroupedGraph graph = grouped_graph(board);
  // The chains from each candidate on, found once (by candidate index) when a fin needs them.
  std::vector<std::optional<Reach>> from(logic::kCandidates);
  const auto reach_of = [&](int cell, int digit) -> const Reach& {
    auto& found = from[std::size_t(logic::candidate_index(cell, digit))];
    if (!found) found = reach(graph, 2 * graph.single_of(cell, digit) + 1, kMostLinks);
    return *found;
  };
  std::optional<Kraken> best;
  for (int size = 2; size <= 4; ++size) {
    for (int digit = 1; digit <= 9; ++digit) {
      for (bool rows : {true, false}) {
        const int base_unit = rows ? 0 : 9;
        any_finned_bases(places, size, digit, rows, [&](const FishBases& fish) {
          // Named, not bound: clang 14 (the fuzz build's) captures no structured binding.
          const std::array<int, 4>& bases = fish.bases;
          const std::array<Mask, 4>& where = fish.where;
          const Mask based = fish.based, all = fish.all;
          // The places off the covers are fins, so the covers must hold all the base lines'
          // places but kMostFins: when even the `size` positions holding the most cannot, no
          // choice of covers can.
          std::array<int, 9> holding{};
          int total = 0;
          for (int i = 0; i < size; ++i) {
            total += logic::count_of(where[std::size_t(i)]);
            for (Mask rest = where[std::size_t(i)]; rest; rest &= rest - 1)
              ++holding[std::size_t(logic::lowest_index(rest))];
          }
          std::sort(holding.begin(), holding.end(), std::greater<>());
          int most = 0;
          for (int i = 0; i < size; ++i) most += holding[std::size_t(i)];
          if (total - most > kMostFins) return false;
          std::vector<int> positions;
          for (Mask rest = all; rest; rest &= rest - 1)
            positions.push_back(logic::lowest_index(rest));
          logic::any_combination(
              int(positions.size()), size, [&](const std::array<int, 4>& chosen) {
                Mask covered = 0;
                for (int i = 0; i < size; ++i)
                  covered |= Mask(1u << positions[std::size_t(chosen[std::size_t(i)])]);
                // The fins: the base places off the cover lines (counted first: most choices
                // have too many).
                int fin_count = 0;
                for (int i = 0; i < size; ++i)
                  fin_count += logic::count_of(Mask(where[std::size_t(i)] & ~covered));
                if (fin_count > kMostFins) return false;
                std::array<int, kMostFins> fins{};
                std::array<const Reach*, kMostFins> chains{};
                int f = 0;
                for (int i = 0; i < size; ++i) {
                  for (Mask off = Mask(where[std::size_t(i)] & ~covered); off; off &= off - 1) {
                    fins[std::size_t(f)] =
                        cell_at(rows, bases[std::size_t(i)], logic::lowest_index(off));
                    chains[std::size_t(f)] = &reach_of(fins[std::size_t(f)], digit);
                    ++f;
                  }
                }
                // The targets: the cover lines' places of the digit off the base lines.
                for (Mask lines = covered; lines; lines &= lines - 1) {
                  const int cover = logic::lowest_index(lines);
                  for (Mask at = Mask(places(9 - base_unit + cover, digit) & ~based); at;
                       at &= at - 1) {
                    const int target = cell_at(!rows, cover, logic::lowest_index(at));
                    const auto off = std::size_t(2 * graph.single_of(target, digit));
                    int links = 0;
                    bool all = true, seen_by_all = true;
                    for (int k = 0; k < fin_count && all; ++k) {
                      const int distance = chains[std::size_t(k)]->distance[off];
                      all = distance > 0;
                      links += distance;
                      seen_by_all = seen_by_all && distance == 1;
                    }
                    if (!all || seen_by_all) continue;
                    const std::tuple<int, int, int> key{links, size, fin_count};
                    if (best && !(key < best->key)) continue;
                    Kraken kraken{size, digit, rows, based, covered, {}, target, {}, key};
                    for (int k = 0; k < fin_count; ++k) {
                      kraken.fins.push_back(fins[std::size_t(k)]);
                      kraken.chains.push_back(chains[std::size_t(k)]->chain_to(int(off)));
                    }
                    best = std::move(kraken);
                  }
                }
                return false;
              });
          return false;
        });
      }
    }
  }
  if (!best) return std::nullopt;
  return kraken_step(board, graph, *best);
}

}  // namespace sudoku::teach
