#include "nested.hpp"

#include <algorithm>
#include <array>
#include <bitset>

#include "finders.hpp"
#include "nested_basic.hpp"

namespace sudoku::logic {
namespace {

// A cycle is also told the other way round (Sudoku Explainer's getReversedCycle): each
// potential between the start and the end flipped, keeping the cause of the link that made it,
// walked from the start's side. Its on potentials (the cycle's off ones) need what their
// cause needs.
void reversed_cycle_needs(const Graph& graph, int end, std::vector<Need>& out) {
  std::vector<int> path;
  for (int at = graph.main_parent(end); graph.main_parent(at) >= 0; at = graph.main_parent(at)) {
    path.push_back(at);
  }
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    const Node& node = graph[*it];
    if (is_on(node.potential)) continue;
    if (node.cause == Cause::cell) {
      out.push_back({std::int8_t(cell_of(node.potential)), 0});
    } else if (node.cause == Cause::unit) {
      out.push_back({node.unit, std::int8_t(digit_of(node.potential))});
    }
  }
}

// The size of the HashMap<Cell, BitSet> Sudoku Explainer keeps a hint's eliminations in: 16,
// doubled while the cells are more than three quarters of it. `removes` comes grouped by cell.
int hash_map_size(const std::vector<Candidate>& removes) {
  int cells = 0;
  for (std::size_t i = 0; i < removes.size(); ++i) {
    cells += i == 0 || removes[i].cell != removes[i - 1].cell;
  }
  int size = 16;
  while (cells > size * 3 / 4) size *= 2;
  return size;
}

// Whether two of the cells share a bucket of that map: only then does the order they were put
// in show.
bool shares_bucket(const std::vector<Candidate>& removes) {
  const int size = hash_map_size(removes);
  for (std::size_t i = 0; i < removes.size(); ++i) {
    for (std::size_t k = i + 1; k < removes.size(); ++k) {
      if (removes[k].cell != removes[i].cell &&
          (removes[k].cell & (size - 1)) == (removes[i].cell & (size - 1))) {
        return true;
      }
    }
  }
  return false;
}

// A cycle's eliminations in the order Sudoku Explainer's createCycleHint puts their cells
// into its HashMap (which hash_map_order then follows within a bucket): walking the loop back
// from its end, each on potential's peers in index order, a cell where it first removes
// something; each cell's digits ascending.
void cycle_elimination_order(const Graph& graph, int end, std::vector<Candidate>& removes) {
  if (!shares_bucket(removes)) return;  // most cycles: the order cannot show
  std::vector<Candidate> ordered;
  ordered.reserve(removes.size());
  std::bitset<81> placed;
  for (int at = end; graph.main_parent(at) >= 0 && ordered.size() < removes.size();
       at = graph.main_parent(at)) {
    const Potential p = graph[at].potential;
    if (!is_on(p)) continue;
    for (int peer = 0; peer < 81; ++peer) {
      if (placed[std::size_t(peer)] || !peer_sets()[cell_of(p)].has(peer)) continue;
      const auto removed = [&](const Candidate& c) {
        return c.cell == peer && c.digit == digit_of(p);
      };
      if (std::find_if(removes.begin(), removes.end(), removed) == removes.end()) continue;
      placed.set(std::size_t(peer));
      for (const Candidate& c : removes) {
        if (c.cell == peer) ordered.push_back(c);
      }
    }
  }
  if (ordered.size() == removes.size()) removes.swap(ordered);
}

// The needs of a chain hint (work.hpp): Sudoku Explainer's collectRuleParents over each of
// its chains, before it compares the boards.
// The walk is getChain's, so it also gives the chain's key (Learned::chain): FNV-1a over
// each chain's potentials in that order, a chain's end marked by a value no potential has.
std::uint64_t rule_needs(const Graph& graph, const ChainStory& story, std::vector<Need>& out) {
  std::uint64_t key = 14695981039346656037ULL;
  const auto mix = [&](std::uint64_t value) {
    key ^= value;
    key *= 1099511628211ULL;
  };
  // Scratch kept per thread, as complexity() keeps its own: a hint's walk has a level per link.
  thread_local std::vector<int> todo;
  thread_local std::vector<int> next;
  for (int target : story.targets) {
    mix(kPotentials);
    todo.assign(1, target);
    std::bitset<kPotentials> seen;
    while (!todo.empty()) {
      next.clear();
      for (int at : todo) {
        const Node& node = graph[at];
        if (seen[std::size_t(node.potential)]) continue;
        seen.set(std::size_t(node.potential));
        mix(std::uint64_t(node.potential));
        Cause cause = node.cause;
        int unit = node.unit;
        if (cause == Cause::assumption && story.kind == ChainStory::Kind::cell) cause = Cause::cell;
        if (cause == Cause::assumption && story.kind == ChainStory::Kind::region) {
          cause = Cause::unit;
          unit = story.unit;
        }
        if (is_on(node.potential) && cause == Cause::cell) {
          out.push_back({std::int8_t(cell_of(node.potential)), 0});
        } else if (is_on(node.potential) && cause == Cause::unit) {
          out.push_back({std::int8_t(unit), std::int8_t(digit_of(node.potential))});
        }
        for (int i = 0; i < node.count; ++i) next.push_back(graph.parents[node.first + i]);
      }
      todo.swap(next);
    }
  }
  if (story.kind == ChainStory::Kind::cycle)
    reversed_cycle_needs(graph, story.targets.front(), out);
  return key == 0 ? 1 : key;
}

// The candidates the needs name that `source` has and `now` lacks, as off potentials.
void rule_parents(const std::vector<Need>& needs, const Board& source, const Board& now,
                  std::vector<Potential>& out) {
  for (const Need& need : needs) {
    if (need.digit == 0) {
      const int cell = need.where;
      for (Mask gone = Mask(source.candidates[cell] & ~now.candidates[cell]); gone;
           gone &= gone - 1) {
        out.push_back(potential(cell, lowest_digit(gone), false));
      }
    } else {
      removed_in(source, now, need.where, need.digit, 0x1ff, out);
    }
  }
}

// Chain hints found on the chain's board, sorted as Sudoku Explainer sorts them, without
// repeats (hints that remove the same candidates: of those, the first in that order).
//
// A repeat is dropped as it comes, before its needs are worked out (a multiple chain's search
// finds the same candidate removed from many cells and regions): the hint kept for a set of
// eliminations is the first to come of those that sort first, and one that comes later is kept
// in its place only when it sorts before it. The kept hints, in the order they came, are then
// sorted stably: the order sorting them all and keeping the first of each set would give.
std::vector<Learned> search_nested(const Board& now, ForcingMode mode, ChainWork& work) {
  struct Ranked {
    ChainHint hint;  // its rank alone (before() reads no more): no copy of its eliminations
    Learned learned;
    // Its eliminations as cell * 9 + digit - 1, sorted (by cell, then digit): hints that
    // remove the same candidates in another order have the same key.
    std::vector<int> key;
    bool kept = true;  // until a hint of the same key that sorts before it comes
  };
  std::vector<Ranked> found;
  const HintSink sink = [&](const ChainHint& hint, const ChainStory& story) {
    if (!hint.worth()) return;
    std::vector<int> key;
    key.reserve(hint.eliminations.size());
    for (const Candidate& c : hint.eliminations) key.push_back(candidate_index(c.cell, c.digit));
    std::sort(key.begin(), key.end());
    for (Ranked& earlier : found) {
      if (!earlier.kept || earlier.key != key) continue;
      if (!hint.before(earlier.hint)) return;
      earlier.kept = false;
      break;
    }
    Ranked f{{hint.difficulty, hint.complexity, hint.sort_key, {}, {}}, {}, std::move(key)};
    // A placement's eliminations are its cell's other candidates (conclusion()): what the
    // chain learns either way.
    f.learned.removes = hint.eliminations;
    if (story.kind == ChainStory::Kind::cycle) {
      cycle_elimination_order(*story.graph, story.targets.front(), f.learned.removes);
    }
    f.learned.needs.reserve(16);  // a need per strong link: one allocation
    f.learned.chain = rule_needs(*story.graph, story, f.learned.needs);
    f.learned.technique = story.technique;
    f.learned.complexity = hint.complexity;
    found.push_back(std::move(f));
  };
  if (!mode.multiple && !mode.dynamic) {
    find_cycles_and_forcing_chains(now, work, sink, {}, &work.nested_static_links);
  } else {
    find_chains(now, mode, work, sink, nullptr, mode.dynamic ? nullptr : &work.nested_static_links);
  }
  // Sorted by index: the same stable order as sorting the hints themselves, but the sort moves
  // ints, not hints with their vectors, and its instantiation is a fraction of the size (the
  // stable sort of the Ranked structs was 10 KB of the wasm's code).
  std::vector<int> order;
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (found[i].kept) order.push_back(int(i));
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return found[a].hint.before(found[b].hint); });
  std::vector<Learned> out;
  out.reserve(order.size());
  for (int index : order) out.push_back(std::move(found[index].learned));
  return out;
}

void nested_chains(const Board& now, const Board& source, ForcingMode mode, ChainWork& work,
                   std::vector<Advanced>& out) {
  const NestedMemo::Key key = NestedMemo::key(now.value, now.candidates, mode.key());
  const std::vector<Learned>* found = work.nested.find(key);
  std::vector<Learned> fresh;
  if (!found) {
    fresh = search_nested(now, mode, work);
    if (work.exhausted()) return;  // cut short: nothing follows from it
    found = work.nested.capacity() ? &work.nested.add(key, std::move(fresh)) : &fresh;
  }
  for (const Learned& learned : *found) {
    Advanced step;
    step.removes = learned.removes;
    step.parents.reserve(16);  // a few a need: one allocation
    rule_parents(learned.needs, source, now, step.parents);
    step.technique = learned.technique;
    step.complexity = learned.complexity;
    step.chain = learned.chain;
    out.push_back(std::move(step));
  }
}

// The techniques a chain at a nesting level applies to the board it has made, in Sudoku
// Explainer's order: the four basic ones at every level (nested_basic.cpp), then chains (their
// modes here).

int nested_chain_modes(int level, std::array<ForcingMode, 2>& modes) {
  if (level >= 4) {
    modes = {ForcingMode{.multiple = true, .dynamic = true},
             ForcingMode{.multiple = true, .dynamic = true, .level = level - 3}};
    return level >= 5 ? 2 : 1;
  }
  modes = {ForcingMode{}, ForcingMode{.multiple = true}};  // forcing chains and cycles; multiple
  return level >= 3 ? 2 : level >= 2 ? 1 : 0;
}

// Sudoku Explainer keeps a hint's eliminations in a HashMap<Cell, BitSet>, and the chain
// takes them in that map's order (getAdvancedPotentials), which decides what each removal is
// reached from: by bucket, the cell's index modulo the table's size (hash_map_size), the
// cells of one bucket in the order they were put in (here: the order the rule found them; a
// cycle's, cycle_elimination_order), each cell's digits ascending. `removes` comes grouped
// by cell.
void hash_map_order(std::vector<Candidate>& removes) {
  const int size = hash_map_size(removes);
  // A few eliminations, most often in order already: an insertion sort, stable and in place.
  const auto bucket = [&](const Candidate& c) { return c.cell & (size - 1); };
  for (std::size_t i = 1; i < removes.size(); ++i) {
    const Candidate moved = removes[i];
    std::size_t at = i;
    for (; at > 0 && bucket(removes[at - 1]) > bucket(moved); --at) removes[at] = removes[at - 1];
    removes[at] = moved;
  }
}

}  // namespace

int nested_rule_count(int level) {
  std::array<ForcingMode, 2> chains{};
  return kNestedBasicRules + nested_chain_modes(level, chains);
}

int nested_prefix_level(int level) {
  std::array<ForcingMode, 2> chains{};
  const int count = nested_chain_modes(level, chains);
  for (int lower = level - 1; lower > 0; --lower) {
    std::array<ForcingMode, 2> its{};
    const int lower_count = nested_chain_modes(lower, its);
    if (lower_count > count) continue;
    bool prefix = true;
    for (int i = 0; i < lower_count; ++i) {
      prefix = prefix && its[std::size_t(i)].key() == chains[std::size_t(i)].key();
    }
    if (prefix) return lower;
  }
  return 0;
}

void apply_nested_rule(int rule, int level, const Board& now, const Places& places,
                       const Board& source, ChainWork& work, std::optional<Changed>& changed,
                       std::vector<Advanced>& out) {
  const std::size_t first = out.size();
  if (rule < kNestedBasicRules) {
    if (!changed) changed = changed_by_chain(source, now);
    apply_basic_rule(rule, now, places, source, *changed, out);
  } else {
    std::array<ForcingMode, 2> chains{};
    nested_chain_modes(level, chains);
    nested_chains(now, source, chains[std::size_t(rule - kNestedBasicRules)], work, out);
  }
  for (std::size_t i = first; i < out.size(); ++i) hash_map_order(out[i].removes);
}

}  // namespace sudoku::logic
