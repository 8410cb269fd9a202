// The chain engine shared by the chain families (cycles.cpp, forcing.cpp): implications
// between potentials as Sudoku Explainer 1.2.1 draws them, the graphs they make, the rating
// of a chain step (base + the length increment), and the step a person reads.
//
// Representation:
//   A potential is "cell holds digit" assumed true (on) or false (off), packed as
//   (candidate_index(cell, digit) << 1) | on: 0..1457 (implications.hpp, with the links between
//   them). Its conjugate flips the low bit.
//   A search's nodes are in a Graph (graph.hpp). The same potential may have several nodes
//   (reached along different paths); a Reached set keeps the first node of each potential,
//   in the order they were reached.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "../board.hpp"
#include "../chain_text.hpp"
#include "graph.hpp"
#include "implications.hpp"
#include "work.hpp"

namespace sudoku::logic {

// The potentials one search has reached, each with its first node, in order. Which potentials
// are reached is a bitset (kPotentials bits, by potential): clearing it is kPotentialWords words,
// and what several searches share is those words ANDed (forcing.cpp). A potential's first node is
// read only where its bit is set; elsewhere `first` holds what an earlier search left.
struct Reached {
  using Bits = std::array<std::uint64_t, kPotentialWords>;
  std::vector<std::int32_t> on_order;
  std::vector<std::int32_t> off_order;
  Bits bits{};
  std::array<std::int32_t, kPotentials> first;  // not cleared: read only where `bits` is set
  // A set given a kept search's bits alone (forcing.cpp), its orders and first nodes still to
  // copy: what it was given, or -1.
  std::int32_t unsettled = -1;

  Reached() {
    // What a dynamic search reaches, most of the time: one allocation instead of a dozen.
    on_order.reserve(128);
    off_order.reserve(512);
  }
  void clear() {
    unsettled = -1;
    on_order.clear();
    off_order.clear();
    bits.fill(0);
  }
  // Makes this set one reached before (its nodes still in the graph), from its orders and
  // bits: copies, where a search following the same assumption again would add node by node.
  void restore(const Graph& graph, std::span<const std::int32_t> ons,
               std::span<const std::int32_t> offs, const Bits& reached_bits) {
    for (const auto order : {ons, offs}) {
      for (std::int32_t node : order) first[std::size_t(graph[node].potential)] = node;
    }
    on_order.assign(ons.begin(), ons.end());
    off_order.assign(offs.begin(), offs.end());
    bits = reached_bits;
  }
  bool has(Potential p) const { return (bits[std::size_t(p >> 6)] >> (p & 63)) & 1; }
  // Which of the two potentials of p's candidate are reached, as two bits (held_bit): they are
  // neighbours in `bits`, in one word.
  unsigned held(Potential p) const { return unsigned(bits[std::size_t(p >> 6)] >> (p & 62)) & 3; }
  static constexpr unsigned held_bit(Potential p) { return 1u << (p & 1); }
  std::int32_t node(Potential p) const { return has(p) ? first[std::size_t(p)] : -1; }
  // Records the node unless its potential was reached before; true when it was new.
  bool add(const Graph& graph, int node) {
    const Potential p = graph[node].potential;
    if (has(p)) return false;
    first[std::size_t(p)] = node;
    (is_on(p) ? on_order : off_order).push_back(node);
    bits[std::size_t(p >> 6)] |= std::uint64_t(1) << (p & 63);
    return true;
  }
  // Records the node of a potential not reached before.
  void add_new(Potential p, int node) {
    first[std::size_t(p)] = node;
    (is_on(p) ? on_order : off_order).push_back(node);
    bits[std::size_t(p >> 6)] |= std::uint64_t(1) << (p & 63);
  }
};

// Sudoku Explainer's complexity of a chain: how many distinct potentials the target and its
// ancestors hold, plus the complexity of every nested chain among them (each once). It stops
// counting past `most`: then it is more than `most`, not the complexity.
int complexity(const Graph& graph, const std::vector<int>& targets,
               int most = std::numeric_limits<int>::max());

// The rating of a chain step: base + 0.1 for each time the length (complexity - 2) passes
// 4, 6, 8, 12, 16, 24, ... computed in doubles as Sudoku Explainer does, because hints are
// ordered by that double (6.6 + 0.1 sorts before 6.5 + 0.2).
double chain_difficulty(double base, int complexity);

// A chain step found by a search, with what orders it among the others: difficulty, then
// complexity, then the kind (Sudoku Explainer's sort key).
struct ChainHint {
  double difficulty = 0;
  int complexity = 0;
  int sort_key = 0;
  std::vector<Candidate> eliminations;
  std::optional<Candidate> placement;
  bool worth() const { return !eliminations.empty(); }
  bool before(const ChainHint& other) const {
    if (difficulty != other.difficulty) return difficulty < other.difficulty;
    if (complexity != other.complexity) return complexity < other.complexity;
    return sort_key < other.sort_key;
  }
};

// How a hint's chains are told: the technique, the graph and the target node of each chain
// (one for a forcing chain or cycle, two for a double or contradiction, one per digit or
// place for cell and region chains), and the conclusion.
struct ChainStory {
  std::string technique;
  const Graph* graph = nullptr;
  std::vector<int> targets;
  using Kind = ChainKind;  // one of the rating ladder's: cycle .. region
  Kind kind = Kind::forcing;
  int unit = -1;  // region chains: the unit
  int cell = -1;  // cell chains: the cell
};

// Sets the hint's complexity (of the story's chains) and its difficulty on `base`, and the
// kind that orders it among hints of equal difficulty and complexity, when the complexity is at
// most `most`; false (the hint unscored) when it is more, as it is counted only that far.
bool score(ChainHint& hint, const ChainStory& story, double base, int sort_key, int most);
// The same with the complexity known.
void rank(ChainHint& hint, int complexity, double base, int sort_key);

// The eliminations a hint on `target` makes: the digit when the target is off, the cell's
// other candidates (and the placement) when it is on.
ChainHint conclusion(const Board& board, Potential target);

// The Step of a hint: its eliminations and placement, the chains as links from candidate to
// candidate (strong when an off potential forces an on one), and sentences that read as a
// chain. Without text and links: its technique, rating, eliminations and placement alone.
Step chain_step(const ChainHint& hint, const ChainStory& story, bool with_text_and_links = true);

// The paths of the story's chains, in the order a person follows them (sudoku::ChainPath).
std::vector<ChainPath> chain_paths(const ChainStory& story);

// Where a search reports the hints it finds, in the order it finds them.
using HintSink = std::function<void(const ChainHint&, const ChainStory&)>;

// The greatest complexity a hint on `base` with `sort_key` may have and still come before
// `other` (0: none can). `offered_first`: a tie counts as before, as for a hint offered first.
int most_complexity(const ChainHint& other, double base, int sort_key, bool offered_first);

// The greatest complexity a hint on `base` with `sort_key` may have and still be chosen (0: no
// such hint can be). A search stops where its chains grow past it.
using Wanted = std::function<int(double base, int sort_key)>;

// Keeps the first of the least hints (Sudoku Explainer sorts its chain hints stably and
// applies the first), building its Step with text and links or not, as the ChainWork says
// (work.hpp).
struct BestHint {
  bool with_text_and_links = true;
  std::optional<ChainHint> hint;
  Step step;
  // Wanted's answer: the greatest complexity whose hint on `base` would come before the one
  // kept (INT_MAX while none is kept).
  int most_complexity(double base, int sort_key) const;
  void offer(const ChainHint& candidate, const ChainStory& story) {
    if (!candidate.worth()) return;
    if (hint && !candidate.before(*hint)) return;
    hint = candidate;
    step = chain_step(candidate, story, with_text_and_links);
  }
};

}  // namespace sudoku::logic
