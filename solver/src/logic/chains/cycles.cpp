// Bidirectional cycles (6.5; 7.0 mixing cell and unit links) and forcing X- and XY-chains
// (6.6; 7.0), Sudoku Explainer's "Forcing Chains & Cycles". From each candidate, a breadth-
// first search follows the implications; a cycle is a path back to the start, and a forcing
// chain one that reaches the start's conjugate. A closure of the links (reach.hpp) says first
// whether a start can lead to either: most cannot, and are not searched.
#include <limits>
#include <memory>

#include "chains.hpp"
#include "finders.hpp"
#include "reach.hpp"

namespace sudoku::logic {
namespace {

struct Search {
  const Board& board;
  const Implications& links;
  const Reach& reach;
  ChainWork& work;
  const HintSink& sink;
  Follow follow = Follow::units;  // X-chains units, Y-chains cells, XY-chains both
  // The greatest complexity a cycle and a forcing chain may have and still be chosen: a walk
  // ends where its chains would be longer.
  int most_cycle = std::numeric_limits<int>::max();
  int most_forcing = std::numeric_limits<int>::max();
  Graph graph{};
  Reached reached{};
  // Kept from one start to the next, so that their memory is allocated once per search.
  std::vector<int> pending_on{};
  std::vector<int> pending_off{};
  std::vector<int> ends{};
  std::vector<int> targets{};

  std::string kind_name() const {
    return follow == Follow::both ? "" : follow == Follow::cells ? "Y-" : "X-";
  }

  // Sudoku Explainer's doCycles: on potentials are walked once each; an off potential is
  // walked on every path that reaches it, except back into its own ancestors. A loop closed at
  // depth d holds d potentials: that is its complexity.
  void cycles(Potential start, std::vector<int>& found, int most) {
    // A potential leads to the start when the start's conjugate leads to its conjugate: read
    // backwards, every link holds both ways. So one row, the conjugate's, answers for the whole
    // walk. (A potential whose conjugate is no node leads nowhere: an off one implies nothing,
    // and the walk meets no on one, as an off node turned it on.)
    const Closure& closure = reach.closure();
    const std::uint64_t* back = closure.row(conjugate(start));
    const auto leads_back = [&](Potential p) { return back && closure.holds(back, conjugate(p)); };
    pending_on.assign(1, graph.add(start, Cause::assumption));
    pending_off.clear();
    reached.add(graph, pending_on.front());
    for (int length = 1; !pending_on.empty() || !pending_off.empty(); length += 2) {
      if (length + 1 > most) return;  // the loops this round closes, and all later ones
      for (int at : pending_on) {
        links.for_each_off(graph[at].potential, follow, [&](Potential p, Cause cause, int unit) {
          if (!leads_back(p)) return;  // no way back from it: most are dead ends, so first
          // Every node's potential is reached when it is made, so an unreached potential is
          // no ancestor: only a reached one needs the walk up the chain.
          if (reached.has(p) && graph.has_main_ancestor(at, p)) return;
          const int node = graph.add(p, cause, unit, at, graph.depth(at) + 1);
          pending_off.push_back(node);
          reached.add(graph, node);
        });
      }
      pending_on.clear();
      work.left -= std::int64_t(pending_off.size());
      if (work.exhausted()) return;
      for (int at : pending_off) {
        links.for_each_on(graph[at].potential, follow, [&](Potential p, Cause cause, int unit) {
          if (!leads_back(p)) return;
          const int node = graph.add(p, cause, unit, at, graph.depth(at) + 1);
          if (length + 1 >= 4 && p == start) found.push_back(node);
          if (reached.add(graph, node)) pending_on.push_back(node);
        });
      }
      pending_off.clear();
    }
  }

  // Sudoku Explainer's doForcingChains: each potential once; a target is the conjugate of
  // the start. A chain to depth d holds d + 1 potentials, all different.
  void forcing(Potential start, std::vector<int>& targets) {
    pending_on.clear();
    pending_off.clear();
    const int root = graph.add(start, Cause::assumption);
    reached.add(graph, root);
    (is_on(start) ? pending_on : pending_off).push_back(root);
    // The one target is the start's conjugate, and the first node to reach it is the
    // shortest chain: the search ends there.
    const Potential goal = conjugate(start);
    const Closure& closure = reach.closure();
    // A forcing chain follows the strong links in units always, an X-chain's alone.
    const Follow forcing_follow = Follow(int(follow) | int(Follow::units));
    // A potential the goal does not follow from is not followed. An off goal that implies
    // nothing is no node of the closure: it follows from the on potentials that turn it off,
    // the conjugates of what the (on) start turns off (the links go both ways).
    const bool goal_is_node = closure.row(goal) != nullptr;
    // A potential leads to the goal when the goal's conjugate, the start, leads to its
    // conjugate (the links hold both ways, as in cycles()): the start's row answers for all.
    const std::uint64_t* back = goal_is_node ? closure.row(start) : nullptr;
    Closure::Set before_goal{};
    if (!goal_is_node) {
      links.for_each_off(start, Follow::both, [&](Potential off, Cause, int) {
        closure.add(before_goal, conjugate(off));
      });
    }
    const auto leads_to_goal = [&](Potential p) {
      if (p == goal) return true;
      if (goal_is_node) return closure.holds(back, conjugate(p));
      const std::uint64_t* row = closure.row(p);
      return row && closure.meets(row, before_goal);
    };
    bool found = false;
    auto target = [&](int node) {
      targets.push_back(node);
      found = true;
    };
    int depth = 1;  // of the nodes the next half round makes
    // The links hold both ways, so a chain from the start to the goal, read backwards with
    // every potential turned to its conjugate, is another: its middle potential q and q's
    // conjugate are both reached within half its length, q at depth i, its conjugate at
    // depth length - i or less. So `pair`, the least such sum of depths over the potentials
    // reached with their conjugates, is no more than the goal's depth while both are within
    // half of it. Once every potential to half the greatest depth wanted (most_forcing - 1)
    // is reached (the rounds go a depth at a time) and `pair` is still beyond that depth, so
    // is the goal: the search ends there, as it would have found nothing it may tell (and the
    // rounds it leaves are not counted as work).
    // (Unbounded, as nested chains search, the search ends only at the goal: no pairs.)
    int pair = std::numeric_limits<int>::max();
    const bool bounded = most_forcing < std::numeric_limits<int>::max();
    const auto met = [&](int node) {
      if (!bounded) return;
      const Potential p = graph[node].potential;
      if (reached.has(conjugate(p))) {
        pair = std::min(pair, graph.depth(node) + graph.depth(reached.node(conjugate(p))));
      }
    };
    const auto out_of_reach = [&] {
      return !found && depth - 1 >= most_forcing / 2 && pair > most_forcing - 1;
    };
    while (!pending_on.empty() || !pending_off.empty()) {
      if (out_of_reach()) return;
      if (!pending_on.empty() && depth++ + 1 > most_forcing) return;
      // Once the goal is found, the round's other nodes add nothing: they are not followed
      // (the work counted stays the same, so that every later search is cut where it was).
      for (int at : pending_on) {
        if (found) break;
        links.for_each_off(graph[at].potential, follow, [&](Potential p, Cause cause, int unit) {
          if (found) return;
          // Its ancestors were walked, so reached: an unreached potential is none of them.
          const bool walk = !reached.has(p);
          if (!walk && p != goal) return;
          if (!leads_to_goal(p)) return;
          const int node = graph.add(p, cause, unit, at, graph.depth(at) + 1);
          if (p == goal) target(node);
          if (walk) {
            met(node);
            reached.add(graph, node);
            pending_off.push_back(node);
          }
        });
      }
      pending_on.clear();
      work.left -= std::int64_t(pending_off.size());
      if (work.exhausted()) return;
      if (out_of_reach()) return;
      if (!pending_off.empty() && depth++ + 1 > most_forcing) return;
      for (int at : pending_off) {
        if (found) break;
        links.for_each_on(graph[at].potential, forcing_follow,
                          [&](Potential p, Cause cause, int unit) {
                            if (found || (p != goal && reached.has(p)) || !leads_to_goal(p)) return;
                            const int node = graph.add(p, cause, unit, at, graph.depth(at) + 1);
                            if (p == goal) target(node);
                            if (p != goal) met(node);
                            if (reached.add(graph, node)) pending_on.push_back(node);
                          });
      }
      pending_off.clear();
    }
  }

  void report_cycle(int end) {
    // The candidates off the loop that see an on and an off node of the same digit: whichever
    // way the loop goes, they are off. By digit, as cell sets.
    CellSet loop;
    std::array<CellSet, 10> forward{};
    std::array<CellSet, 10> backward{};
    for (int at = end; graph.main_parent(at) >= 0; at = graph.main_parent(at)) {
      const Potential p = graph[at].potential;
      const int digit = digit_of(p);
      loop.add(cell_of(p));
      CellSet& seen = (is_on(p) ? forward : backward)[std::size_t(digit)];
      seen = seen | (peer_sets()[cell_of(p)] & links.holders(digit));
    }
    std::array<CellSet, 10> both{};
    CellSet removed;  // the cells with a candidate seen both ways
    for (std::size_t digit = 1; digit <= 9; ++digit) {
      both[digit] = (forward[digit] & backward[digit]).minus(loop);
      removed = removed | both[digit];
    }
    ChainHint hint;
    removed.for_each([&](int cell) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (both[std::size_t(digit)].has(cell)) hint.eliminations.push_back({cell, digit});
      }
    });
    if (!hint.worth()) return;
    report(hint, {"Bidirectional " + kind_name() + "Cycle", &graph, {end}, ChainStory::Kind::cycle},
           6.5, graph.depth(end));
  }

  void report_forcing(int target) {
    ChainHint hint = conclusion(board, graph[target].potential);
    if (!hint.worth()) return;
    report(hint, {"Forcing " + kind_name() + "Chain", &graph, {target}, ChainStory::Kind::forcing},
           6.6, graph.depth(target) + 1);
  }

  // A cycle's or forcing chain's base: `single_kind` when it keeps to cell links or to unit
  // links, 7.0 when it mixes them; and its kind, which orders equal ratings.
  double base(double single_kind) const { return follow == Follow::both ? 7.0 : single_kind; }
  int sort_key() const { return follow == Follow::both ? 4 : follow == Follow::cells ? 3 : 2; }

  // `complexity`: the chain's potentials, all different along one path (cycles() and
  // forcing() say how many), counted without complexity()'s walk.
  void report(ChainHint& hint, const ChainStory& story, double single_kind, int complexity) {
    rank(hint, complexity, base(single_kind), sort_key());
    sink(hint, story);
  }

  // Sudoku Explainer's doUnaryChaining for one candidate.
  void from(int cell, int digit) {
    if (!follows(follow, Follow::units) && count_of(board.candidates[cell]) > 2)
      return;  // Y-cycles start in bivalue cells
    const Potential on = potential(cell, digit, true);
    // A forcing chain reaches the start's conjugate.
    const bool on_forces = follows(follow, Follow::units) && reach.forces(on);
    const bool off_forces = follows(follow, Follow::units) && reach.forces(conjugate(on));
    const bool cycle = reach.may_cycle(on);
    if (!cycle && !on_forces && !off_forces) return;
    reached.clear();
    graph.clear();
    targets.clear();
    if (on_forces) forcing(on, targets);
    if (off_forces) {
      reached.clear();
      forcing(conjugate(on), targets);
    }
    // The forcing chains are searched first, though told after the loops: a loop longer than
    // the shortest of them would lose to it, so the loops' walk stops there.
    int most = most_cycle;
    for (int target : targets) {
      const int length = graph.depth(target) + 1;
      const ChainHint chain{chain_difficulty(base(6.6), length), length, sort_key(), {}, {}};
      most = std::min(most, most_complexity(chain, base(6.5), sort_key(), true));
    }
    ends.clear();
    if (cycle && most >= 4) {
      reached.clear();
      cycles(on, ends, most);
    }
    if (work.exhausted()) return;
    for (int end : ends) report_cycle(end);
    for (int target : targets) report_forcing(target);
  }
};

}  // namespace

void find_cycles_and_forcing_chains(const Board& board, ChainWork& work, const HintSink& sink,
                                    const Wanted& wanted, BoardLinks* kept) {
  // X-links only, then Y, then both, each over every candidate in reading order.
  // On the heap: GCC 12 zeroes the whole of a std::optional when it makes one empty (its
  // bug 86173), 12 KB of Implications and 7.5 KB of Reach on every call, kept links or not.
  std::unique_ptr<Implications> built;
  if (!kept) built = std::make_unique<Implications>(board);
  const Implications& links = kept ? kept->links(board) : *built;
  // One closure for the three passes (reach.hpp): three, each of its pass's links alone, would
  // cost more than the searches they would save.
  std::unique_ptr<Reach> built_reach;
  if (!kept) built_reach = std::make_unique<Reach>(links);
  const Reach& reach = kept ? kept->reach(board) : *built_reach;
  if (!reach.any_forces()) return;  // no forcing chain, and so no cycle that removes anything
  // The wanted chains get shorter only as hints are found: `wanted` is asked again after each.
  int offered = 0;
  const HintSink counted = [&](const ChainHint& hint, const ChainStory& story) {
    ++offered;
    sink(hint, story);
  };
  // One search for the three passes, on a graph kept from the last (work.hpp): its memory is
  // allocated once, not three times a board.
  Search search{.board = board,
                .links = links,
                .reach = reach,
                .work = work,
                .sink = counted,
                .graph = work.borrow_graph()};
  const auto passes = [&] {
    for (const Follow follow : {Follow::units, Follow::cells, Follow::both}) {
      search.follow = follow;
      search.most_cycle = std::numeric_limits<int>::max();
      search.most_forcing = std::numeric_limits<int>::max();
      int asked = -1;  // `offered` when last asked
      const auto ask = [&] {
        if (!wanted || asked == offered) return;
        asked = offered;
        search.most_cycle = wanted(search.base(6.5), search.sort_key());
        search.most_forcing = wanted(search.base(6.6), search.sort_key());
      };
      ask();
      if (search.most_cycle < 4 && search.most_forcing < 2) continue;  // the shortest of each
      for (int cell = 0; cell < 81; ++cell) {
        if (count_of(board.candidates[cell]) < 2) continue;
        for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
          ask();
          search.from(cell, lowest_digit(digits));
          if (work.exhausted()) return;
        }
      }
    }
  };
  passes();
  work.give_back(std::move(search.graph));
}

Found find_forcing_chain_or_cycle(const Board& board, ChainWork& work) {
  BestHint best;
  best.with_text_and_links = work.with_text_and_links;
  find_cycles_and_forcing_chains(
      board, work, [&](const ChainHint& h, const ChainStory& s) { best.offer(h, s); },
      [&](double base, int sort_key) { return best.most_complexity(base, sort_key); },
      &work.ladder_links);
  if (work.exhausted() || !best.hint) return std::nullopt;
  return best.step;
}

}  // namespace sudoku::logic
