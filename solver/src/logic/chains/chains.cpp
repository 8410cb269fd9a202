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
  thread_local std::vector<int> todo;
  thread_local std::vector<int> next;
  nested_done.assign(graph.nested.size(), 0);
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
          total += graph.nested[std::size_t(node.nested)].complexity;
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

std::string potential_text(Potential p) {
  return cell_name(cell_of(p)) + (is_on(p) ? " is " : " is not ") + std::to_string(digit_of(p));
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

// "If r1c2 is 4, then r1c7 is not 4, so r1c7 is 9, ..., so r5c2 is not 6"
std::string chain_sentence(const Graph& graph, int target, bool capital) {
  const std::vector<int> path = main_path(graph, target);
  std::string text = capital ? "If " : "if ";
  text += potential_text(graph[path.front()].potential);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Node& node = graph[path[i]];
    text += i == 1 ? ", then " : ", so ";
    if (node.cause == Cause::advanced && node.nested >= 0) {
      text += "(" + graph.nested[std::size_t(node.nested)].technique + ") ";
    }
    text += potential_text(node.potential);
  }
  return text;
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

}  // namespace

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

  const Graph& graph = *story.graph;
  const std::string result = hint.placement ? "so " + cell_name(hint.placement->cell) + " is " +
                                                  std::to_string(hint.placement->digit)
                                            : "so " + elimination_text(step.eliminations);
  std::string text;
  using Kind = ChainStory::Kind;
  switch (story.kind) {
    case Kind::cycle:
      text = chain_sentence(graph, story.targets.front(), true) + ": the loop holds both ways, " +
             result + ".";
      break;
    case Kind::forcing:
      text = chain_sentence(graph, story.targets.front(), true) + ": " + result + ".";
      break;
    case Kind::contradiction:
      text = chain_sentence(graph, story.targets[0], true) + "; and " +
             chain_sentence(graph, story.targets[1], false) + ": a contradiction, " + result + ".";
      break;
    case Kind::both_ways:
    case Kind::cell:
    case Kind::region: {
      if (story.kind == Kind::cell) {
        text = "Whichever digit " + cell_name(story.cell) + " holds: ";
      } else if (story.kind == Kind::region) {
        text = "Wherever the digit goes in " + unit_name(story.unit) + ": ";
      } else {
        text = "Either way: ";
      }
      for (std::size_t i = 0; i < story.targets.size(); ++i) {
        if (i) text += "; ";
        text += chain_sentence(graph, story.targets[i], i == 0 && story.kind == Kind::both_ways);
      }
      text += ": " + result + ".";
      break;
    }
  }
  step.text = std::move(text);
  return step;
}

}  // namespace sudoku::logic
