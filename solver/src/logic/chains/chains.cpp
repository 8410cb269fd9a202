#include "chains.hpp"

#include <algorithm>
#include <bitset>
#include <limits>
#include <unordered_set>

namespace sudoku::logic {

bool Graph::has_main_ancestor(int node, Potential p) const {
  for (int at = main_parent(node); at >= 0; at = main_parent(at)) {
    if (nodes[at].potential == p) return true;
  }
  return false;
}

int complexity(const Graph& graph, const std::vector<int>& targets, int most) {
  // Each target's main parents lead back to its assumption through potentials all different
  // (a search follows each potential once, from its first node), and the target is none of
  // them: its count is at least its depth + 1, which tells most hints that are too long.
  int least = 0;
  for (int target : targets) least += graph.depth(target) + 1;
  if (least > most) return least;
  // Breadth first, as Sudoku Explainer counts: a potential met again is not walked again, so
  // only the parents of its first node count. Scratch kept per thread: hints are scored by
  // the thousand.
  thread_local std::vector<char> nested_done;
  thread_local std::vector<std::uint64_t> chains_done;  // a few: a linear search
  thread_local std::vector<int> todo;
  thread_local std::vector<int> next;
  nested_done.assign(graph.nested.size(), 0);
  chains_done.clear();
  int total = 0;
  for (int target : targets) {
    std::bitset<kPotentials> seen;
    todo.assign(1, target);
    while (!todo.empty()) {
      next.clear();
      for (int at : todo) {
        const Node& node = graph[at];
        if (seen[std::size_t(node.potential)]) continue;
        seen.set(std::size_t(node.potential));
        ++total;
        if (node.nested >= 0 && !nested_done[std::size_t(node.nested)]) {
          nested_done[std::size_t(node.nested)] = 1;
          const NestedStep& step = graph.nested[std::size_t(node.nested)];
          // The same chain found again (on another board the chain made, or by another of
          // the hint's chains) is counted once, as Sudoku Explainer's FullChain is.
          if (step.chain == 0 ||
              std::find(chains_done.begin(), chains_done.end(), step.chain) == chains_done.end()) {
            if (step.chain) chains_done.push_back(step.chain);
            total += step.complexity;
          }
        }
        if (total > most) return total;
        for (int i = 0; i < node.count; ++i) next.push_back(graph.parents[node.first + i]);
      }
      todo.swap(next);
    }
  }
  return total;
}

double chain_difficulty(double base, int complexity) {
  double added = 0.0;
  int ceiling = 4;
  bool odd = false;
  for (int length = complexity - 2; length > ceiling; odd = !odd) {
    added += 0.1;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
  }
  return base + added;
}

int most_complexity(const ChainHint& other, double base, int sort_key, bool offered_first) {
  // chain_difficulty's bands: complexities up to ceiling + 2 share base + added, each band's
  // difficulty summed as chain_difficulty sums it.
  double added = 0.0;
  int ceiling = 4;
  bool odd = false;
  for (int least = 1;; odd = !odd) {
    const double difficulty = base + added;
    const int most = ceiling + 2;
    if (difficulty > other.difficulty) return least - 1;
    if (difficulty == other.difficulty) {
      const bool wins_ties =
          sort_key < other.sort_key || (sort_key == other.sort_key && offered_first);
      const int beaten = wins_ties ? other.complexity : other.complexity - 1;
      return std::max(least - 1, std::min(most, beaten));
    }
    least = most + 1;
    added += 0.1;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
  }
}

int BestHint::most_complexity(double base, int sort_key) const {
  if (!hint) return std::numeric_limits<int>::max();
  return logic::most_complexity(*hint, base, sort_key, false);
}

bool score(ChainHint& hint, const ChainStory& story, double base, int sort_key, int most) {
  const int counted = complexity(*story.graph, story.targets, most);
  if (counted > most) return false;
  rank(hint, counted, base, sort_key);
  return true;
}

void rank(ChainHint& hint, int complexity, double base, int sort_key) {
  hint.complexity = complexity;
  hint.difficulty = chain_difficulty(base, complexity);
  hint.sort_key = sort_key;
}

ChainHint conclusion(const Board& board, Potential target) {
  ChainHint hint;
  const int cell = cell_of(target);
  const int digit = digit_of(target);
  if (!is_on(target)) {
    hint.eliminations.push_back({cell, digit});
    return hint;
  }
  for (Mask rest = Mask(board.candidates[cell] & ~bit_of(digit)); rest; rest &= rest - 1) {
    hint.eliminations.push_back({cell, lowest_digit(rest)});
  }
  hint.placement = Candidate{cell, digit};
  return hint;
}

namespace {

Candidate candidate_of(Potential p) {
  return {cell_of(p), digit_of(p)};
}

// The main path of a chain, from its assumption to `target`.
std::vector<int> main_path(const Graph& graph, int target) {
  std::vector<int> path;
  for (int at = target; at >= 0; at = graph.main_parent(at)) path.insert(path.begin(), at);
  return path;
}

// What a step has drawn so far: its links, and the candidates it highlights.
struct Drawn {
  std::unordered_set<int> links;  // ((from * kCandidates + to) << 1) | strong, by candidate index
  std::bitset<kCandidates> candidates;
};

void add_links(Step& step, const Graph& graph, int target, std::vector<bool>& done, Drawn& drawn) {
  std::vector<int> todo{target};
  while (!todo.empty()) {
    const int at = todo.back();
    todo.pop_back();
    if (done[std::size_t(at)]) continue;
    done[std::size_t(at)] = true;
    const Node& node = graph[at];
    for (int i = 0; i < node.count; ++i) {
      const int parent = graph.parents[node.first + i];
      const int from = graph[parent].potential >> 1;
      const int key =
          ((from * kCandidates + (node.potential >> 1)) << 1) | int(is_on(node.potential));
      if (drawn.links.insert(key).second) {
        step.links.push_back({candidate_of(graph[parent].potential), candidate_of(node.potential),
                              is_on(node.potential)});
      }
      todo.push_back(parent);
    }
    if (drawn.candidates[std::size_t(node.potential >> 1)]) continue;
    drawn.candidates.set(std::size_t(node.potential >> 1));
    step.cells.push_back({cell_of(node.potential), digit_of(node.potential),
                          node.count == 0 ? Role::cause : Role::pattern});
  }
}

// The paths of a step's chains (ChainPath, sudoku/logic.hpp): each target's main path, after
// the supporting paths of what its links need besides their main parents, each path branching
// off the earlier one from the same assumption that it begins as.
class PathWriter {
 public:
  explicit PathWriter(const Graph& graph) : graph_(graph) {}

  void tell(int target, bool supporting) {
    const std::vector<int> path = main_path(graph_, target);
    // An index, not a reference: the supporting paths' own calls may add to told_.
    const std::size_t told = told_of(graph_[path.front()].potential);
    for (std::size_t i = 1; i < path.size(); ++i) {
      const Node& node = graph_[path[i]];
      for (int k = 1; k < node.count; ++k) {
        const int needed = graph_.parents[node.first + k];
        const Potential p = graph_[needed].potential;
        if (told_[told].potentials[std::size_t(p)] || graph_.has_main_ancestor(path[i], p)) {
          continue;
        }
        tell(needed, true);
      }
    }
    add(path, told_[told], supporting);
  }

  std::vector<ChainPath> paths;

 private:
  // By assumption, the potentials of its paths told so far.
  struct Told {
    Potential assumption = 0;
    std::bitset<kPotentials> potentials;
    std::vector<int> paths;  // indices into `paths` and `nodes_`
  };

  std::size_t told_of(Potential assumption) {
    for (std::size_t i = 0; i < told_.size(); ++i) {
      if (told_[i].assumption == assumption) return i;
    }
    told_.push_back({assumption, {}, {}});
    return told_.size() - 1;
  }

  Why why_of(const Node& node) const {
    Why why;
    if (node.cause == Cause::unit) {
      why.kind = Why::Kind::unit;
      why.unit = node.unit;
    } else if (node.cause == Cause::advanced) {
      why.kind = Why::Kind::nested;
      why.technique = graph_.nested[std::size_t(node.nested)].technique;
      // A node's parents may name one potential twice (reached through two of the technique's
      // premises); `also` names each once.
      const Candidate main = candidate_of(graph_[graph_.parents[node.first]].potential);
      for (int k = 1; k < node.count; ++k) {
        const Candidate c = candidate_of(graph_[graph_.parents[node.first + k]].potential);
        if (c != main && std::find(why.also.begin(), why.also.end(), c) == why.also.end()) {
          why.also.push_back(c);
        }
      }
    }
    return why;
  }

  // Adds `path` (its nodes from the assumption) as its own potentials after the longest start
  // it shares with an earlier path from the same assumption.
  void add(const std::vector<int>& path, Told& told, bool supporting) {
    ChainPath out;
    out.supporting = supporting;
    std::size_t shared = 0;
    for (int earlier : told.paths) {
      const std::vector<int>& nodes = nodes_[std::size_t(earlier)];
      std::size_t same = 0;
      while (same < nodes.size() && same + 1 < path.size() &&
             graph_[nodes[same]].potential == graph_[path[same]].potential) {
        ++same;
      }
      if (same > shared) {
        shared = same;
        out.branch = ChainBranch{earlier, int(same) - 1};
      }
    }
    for (std::size_t i = shared; i < path.size(); ++i) {
      const Node& node = graph_[path[i]];
      ChainPotential next{cell_of(node.potential),
                          digit_of(node.potential),
                          is_on(node.potential),
                          std::nullopt,
                          {}};
      if (i > 0) next.why = why_of(node);
      out.potentials.push_back(std::move(next));
      told.potentials.set(std::size_t(node.potential));
    }
    told.paths.push_back(int(paths.size()));
    paths.push_back(std::move(out));
    nodes_.push_back(path);
  }

  const Graph& graph_;
  std::vector<Told> told_;
  std::vector<std::vector<int>> nodes_;  // by path: its nodes from the assumption
};

}  // namespace

std::vector<ChainPath> chain_paths(const ChainStory& story) {
  PathWriter writer(*story.graph);
  for (int target : story.targets) writer.tell(target, false);
  return std::move(writer.paths);
}

Step chain_step(const ChainHint& hint, const ChainStory& story, bool with_text_and_links) {
  Step step = make_step(story.technique, int(hint.difficulty * 10 + 0.5));
  step.eliminations = hint.eliminations;
  if (hint.placement) {
    step.placements.push_back(*hint.placement);
    step.eliminations.clear();  // placing the digit removes the cell's other candidates
  }
  if (!with_text_and_links) return step;
  Drawn drawn;
  for (const auto* list : {&step.placements, &step.eliminations}) {
    for (const Candidate& c : *list) {
      step.cells.push_back({c.cell, c.digit, Role::target});
      drawn.candidates.set(std::size_t(candidate_index(c.cell, c.digit)));
    }
  }
  std::vector<bool> done(story.graph->nodes.size());
  for (int target : story.targets) add_links(step, *story.graph, target, done, drawn);
  if (story.unit >= 0) step.units.push_back(story.unit);
  step.paths = chain_paths(story);
  step.text = chain_text(step, story.kind, story.kind == ChainKind::cell ? story.cell : story.unit);
  return step;
}

}  // namespace sudoku::logic
