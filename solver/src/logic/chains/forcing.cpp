// Forcing chains that take more than one path: Nishio (7.5), multiple (cell and region,
// 8.0), dynamic (8.5), dynamic (+) (9.0) and nested (9.5 and up), Sudoku Explainer's
// Chaining(multiple, dynamic, nishio, level).
//
// Each search assumes a candidate on (or off) and follows every implication. A dynamic search
// also removes each candidate it turns off from a copy of the board, so later links see the
// board the chain has made; at a nesting level, when nothing more follows, the techniques of
// that level run on that board and what they remove joins the chain.
#include <algorithm>
#include <array>
#include <bitset>
#include <climits>

#include "../techniques.hpp"
#include "chains.hpp"
#include "digit_absurd.hpp"
#include "reach.hpp"

namespace sudoku::logic {
namespace {

struct Mode {
  bool multiple = false;
  bool dynamic = false;
  bool nishio = false;
  int level = 0;

  double difficulty() const {
    if (level >= 2) return 9.5 + 0.5 * (level - 2);
    if (level > 0) return 8.5 + 0.5 * level;
    if (nishio) return 7.5;
    if (dynamic) return 8.5;
    return 8.0;
  }
  std::string name(std::string_view kind) const {
    std::string prefix = level > 0 || (dynamic && !nishio) ? "Dynamic " : nishio ? "Nishio " : "";
    static constexpr std::string_view kSuffix[] = {"",
                                                   " (+)",
                                                   " (+ Forcing Chains)",
                                                   " (+ Multiple Forcing Chains)",
                                                   " (+ Dynamic Forcing Chains)",
                                                   " (+ Dynamic Forcing Chains (+))"};
    return prefix + std::string(kind) + " Chains" + std::string(kSuffix[std::min(level, 5)]);
  }
  char key() const {
    return char(int(multiple) | int(dynamic) << 1 | int(nishio) << 2 | level << 3);
  }
};

// `wanted`, when given, bounds the complexity of the hints worth reporting (chains.hpp);
// `links`, when given, are the board's (else they are built).
void find_chains(const Board& board, Mode mode, Work& work, const HintSink& sink,
                 const Wanted* wanted = nullptr, const Implications* links = nullptr);

// What a technique run on a chain's board removes, with the candidates the chain removed
// that it needed (its "rule parents"): Sudoku Explainer's getAdvancedPotentials.
struct Advanced {
  std::vector<Candidate> removes;
  std::vector<Potential> parents;  // off potentials
  std::string technique;
  int complexity = 0;
};

// ---- The techniques a nested chain may use ----------------------------------------------

// Candidates of `digit` the chain removed from the cells of `unit` (positions `where`).
void removed_in(const Board& source, const Board& now, int unit, int digit, Mask where,
                std::vector<Potential>& out) {
  for (; where; where &= where - 1) {
    const int cell = kUnitCells[unit][lowest_index(where)];
    if ((source.candidates[cell] & ~now.candidates[cell]) & bit_of(digit)) {
      out.push_back(potential(cell, digit, false));
    }
  }
}

// The four basic rules at every nesting level, Sudoku Explainer's Locking(false),
// HiddenSet(2), NakedSet(2) and Fisherman(2), each hint that removes something, with the
// candidates the chain removed that it needs (from `source`, the board the chain started on).

void locking(const Board& now, const Places& places, const Board& source,
             std::vector<Advanced>& out) {
  for_each_lock(places, [&](const Lock& lock) {
    Advanced step;
    const Mask outside = Mask(places(lock.cover, lock.digit) & ~kOverlaps[lock.cover][lock.base]);
    for (Mask rest = outside; rest; rest &= rest - 1) {
      step.removes.push_back({kUnitCells[lock.cover][lowest_index(rest)], lock.digit});
    }
    if (step.removes.empty()) return false;
    removed_in(source, now, lock.base, lock.digit,
               Mask(kAllDigits & ~kOverlaps[lock.base][lock.cover]), step.parents);
    step.technique = is_box(lock.base) ? "Pointing" : "Claiming";
    out.push_back(std::move(step));
    return false;
  });
}

void hidden_pairs(const Board& now, const Places& places, const Board& source,
                  std::vector<Advanced>& out) {
  for_each_hidden_set(now, places, 2, 4, [&](const Subset& set) {
    Advanced step;
    for (Mask where = set.where; where; where &= where - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(where)];
      for (Mask rest = Mask(now.candidates[cell] & ~set.digits); rest; rest &= rest - 1) {
        step.removes.push_back({cell, lowest_digit(rest)});
      }
    }
    if (step.removes.empty()) return false;
    // Its digits anywhere else in the unit, as the source had them.
    for (Mask others = Mask(kAllDigits & ~set.where); others; others &= others - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(others)];
      for (Mask had = Mask(source.candidates[cell] & set.digits); had; had &= had - 1) {
        step.parents.push_back(potential(cell, lowest_digit(had), false));
      }
    }
    step.technique = "Hidden Pair";
    out.push_back(std::move(step));
    return false;
  });
}

void naked_pairs(const Board& now, const Places& /*places*/, const Board& source,
                 std::vector<Advanced>& out) {
  for_each_naked_set(now, 2, [&](const Subset& set) {
    Advanced step;
    for (Mask others = Mask(kAllDigits & ~set.where); others; others &= others - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(others)];
      for (Mask both = Mask(now.candidates[cell] & set.digits); both; both &= both - 1) {
        step.removes.push_back({cell, lowest_digit(both)});
      }
    }
    if (step.removes.empty()) return false;
    for (Mask where = set.where; where; where &= where - 1) {
      const int cell = kUnitCells[set.unit][lowest_index(where)];
      for (Mask gone = Mask(source.candidates[cell] & ~set.digits); gone; gone &= gone - 1) {
        step.parents.push_back(potential(cell, lowest_digit(gone), false));
      }
    }
    step.technique = "Naked Pair";
    out.push_back(std::move(step));
    return false;
  });
}

void x_wings(const Board& now, const Places& places, const Board& source,
             std::vector<Advanced>& out) {
  for_each_fish(now, places, 2, [&](const Fish& fish) {
    const int cover = fish.base == 0 ? 9 : 0;
    Advanced step;
    for (Mask lines = fish.covered; lines; lines &= lines - 1) {
      const Mask outside = Mask(places(cover + lowest_index(lines), fish.digit) & ~fish.based);
      for (Mask rest = outside; rest; rest &= rest - 1) {
        step.removes.push_back(
            {kUnitCells[cover + lowest_index(lines)][lowest_index(rest)], fish.digit});
      }
    }
    if (step.removes.empty()) return false;
    for (Mask lines = fish.based; lines; lines &= lines - 1) {
      removed_in(source, now, fish.base + lowest_index(lines), fish.digit,
                 Mask(kAllDigits & ~fish.covered), step.parents);
    }
    step.technique = "X-Wing";
    out.push_back(std::move(step));
    return false;
  });
}

// The needs of a chain hint (work.hpp): Sudoku Explainer's collectRuleParents over each of
// its chains, before it compares the boards.
void rule_needs(const Graph& graph, const ChainStory& story, std::vector<Need>& out) {
  for (int target : story.targets) {
    std::vector<int> todo{target};
    std::bitset<1458> seen;
    while (!todo.empty()) {
      std::vector<int> next;
      for (int at : todo) {
        const Node& node = graph[at];
        if (seen[std::size_t(node.potential)]) continue;
        seen.set(std::size_t(node.potential));
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
// repeats (hints that remove the same candidates).
std::vector<Learned> search_nested(const Board& now, Mode mode, Work& work) {
  struct Ranked {
    ChainHint hint;
    Learned learned;
  };
  std::vector<Ranked> found;
  const HintSink sink = [&](const ChainHint& hint, const ChainStory& story) {
    if (!hint.worth()) return;
    Ranked f{hint, {}};
    // A placement's eliminations are its cell's other candidates (conclusion()): what the
    // chain learns either way.
    f.learned.removes = hint.eliminations;
    rule_needs(*story.graph, story, f.learned.needs);
    f.learned.technique = story.technique;
    f.learned.complexity = hint.complexity;
    found.push_back(std::move(f));
  };
  if (!mode.multiple && !mode.dynamic) {
    find_cycles_and_forcing_chains(now, work, sink);
  } else {
    find_chains(now, mode, work, sink);
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Ranked& a, const Ranked& b) { return a.hint.before(b.hint); });
  std::vector<Learned> out;
  std::vector<std::vector<Candidate>> seen;
  for (Ranked& f : found) {
    std::vector<Candidate> key = f.hint.eliminations;
    std::sort(key.begin(), key.end(), [](const Candidate& a, const Candidate& b) {
      return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(std::move(key));
    out.push_back(std::move(f.learned));
  }
  return out;
}

void nested_chains(const Board& now, const Board& source, Mode mode, Work& work,
                   std::vector<Advanced>& out) {
  std::string key = NestedMemo::key(now.value, now.candidates, mode.key());
  const std::vector<Learned>* found = work.nested.find(key);
  std::vector<Learned> fresh;
  if (!found) {
    fresh = search_nested(now, mode, work);
    if (work.exhausted()) return;  // cut short: nothing follows from it
    found = work.nested.capacity() ? &work.nested.add(std::move(key), std::move(fresh)) : &fresh;
  }
  for (const Learned& learned : *found) {
    Advanced step;
    step.removes = learned.removes;
    rule_parents(learned.needs, source, now, step.parents);
    step.technique = learned.technique;
    step.complexity = learned.complexity;
    out.push_back(std::move(step));
  }
}

// The techniques a chain at a nesting level applies to the board it has made, in Sudoku
// Explainer's order: the four basic ones at every level, then chains (their modes here).
using BasicRule = void (*)(const Board& now, const Places& places, const Board& source,
                           std::vector<Advanced>& out);
constexpr BasicRule kBasicRules[] = {locking, hidden_pairs, naked_pairs, x_wings};

int nested_chain_modes(int level, std::array<Mode, 2>& modes) {
  if (level >= 4) {
    modes = {Mode{.multiple = true, .dynamic = true},
             Mode{.multiple = true, .dynamic = true, .level = level - 3}};
    return level >= 5 ? 2 : 1;
  }
  modes = {Mode{}, Mode{.multiple = true}};  // forcing chains and cycles; multiple
  return level >= 3 ? 2 : level >= 2 ? 1 : 0;
}

// ---- The search -------------------------------------------------------------------------

// The budget counts chain nodes. Following a potential is charged a flat rate, about the nodes
// it makes on a hard board, rather than counted node by node: an on potential turns off its
// cell's other digits and its digit's other places (about 8), an off potential turns on the
// last digit or place of a cell or unit (about 4).
constexpr std::int64_t kOnCost = 8;
constexpr std::int64_t kOffCost = 4;

struct Search {
  const Board& board;
  const Implications& links;
  Mode mode;
  Work& work;
  const HintSink& sink;
  const Wanted* wanted = nullptr;
  Graph graph{};
  // Static searches (multiple, not dynamic) reach no more than the closure of the links.
  const Closure* closure = nullptr;
  // Nishio: the assumptions that lead to a contradiction (digit_absurd.hpp).
  const std::bitset<1458>* absurd_starts = nullptr;

  // Sudoku Explainer's doChaining: follows every implication of the reached potentials, on
  // potentials first. Returns the two nodes of a contradiction (on, off), or nothing.
  std::optional<std::pair<int, int>> propagate(Reached& reached) {
    // What is left to follow: the reached potentials past the heads, in the order reached.
    Board now = board;
    Places places = links.places();  // now's
    const std::vector<std::int32_t>& pending_on = reached.on_order;
    const std::vector<std::int32_t>& pending_off = reached.off_order;
    std::size_t on_head = 0;
    std::size_t off_head = 0;
    const bool y = !mode.nishio;
    while (on_head < pending_on.size() || off_head < pending_off.size()) {
      if (work.exhausted()) return std::nullopt;
      if (on_head < pending_on.size()) {
        const int at = pending_on[on_head++];
        std::optional<std::pair<int, int>> absurd;
        links.for_each_off(now, graph[at].potential, y, [&](Potential p, Cause cause, int unit) {
          if (absurd || (reached.has(p) && !reached.has(conjugate(p)))) return;
          const int node = graph.add(p, cause, unit, at);
          if (reached.has(conjugate(p))) {
            absurd = {reached.node(conjugate(p)), node};
          } else {
            reached.add(graph, node);
          }
        });
        work.left -= kOnCost;
        if (absurd) return absurd;
      } else {
        const int at = pending_off[off_head++];
        const Potential off = graph[at].potential;
        std::optional<std::pair<int, int>> absurd;
        const auto on = [&](Potential p, Cause cause, int unit) {
          if (absurd || (reached.has(p) && !reached.has(conjugate(p)))) return;
          const int node = graph.add(p, cause, unit, at);
          if (mode.dynamic) hidden_parents(now, reached, node, cause, unit);
          if (reached.has(conjugate(p))) {
            absurd = {node, reached.node(conjugate(p))};
          } else {
            reached.add(graph, node);
          }
        };
        if (mode.dynamic) {
          Implications::for_each_on_dynamic(now, places, off, y, on);
        } else {
          links.for_each_on(off, y, true, on);
        }
        if (mode.dynamic) {
          now.eliminate(cell_of(off), digit_of(off));
          places.eliminate(cell_of(off), digit_of(off));
        }
        work.left -= kOffCost;
        if (absurd) return absurd;
      }
      if (on_head == pending_on.size() && off_head == pending_off.size() && mode.level > 0) {
        for (int node : advanced(now, places, reached)) {
          reached.add(graph, node);
        }
      }
    }
    return std::nullopt;
  }

  // The candidates removed before this link made it: from the cell (a cell link) or from the
  // unit's places for the digit (a unit link), as further parents.
  void hidden_parents(const Board& now, const Reached& reached, int node, Cause cause, int unit) {
    const Potential p = graph[node].potential;
    if (cause == Cause::cell) {
      const int cell = cell_of(p);
      for (Mask gone = Mask(board.candidates[cell] & ~now.candidates[cell]); gone;
           gone &= gone - 1) {
        const int parent = reached.node(potential(cell, lowest_digit(gone), false));
        if (parent >= 0) graph.add_parent(parent);
      }
      return;
    }
    const int digit = digit_of(p);
    for (int cell : kUnitCells[unit]) {
      if (!((board.candidates[cell] & ~now.candidates[cell]) & bit_of(digit))) continue;
      const int parent = reached.node(potential(cell, digit, false));
      if (parent >= 0) graph.add_parent(parent);
    }
  }

  // The nesting level's techniques on the chain's board, the first that finds anything.
  std::vector<int> advanced(const Board& now, const Places& places, const Reached& reached) {
    std::vector<int> nodes;
    std::array<Mode, 2> chains{};
    const int chain_count = nested_chain_modes(mode.level, chains);
    std::vector<Advanced> found;
    for (int rule = 0; rule < int(std::size(kBasicRules)) + chain_count; ++rule) {
      found.clear();
      if (rule < int(std::size(kBasicRules))) {
        kBasicRules[rule](now, places, board, found);
      } else {
        nested_chains(now, board, chains[std::size_t(rule) - std::size(kBasicRules)], work, found);
      }
      for (const Advanced& step : found) {
        if (step.parents.empty()) continue;  // it holds without the chain
        const int nested = int(graph.nested.size());
        graph.nested.push_back({step.technique, step.complexity});
        for (const Candidate& c : step.removes) {
          const int node = graph.add(potential(c.cell, c.digit, false), Cause::advanced);
          graph.nodes.back().nested = nested;
          for (Potential parent : step.parents) {
            if (reached.node(parent) >= 0) graph.add_parent(reached.node(parent));
          }
          nodes.push_back(node);
        }
      }
      if (!nodes.empty() || work.exhausted()) break;
    }
    return nodes;
  }

  // Reached sets, kept from one cell to the next so that their memory is allocated once per
  // search: a slot per digit of the cell, per other place of a region, and the off side.
  std::vector<Reached> by_digit{};
  std::vector<Reached> others{};
  Reached off_reached{};

  // Starts `reached` afresh from the assumption `start` (the graph keeps every node a search
  // reached, so clear() can find what to reset).
  Reached& from(Reached& reached, Potential start) {
    reached.clear(graph);
    reached.add(graph, graph.add(start, Cause::assumption));
    return reached;
  }

  // What a candidate being on implies is the same wherever the search asks: for the cell's
  // own digit (binary) and for each unit where it is a place of a region (regions), up to
  // four times a board. It is followed once; the graph keeps its nodes, and `spreads` the
  // order they were reached in and the contradiction it ran into, by candidate.
  struct Spread {
    std::vector<std::int32_t> on_order;
    std::vector<std::int32_t> off_order;
    std::optional<std::pair<int, int>> absurd;
  };
  std::array<std::int32_t, 729> spread_of{};  // by candidate: its index in spreads + 1, or 0
  std::vector<Spread> spreads{};

  // `reached` holds what `on` implies; returns the contradiction it ran into, if any.
  std::optional<std::pair<int, int>> spread(Reached& reached, Potential on) {
    std::int32_t& known = spread_of[std::size_t(on >> 1)];
    if (known) {
      const Spread& kept = spreads[std::size_t(known - 1)];
      reached.clear(graph);
      for (const auto* order : {&kept.on_order, &kept.off_order}) {
        for (std::int32_t node : *order) reached.add(graph, node);
      }
      return kept.absurd;
    }
    const auto absurd = propagate(from(reached, on));
    if (work.exhausted()) return absurd;  // cut short: not what `on` implies
    spreads.push_back({reached.on_order, reached.off_order, absurd});
    known = std::int32_t(spreads.size());
    return absurd;
  }

  void report(ChainHint hint, ChainStory story, int sort_key) {
    if (!hint.worth()) return;
    story.graph = &graph;
    const int most = wanted ? (*wanted)(mode.difficulty(), sort_key) : INT_MAX;
    if (!score(hint, story, mode.difficulty(), sort_key, most)) return;
    sink(hint, story);
  }

  // Sudoku Explainer's doBinaryChaining: `on` true and false; what `on` implies is left in
  // `on_reached`.
  void binary(int cell, int digit, bool both_ways, Reached& on_reached) {
    const Potential on = potential(cell, digit, true);
    const bool contradictions = mode.dynamic || mode.nishio;
    // An assumption that leads to a contradiction (the two nodes of it) is false.
    const auto contradiction = [&](std::pair<int, int> absurd, Potential assumed) {
      report(conclusion(board, conjugate(assumed)),
             {mode.name(mode.nishio ? "Forcing" : "Contradiction Forcing"),
              nullptr,
              {absurd.first, absurd.second},
              ChainStory::Kind::contradiction},
             7);
    };
    // Nishio looks for contradictions only, and knows where they are.
    const auto worth = [&](Potential p) {
      return !absurd_starts || (*absurd_starts)[std::size_t(p)];
    };
    if (worth(on)) {
      if (auto absurd = spread(on_reached, on); absurd && contradictions)
        contradiction(*absurd, on);
    }
    if (!contradictions && !both_ways) return;
    if (!worth(conjugate(on))) return;
    from(off_reached, conjugate(on));
    if (auto absurd = propagate(off_reached); absurd && contradictions) {
      contradiction(*absurd, conjugate(on));
    }
    if (both_ways) {
      for (const auto& [order, other] : {std::pair{&on_reached.on_order, &off_reached},
                                         std::pair{&on_reached.off_order, &off_reached}}) {
        for (int node : *order) {
          const Potential p = graph[node].potential;
          if (!other->has(p)) continue;
          report(conclusion(board, p),
                 {mode.name("Double Forcing"),
                  nullptr,
                  {node, other->node(p)},
                  ChainStory::Kind::both_ways},
                 1);
        }
      }
    }
  }

  // Potentials every set implies, in the first set's order, as hints with one chain each.
  void common(const std::vector<const Reached*>& sets, ChainStory story, int sort_key) {
    for (const auto* order : {&sets.front()->on_order, &sets.front()->off_order}) {
      for (int node : *order) {
        const Potential p = graph[node].potential;
        story.targets.clear();
        for (const Reached* set : sets) {
          if (!set->has(p)) break;
          story.targets.push_back(set->node(p));
        }
        if (story.targets.size() != sets.size()) continue;
        report(conclusion(board, p), story, sort_key);
      }
    }
  }

  // Sudoku Explainer's doRegionChainings: every place for the digit in each unit of the cell
  // that the cell is the first place of.
  void regions(int cell, int digit, const Reached& on_reached) {
    for (int unit : kChainUnitOrder(cell)) {
      const Mask where = links.places()(unit, digit);
      const int count = count_of(where);
      if (!(count == 2 || (mode.multiple && count > 2))) continue;
      if (kUnitCells[unit][lowest_index(where)] != cell) continue;
      if (others.size() < std::size_t(count)) others.resize(std::size_t(count));
      std::vector<const Reached*> sets{&on_reached};
      for (Mask rest = Mask(where & (where - 1)); rest; rest &= rest - 1) {
        Reached& other = others[sets.size() - 1];
        spread(other, potential(kUnitCells[unit][lowest_index(rest)], digit, true));
        if (work.exhausted()) return;
        sets.push_back(&other);
      }
      common(sets, {mode.name("Region Forcing"), nullptr, {}, ChainStory::Kind::region, unit}, 6);
    }
  }

  // Whether a static search of the cell can find anything: its hints are potentials that
  // follow from every digit of the cell, or from every place of a region that the cell is the
  // first place of, and the closure tells whether there are any.
  bool may_find(int cell) const {
    std::array<Potential, 9> starts{};
    int count = 0;
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      starts[std::size_t(count++)] = potential(cell, lowest_digit(digits), true);
    }
    if (closure->shared({starts.data(), std::size_t(count)})) return true;
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      for (int unit : kChainUnitOrder(cell)) {
        const Mask where = links.places()(unit, digit);
        if (count_of(where) < 2 || kUnitCells[unit][lowest_index(where)] != cell) continue;
        count = 0;
        for (Mask rest = where; rest; rest &= rest - 1) {
          starts[std::size_t(count++)] =
              potential(kUnitCells[unit][lowest_index(rest)], digit, true);
        }
        if (closure->shared({starts.data(), std::size_t(count)})) return true;
      }
    }
    return false;
  }

  // Sudoku Explainer's getMultipleChainsHintList for one cell.
  void cell(int cell) {
    const int count = count_of(board.candidates[cell]);
    const bool both_ways = count >= 3 && !mode.nishio && mode.dynamic;
    if (by_digit.size() < std::size_t(count)) by_digit.resize(std::size_t(count));
    std::vector<const Reached*> sets;
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      Reached& on_reached = by_digit[sets.size()];
      binary(cell, digit, both_ways, on_reached);
      sets.push_back(&on_reached);
      if (work.exhausted()) return;
      if (!mode.nishio) regions(cell, digit, on_reached);
      if (work.exhausted()) return;
    }
    if (mode.nishio || !(count == 2 || (mode.multiple && count > 2))) return;
    common(sets, {mode.name("Cell Forcing"), nullptr, {}, ChainStory::Kind::cell, -1, cell}, 5);
  }
};

// Whether assuming one of the cell's candidates on or off leads to a contradiction.
bool has_absurd_start(const std::bitset<1458>& starts, int cell) {
  for (std::size_t p = std::size_t(potential(cell, 1, false));
       p <= std::size_t(potential(cell, 9, true)); ++p) {
    if (starts[p]) return true;
  }
  return false;
}

void find_chains(const Board& board, Mode mode, Work& work, const HintSink& sink,
                 const Wanted* wanted, const Implications* given_links) {
  std::optional<Implications> built;
  if (!given_links) built.emplace(board);
  const Implications& links = given_links ? *given_links : *built;
  std::optional<Closure> closure;
  if (!mode.dynamic) closure.emplace(links, true);
  std::bitset<1458> absurd_starts;
  if (mode.nishio) absurd_starts = digit_contradictions(board);
  Search search{.board = board,
                .links = links,
                .mode = mode,
                .work = work,
                .sink = sink,
                .wanted = wanted,
                .graph = work.borrow_graph(),
                .closure = closure ? &*closure : nullptr,
                .absurd_starts = mode.nishio ? &absurd_starts : nullptr};
  for (int cell = 0; cell < 81 && !work.exhausted(); ++cell) {
    const int count = count_of(board.candidates[cell]);
    if (!(count > 2 || (count > 1 && mode.dynamic))) continue;
    if (mode.nishio && !has_absurd_start(absurd_starts, cell)) continue;
    if (!closure || search.may_find(cell)) search.cell(cell);
  }
  work.give_back(std::move(search.graph));
}

Found best_of(const Board& board, Mode mode, Work& work) {
  BestHint best;
  // Only a hint that comes before the best so far is worth scoring to the end.
  const Wanted wanted = [&](double base, int sort_key) {
    return best.most_complexity(base, sort_key);
  };
  find_chains(
      board, mode, work, [&](const ChainHint& h, const ChainStory& s) { best.offer(h, s); },
      &wanted, &work.links(board));
  if (work.exhausted() || !best.hint) return std::nullopt;
  return best.step;
}

}  // namespace

Found find_nishio_chain(const Board& board, Work& work) {
  return best_of(board, {.dynamic = true, .nishio = true}, work);
}
Found find_multiple_chain(const Board& board, Work& work) {
  return best_of(board, {.multiple = true}, work);
}
Found find_dynamic_chain(const Board& board, Work& work, int level) {
  return best_of(board, {.multiple = true, .dynamic = true, .level = level}, work);
}

}  // namespace sudoku::logic
