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
#include <memory>
#include <span>
#include <type_traits>

#include "chains.hpp"
#include "digit_absurd.hpp"
#include "finders.hpp"
#include "kept_spreads.hpp"
#include "nested.hpp"
#include "reach.hpp"

namespace sudoku::logic {
namespace {

// The budget counts chain nodes. Following a potential is charged a flat rate, about the nodes
// it makes on a hard board, rather than counted node by node: an on potential turns off its
// cell's other digits and its digit's other places (about 8), an off potential turns on the
// last digit or place of a cell or unit (about 4).
constexpr std::int64_t kOnCost = 8;
constexpr std::int64_t kOffCost = 4;

struct Search {
  const Board& board;
  const Implications& links;
  ForcingMode mode;
  ChainWork& work;
  const HintSink& sink;
  const Wanted* wanted = nullptr;
  Graph graph{};
  // Static searches (multiple, not dynamic) reach no more than the closure of the links.
  const Closure* closure = nullptr;
  // Nishio: the assumptions that lead to a contradiction (digit_absurd.hpp).
  const std::bitset<kPotentials>* absurd_starts = nullptr;

  // Sudoku Explainer's doChaining: follows every implication of the reached potentials, on
  // potentials first. Returns the two nodes of a contradiction (on, off), or nothing.
  std::optional<std::pair<int, int>> propagate(Reached& reached) {
    Board now = board;
    Places places = links.places();  // now's
    return propagate(reached, now, places, 0, 0);
  }
  // The same from the reached potentials past the heads, `now` the board the chain has made
  // so far (without what the heads point at) and `places` its places.
  std::optional<std::pair<int, int>> propagate(Reached& reached, Board& now, Places& places,
                                               std::size_t on_head, std::size_t off_head) {
    // What is left to follow: the reached potentials past the heads, in the order reached.
    const std::vector<std::int32_t>& pending_on = reached.on_order;
    const std::vector<std::int32_t>& pending_off = reached.off_order;
    const Follow follow = mode.nishio ? Follow::units : Follow::both;
    const bool dynamic = mode.dynamic;
    const bool nested = mode.level > 0;
    // Whether a potential was followed since the nesting level's techniques last ran: when
    // nothing is left to follow, they run once more, as long as they find something.
    bool followed = false;
    for (;;) {
      const bool on_side = on_head < pending_on.size();
      if (!on_side && off_head == pending_off.size()) {
        if (!followed || !nested) return std::nullopt;
        for (int node : advanced(now, places, reached)) reached.add(graph, node);
        followed = false;
        continue;
      }
      if (work.exhausted()) return std::nullopt;
      followed = true;
      const int at = on_side ? pending_on[on_head++] : pending_off[off_head++];
      const Potential from = graph[at].potential;
      const int depth = graph.depth(at) + 1;
      // The contradiction, as (on node, off node).
      std::optional<std::pair<int, int>> absurd;
      // Adds the node of `p`, which `from` implies, unless `p` is reached already and its
      // conjugate is not; when the conjugate is, `absurd` holds the two, and nothing more is
      // added. `on` says whether `p` is an on potential (what an off potential implies): those
      // of a dynamic chain also get the candidates it removed before they came on as parents.
      // Inlined where it is called (GCC calls it otherwise): most calls return at the first
      // tests, and a call costs more than they do.
      const auto reach = [&](auto on, Potential p, Cause cause, int unit)
          __attribute__((always_inline)) {
        if (absurd) return;
        const unsigned held = reached.held(p);
        if (held == Reached::held_bit(p)) return;
        const int node = graph.add(p, cause, unit, at, depth);
        if constexpr (on) {
          if (dynamic) hidden_parents(now, places, reached, node, cause, unit);
        }
        if (held & Reached::held_bit(conjugate(p))) {
          const int other = reached.first[std::size_t(conjugate(p))];
          absurd = on ? std::pair{node, other} : std::pair{other, node};
        } else {
          reached.add_new(p, node);
        }
      };
      if (on_side) {
        Implications::for_each_off(now, places, from, follow, [&](Potential p, Cause c, int u) {
          reach(std::false_type{}, p, c, u);
        });
        work.left -= kOnCost;
      } else {
        const auto on = [&](Potential p, Cause c, int u) __attribute__((always_inline)) {
          reach(std::true_type{}, p, c, u);
        };
        if (dynamic) {
          Implications::follow_off_dynamic(now, places, from, follow, on);
        } else {
          links.for_each_on(from, follow, on);
        }
        work.left -= kOffCost;
      }
      if (absurd) return absurd;
    }
  }

  // The candidates removed before this link made it: from the cell (a cell link) or from the
  // unit's places for the digit (a unit link), as further parents.
  void hidden_parents(const Board& now, const Places& places, const Reached& reached, int node,
                      Cause cause, int unit) {
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
    for (Mask gone = Mask(links.places()(unit, digit) & ~places(unit, digit)); gone;
         gone &= gone - 1) {
      const int parent =
          reached.node(potential(kUnitCells[unit][lowest_index(gone)], digit, false));
      if (parent >= 0) graph.add_parent(parent);
    }
  }

  // The nesting level's techniques on the chain's board, the first that finds anything, from
  // technique number `first_rule` on: the nodes of what it removes (in advanced_nodes, read
  // before the next call).
  std::vector<Advanced> advanced_found{};
  std::vector<int> advanced_nodes{};
  const std::vector<int>& advanced(const Board& now, const Places& places, const Reached& reached,
                                   int first_rule = 0) {
    std::vector<int>& nodes = advanced_nodes;
    std::vector<Advanced>& found = advanced_found;
    nodes.clear();
    std::optional<Changed> changed;
    for (int rule = first_rule; rule < nested_rule_count(mode.level); ++rule) {
      found.clear();
      apply_nested_rule(rule, mode.level, now, places, board, work, changed, found);
      for (const Advanced& step : found) {
        if (step.parents.empty()) continue;  // it holds without the chain
        const int nested = int(graph.nested.size());
        graph.nested.push_back({step.technique, step.complexity, step.chain});
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

  // Starts `reached` afresh from the assumption `start`.
  Reached& from(Reached& reached, Potential start) {
    reached.clear();
    reached.add(graph, graph.add(start, Cause::assumption));
    return reached;
  }

  // What the search has followed (kept_spreads.hpp), and what the ladder's last search in this
  // mode followed, with its graph, when it keeps them. At a nesting level, `last` is the search
  // of a lower level whose techniques are the first of this one's (on the same board), else the
  // last search without nesting (level 0): a spread is the same as there until it ends (it
  // stalls where that level's techniques find nothing), and goes on from there with the
  // techniques from `first_rule` on.
  Spreads spreads{};
  KeptSpreads::Mode* last = nullptr;
  int first_rule = 0;
  std::int64_t* copies = nullptr;  // KeptSpreads::copies

  // `reached` holds what `start` implies; returns the contradiction it ran into, if any. A
  // spread followed before in this search gives its bits alone: most cells and regions share
  // nothing, as the bits say, and the orders and first nodes are copied only for those that
  // do (settle).
  std::optional<std::pair<int, int>> spread(Reached& reached, Potential start) {
    if (const std::int32_t known = spreads.of[std::size_t(start)]) {
      const Spreads::Spread& kept = spreads.list[std::size_t(known - 1)];
      reached.clear();
      reached.bits = kept.bits;
      reached.unsettled = known - 1;
      return kept.absurd;
    }
    const Spreads::Root root = Spreads::root_of(graph);
    const std::int64_t left = work.left;
    std::optional<std::pair<int, int>> absurd;
    const Spreads::Spread* before = last ? last->spreads.find(start) : nullptr;
    if (before && before->holds && left - before->cost >= 0) {
      absurd = last->spreads.copy(*before, last->graph, graph, reached);
      work.left -= before->cost;
      ++*copies;
      if (!absurd && mode.level > 0) {
        absurd = go_on(reached);
        if (work.exhausted()) return absurd;
      }
    } else {
      absurd = propagate(from(reached, start));
      if (work.exhausted()) return absurd;  // cut short: not what `start` implies
    }
    spreads.add(start, reached, absurd, left - work.left, graph, root);
    return absurd;
  }
  // Goes on with a spread copied from a lower level, which stalled where it ends: the nesting
  // level's techniques that one did not run, then on as propagate() would.
  std::optional<std::pair<int, int>> go_on(Reached& reached) {
    Board now = board;
    Places places = links.places();
    for (std::int32_t node : reached.off_order) {
      const Potential p = graph[node].potential;
      now.eliminate(cell_of(p), digit_of(p));
      places.eliminate(cell_of(p), digit_of(p));
    }
    const std::size_t on_head = reached.on_order.size();
    const std::size_t off_head = reached.off_order.size();
    for (int node : advanced(now, places, reached, first_rule)) reached.add(graph, node);
    return propagate(reached, now, places, on_head, off_head);
  }
  void settle(Reached& reached) const {
    if (reached.unsettled < 0) return;
    const Spreads::Spread& kept = spreads.list[std::size_t(reached.unsettled)];
    // Pointer and count: Emscripten's libc++ has no span of two iterators.
    const std::int32_t* ons = spreads.nodes.data() + kept.first;
    reached.restore(graph, {ons, kept.ons}, {ons + kept.ons, kept.offs}, kept.bits);
    reached.unsettled = -1;
  }

  // Scores the hint and passes it on when it may be chosen. Most are not, so the story's name
  // (`kind` in this mode: "Dynamic Cell Forcing Chains") is written only for those that are.
  void report(ChainHint hint, ChainStory& story, std::string_view kind, int sort_key) {
    if (!hint.worth()) return;
    story.graph = &graph;
    const int most = wanted ? (*wanted)(mode.difficulty(), sort_key) : INT_MAX;
    if (!score(hint, story, mode.difficulty(), sort_key, most)) return;
    story.technique = mode.name(kind);
    sink(hint, story);
  }

  // Sudoku Explainer's doBinaryChaining: `on` true and false; what `on` implies is left in
  // `on_reached`.
  void binary(int cell, int digit, bool both_ways, Reached& on_reached) {
    const Potential on = potential(cell, digit, true);
    const bool contradictions = mode.dynamic || mode.nishio;
    // An assumption that leads to a contradiction (the two nodes of it) is false.
    const auto contradiction = [&](std::pair<int, int> absurd, Potential assumed) {
      ChainStory story{{}, nullptr, {absurd.first, absurd.second}, ChainStory::Kind::contradiction};
      report(conclusion(board, conjugate(assumed)), story,
             mode.nishio ? "Forcing" : "Contradiction Forcing", 7);
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
    if (auto absurd = spread(off_reached, conjugate(on)); absurd && contradictions) {
      contradiction(*absurd, conjugate(on));
    }
    if (both_ways) {
      const std::array<Reached*, 2> sets{&on_reached, &off_reached};
      common(sets, {{}, nullptr, {}, ChainStory::Kind::both_ways}, "Double Forcing", 1);
    }
  }

  // Potentials every set implies, in the first set's order, as hints with one chain each. (The
  // sets are a few, in an array on the stack: a vector of them was most of a search's
  // allocations.)
  void common(std::span<Reached* const> sets, ChainStory story, std::string_view kind,
              int sort_key) {
    // Most cells and regions have none: the sets' bits say so first.
    Reached::Bits all = sets.front()->bits;
    for (std::size_t i = 1; i < sets.size(); ++i) {
      const Reached::Bits& bits = sets[i]->bits;
      for (std::size_t k = 0; k < all.size(); ++k) all[k] &= bits[k];
    }
    std::uint64_t any = 0;
    for (const std::uint64_t word : all) any |= word;
    if (!any) return;
    for (Reached* set : sets) settle(*set);
    for (const auto* order : {&sets.front()->on_order, &sets.front()->off_order}) {
      for (int node : *order) {
        const Potential p = graph[node].potential;
        if (!((all[std::size_t(p >> 6)] >> (p & 63)) & 1)) continue;
        story.targets.clear();
        for (const Reached* set : sets) {
          if (!set->has(p)) break;
          story.targets.push_back(set->node(p));
        }
        if (story.targets.size() != sets.size()) continue;
        report(conclusion(board, p), story, kind, sort_key);
      }
    }
  }

  // Sudoku Explainer's doRegionChainings: every place for the digit in each unit of the cell
  // that the cell is the first place of.
  void regions(int cell, int digit, Reached& on_reached) {
    for (int unit : chain_unit_order(cell)) {
      const Mask where = links.places()(unit, digit);
      const int count = count_of(where);
      if (!(count == 2 || (mode.multiple && count > 2))) continue;
      if (kUnitCells[unit][lowest_index(where)] != cell) continue;
      if (others.size() < std::size_t(count)) others.resize(std::size_t(count));
      std::array<Reached*, 9> sets{&on_reached};
      std::size_t made = 1;
      for (Mask rest = Mask(where & (where - 1)); rest; rest &= rest - 1) {
        Reached& other = others[made - 1];
        spread(other, potential(kUnitCells[unit][lowest_index(rest)], digit, true));
        if (work.exhausted()) return;
        sets[made++] = &other;
      }
      common({sets.data(), made}, {{}, nullptr, {}, ChainStory::Kind::region, unit},
             "Region Forcing", 6);
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
      for (int unit : chain_unit_order(cell)) {
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
    std::array<Reached*, 9> sets{};
    std::size_t made = 0;
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      Reached& on_reached = by_digit[made];
      binary(cell, digit, both_ways, on_reached);
      sets[made++] = &on_reached;
      if (work.exhausted()) return;
      if (!mode.nishio) regions(cell, digit, on_reached);
      if (work.exhausted()) return;
    }
    if (mode.nishio || !(count == 2 || (mode.multiple && count > 2))) return;
    common({sets.data(), made}, {{}, nullptr, {}, ChainStory::Kind::cell, -1, cell}, "Cell Forcing",
           5);
  }
};

// Whether assuming one of the cell's candidates on or off leads to a contradiction.
bool has_absurd_start(const std::bitset<kPotentials>& starts, int cell) {
  for (std::size_t p = std::size_t(potential(cell, 1, false));
       p <= std::size_t(potential(cell, 9, true)); ++p) {
    if (starts[p]) return true;
  }
  return false;
}

}  // namespace

void find_chains(const Board& board, ForcingMode mode, ChainWork& work, const HintSink& sink,
                 const Wanted* wanted, BoardLinks* kept, KeptSpreads* spreads) {
  // On the heap: GCC 12 zeroes the whole of a std::optional when it makes one empty (its
  // bug 86173), 11 KB of Implications on every call, kept links or not.
  std::unique_ptr<Implications> built;
  if (!kept) built = std::make_unique<Implications>(board);
  const Implications& links = kept ? kept->links(board) : *built;
  // Static searches ask the closure of the links first (on the heap, as the links: 3.4 KB).
  std::unique_ptr<Closure> built_closure;
  const Closure* closure = nullptr;
  if (!mode.dynamic) {
    if (!kept) built_closure = std::make_unique<Closure>(links);
    closure = kept ? &kept->reach(board).closure() : built_closure.get();
  }
  std::bitset<kPotentials> absurd_starts;
  if (mode.nishio) absurd_starts = work.nishio_starts.of(board);
  Search search{.board = board,
                .links = links,
                .mode = mode,
                .work = work,
                .sink = sink,
                .wanted = wanted,
                .graph = work.borrow_graph(),
                .closure = closure,
                .absurd_starts = mode.nishio ? &absurd_starts : nullptr};
  // Level 0's spreads are kept from one step to the next: the links alone make them. A
  // nesting level's are kept for the next level on the same board (the ladder runs the levels
  // in turn, each only when the one before found nothing), which reads them when its
  // techniques begin with this level's, else level 0's.
  KeptSpreads::Mode* own = nullptr;
  if (spreads && mode.dynamic) {
    ForcingMode level0 = mode;
    level0.level = 0;
    search.last = &spreads->mode(level0.key());
    search.copies = &spreads->copies;
    search.last->move_to(board.candidates);
    own = &spreads->mode(mode.key());
    if (mode.level > 0) {
      ForcingMode lower = mode;
      lower.level = nested_prefix_level(mode.level);
      KeptSpreads::Mode& before = spreads->mode(lower.key());
      if (lower.level > 0 && before.any && before.board == board.candidates) {
        search.last = &before;
        search.first_rule = nested_rule_count(lower.level);
      }
      own->any = false;
    }
    std::swap(search.spreads, own->spare);
    search.spreads.clear();
  }
  for (int cell = 0; cell < 81 && !work.exhausted(); ++cell) {
    const int count = count_of(board.candidates[cell]);
    if (!(count > 2 || (count > 1 && mode.dynamic))) continue;
    if (mode.nishio && !has_absurd_start(absurd_starts, cell)) continue;
    if (!closure || search.may_find(cell)) search.cell(cell);
  }
  if (own) {
    // This search's spreads are the next one's to copy (every spread it asked for, those
    // it copied among them, is in its own graph); the last search's graph is done with.
    std::swap(own->spreads, search.spreads);
    std::swap(own->spare, search.spreads);
    std::swap(own->graph, search.graph);
    if (mode.level > 0) {
      own->board = board.candidates;
      own->any = !work.exhausted();  // a search cut short left some spreads unfollowed
    }
  }
  work.give_back(std::move(search.graph));
}

namespace {

Found best_of(const Board& board, ForcingMode mode, ChainWork& work) {
  BestHint best;
  best.with_text_and_links = work.with_text_and_links;
  // Only a hint that comes before the best so far is worth scoring to the end.
  const Wanted wanted = [&](double base, int sort_key) {
    return best.most_complexity(base, sort_key);
  };
  find_chains(
      board, mode, work, [&](const ChainHint& h, const ChainStory& s) { best.offer(h, s); },
      &wanted, &work.ladder_links, &work.kept_spreads());
  if (work.exhausted() || !best.hint) return std::nullopt;
  return best.step;
}

}  // namespace

Found find_nishio_chain(const Board& board, ChainWork& work) {
  return best_of(board, {.dynamic = true, .nishio = true}, work);
}
Found find_multiple_chain(const Board& board, ChainWork& work) {
  return best_of(board, {.multiple = true}, work);
}
Found find_dynamic_chain(const Board& board, ChainWork& work, int level) {
  return best_of(board, {.multiple = true, .dynamic = true, .level = level}, work);
}

}  // namespace sudoku::logic

namespace sudoku::logic {

KeptSpreads& ChainWork::kept_spreads() {
  if (!kept_spreads_) kept_spreads_ = std::make_shared<KeptSpreads>();
  return *kept_spreads_;
}

}  // namespace sudoku::logic
