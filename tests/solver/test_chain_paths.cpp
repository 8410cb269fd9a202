// The paths of every chain step (Step::paths, sudoku/logic.hpp) against the board the step is
// taken on: each link is a true link there, and the paths' last potentials give the step's
// conclusion. The steps are explain's (rate with keep_steps), replayed from the puzzle.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "corpus.hpp"
#include "logic/board.hpp"
#include "sudoku/logic.hpp"

namespace {

using sudoku::Candidate;
using sudoku::ChainPath;
using sudoku::ChainPotential;
using sudoku::Step;
using sudoku::Why;
using sudoku::logic::bit_of;
using sudoku::logic::Board;
using sudoku::logic::kUnitCells;
using sudoku::logic::kUnitSets;
using sudoku::logic::sees;

bool same(const ChainPotential& a, const ChainPotential& b) {
  return a.cell == b.cell && a.digit == b.digit && a.on == b.on && a.cells == b.cells;
}

// A potential's cells: a group's, or its one cell.
std::vector<int> cells_of(const ChainPotential& p) {
  return p.cells.empty() ? std::vector<int>{p.cell} : p.cells;
}

bool has_cell(const std::vector<int>& cells, int cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// Whether candidate `c` and potential `p` (on) cannot both be true: the same digit in cells
// that see every cell of p, or another digit of p's one cell.
bool weakly_linked(const Candidate& c, const ChainPotential& p) {
  const std::vector<int> cells = cells_of(p);
  if (c.digit != p.digit) return p.cells.empty() && c.cell == p.cell;
  for (int cell : cells) {
    if (!sees(cell, c.cell)) return false;
  }
  return true;
}

bool in_unit(int unit, int cell) {
  return kUnitSets[unit].has(cell);
}

// What one step's paths have shown so far, by assumption: the potentials that follow from it.
class Known {
 public:
  std::vector<bool>& of(const ChainPotential& assumption) {
    auto& known = by_assumption_[key(assumption)];
    known.resize(81 * 10 * 2);
    return known;
  }
  static std::size_t key(int cell, int digit, bool on) {
    return std::size_t((cell * 10 + digit) * 2 + int(on));
  }
  static std::size_t key(const ChainPotential& p) { return key(p.cell, p.digit, p.on); }

 private:
  std::map<std::size_t, std::vector<bool>> by_assumption_;
};

// Whether the candidate is off on the board or among `known`.
bool off(const Board& board, const std::vector<bool>& known, int cell, int digit) {
  return !(board.candidates[cell] & bit_of(digit)) || known[Known::key(cell, digit, false)];
}

// What is wrong with the link from `before` to `p`, which `known` follows from the assumption
// with; empty when it holds on `board`.
std::string check_link(const Board& board, const std::vector<bool>& known,
                       const ChainPotential& before, const ChainPotential& p) {
  if (!p.why) return "a link without why";
  const std::vector<int> cells = cells_of(p);
  const std::vector<int> before_cells = cells_of(before);
  for (int cell : cells) {
    if (!(board.candidates[cell] & bit_of(p.digit))) return "a potential off the board";
  }
  const Why& why = *p.why;
  switch (why.kind) {
    case Why::Kind::cell: {
      if (p.cell != before.cell || p.digit == before.digit) return "a cell link between cells";
      if (!p.cells.empty() || !before.cells.empty()) return "a cell link of a group";
      if (p.on == before.on) return "a cell link that does not alternate";
      if (!p.on) return "";
      for (int digit = 1; digit <= 9; ++digit) {
        if (digit != p.digit && digit != before.digit && !off(board, known, p.cell, digit)) {
          return "a cell link to a digit that is not the last";
        }
      }
      return "";
    }
    case Why::Kind::unit: {
      if (why.unit < 0 || why.unit > 26) return "a unit link without a unit";
      if (p.digit != before.digit) return "a unit link between digits";
      for (int cell : cells) {
        if (has_cell(before_cells, cell)) return "a unit link within a cell";
        if (!in_unit(why.unit, cell)) return "a unit link outside its unit";
      }
      for (int cell : before_cells) {
        if (!in_unit(why.unit, cell)) return "a unit link outside its unit";
      }
      if (p.on == before.on) return "a unit link that does not alternate";
      if (!p.on) return "";
      for (int cell : kUnitCells[why.unit]) {
        if (!has_cell(cells, cell) && !has_cell(before_cells, cell) &&
            !off(board, known, cell, p.digit)) {
          return "a unit link to a place that is not the last";
        }
      }
      return "";
    }
    case Why::Kind::nested:
      if (why.technique.empty()) return "a nested link without a technique";
      if (p.on || before.on) return "a nested link between on potentials";
      for (std::size_t i = 0; i < why.also.size(); ++i) {
        const Candidate& c = why.also[i];
        if (std::find(why.also.begin(), why.also.begin() + std::ptrdiff_t(i), c) !=
                why.also.begin() + std::ptrdiff_t(i) ||
            (c.cell == before.cell && c.digit == before.digit)) {
          return "a nested link that names a potential twice";
        }
        if (!known[Known::key(c.cell, c.digit, false)]) {
          return "a nested link that needs what no earlier path shows";
        }
      }
      return "";
  }
  return "a link of no kind";
}

// Path `index` from its assumption: the path it branches off, up to where, then its own.
std::vector<ChainPotential> whole_path(const std::vector<ChainPath>& paths, std::size_t index) {
  const ChainPath& path = paths[index];
  std::vector<ChainPotential> whole;
  if (path.branch) {
    if (path.branch->path < 0 || std::size_t(path.branch->path) >= index) return {};
    whole = whole_path(paths, std::size_t(path.branch->path));
    if (path.branch->at < 0 || std::size_t(path.branch->at) >= whole.size()) return {};
    whole.resize(std::size_t(path.branch->at) + 1);
  }
  whole.insert(whole.end(), path.potentials.begin(), path.potentials.end());
  return whole;
}

// Whether the step concludes that p's candidate is `on` (placed) or not (removed).
bool concludes(const Step& step, const ChainPotential& p, bool on) {
  const Candidate c{p.cell, p.digit};
  if (on) return step.placements == std::vector<Candidate>{c};
  return step.placements.empty() && step.eliminations == std::vector<Candidate>{c};
}

// Whether `a` and `b` are one candidate (or group), on and off.
bool conjugates(const ChainPotential& a, const ChainPotential& b) {
  return a.cell == b.cell && a.digit == b.digit && a.cells == b.cells && a.on != b.on;
}

// A loop's eliminations: candidates off the loop that see an on and an off potential of theirs.
std::string check_cycle(const Step& step, const std::vector<ChainPotential>& loop) {
  if (step.eliminations.empty() || !step.placements.empty()) return "a cycle that removes nothing";
  for (const Candidate& c : step.eliminations) {
    bool seen_on = false;
    bool seen_off = false;
    for (const ChainPotential& p : loop) {
      if (p.cell == c.cell) return "a cycle that removes from its own cells";
      if (p.digit != c.digit || !sees(p.cell, c.cell)) continue;
      (p.on ? seen_on : seen_off) = true;
    }
    if (!seen_on || !seen_off) return "a cycle's elimination that the loop does not see";
  }
  return "";
}

// Whether the assumptions cover every case: a candidate on and off, every digit of a cell, or
// every place of a digit in a unit.
bool every_case(const Board& board, const std::vector<ChainPotential>& starts) {
  if (starts.size() == 2 && starts[0].cell == starts[1].cell &&
      starts[0].digit == starts[1].digit && starts[0].on != starts[1].on) {
    return true;
  }
  for (const ChainPotential& s : starts) {
    if (!s.on) return false;
  }
  bool one_cell = true;
  sudoku::logic::Mask digits = 0;
  for (const ChainPotential& s : starts) {
    one_cell = one_cell && s.cell == starts[0].cell;
    digits |= bit_of(s.digit);
  }
  if (one_cell) return digits == board.candidates[starts[0].cell] && starts.size() >= 2;
  for (int unit = 0; unit < 27; ++unit) {
    std::vector<int> places;
    for (int cell : kUnitCells[unit]) {
      if (board.candidates[cell] & bit_of(starts[0].digit)) places.push_back(cell);
    }
    if (places.size() != starts.size()) continue;
    bool all = true;
    for (const ChainPotential& s : starts) {
      all = all && s.digit == starts[0].digit && in_unit(unit, s.cell);
    }
    if (all) return true;
  }
  return false;
}

// An alternating inference chain's eliminations (the hint ladder's): X off leads to W on, so X
// or W is true, and what is weakly linked to both is false; in a loop, X off leads back to
// itself, and what is weakly linked to both ends of one of its weak links (on to off) is false.
std::string check_alternating(const Step& step, const std::vector<ChainPotential>& path) {
  if (step.eliminations.empty() || !step.placements.empty()) return "a chain that removes nothing";
  ChainPotential x = path.front();
  x.on = true;
  const bool loop = same(path.front(), path.back());
  for (const Candidate& c : step.eliminations) {
    bool removed = !loop && weakly_linked(c, x) && weakly_linked(c, path.back());
    for (std::size_t k = 1; loop && k < path.size(); ++k) {
      if (!path[k - 1].on || path[k].on) continue;
      ChainPotential b = path[k];
      b.on = true;
      if (weakly_linked(c, path[k - 1]) && weakly_linked(c, b)) removed = true;
    }
    if (!removed) return "a chain's elimination that its ends do not see";
  }
  return "";
}

// What one argument of the hint ladder's shows, and whether it gives candidate `c` (placed
// when `on`, removed when not).
struct Argument {
  enum class Kind { either, loop, fact } kind = Kind::fact;
  std::vector<ChainPotential> path;  // either, loop: the path
  ChainPotential fact;               // fact: what it shows true
  bool gives(const Candidate& c, bool on) const {
    if (kind == Kind::fact) {
      return fact.cells.empty() && fact.cell == c.cell && fact.digit == c.digit && fact.on == on;
    }
    if (on) return false;
    Step step;
    step.eliminations = {c};
    return check_alternating(step, path).empty();
  }
};

// The hint ladder's conclusions: each path shows something on its own (X or W from X off to W
// on; a loop; X true from X off to X on; X false from X on to X off), or two from one
// assumption reach a candidate on and off (the assumption is false); a path from what such a
// contradiction showed shows its last potential. Every placement and elimination of the step
// is given by one of them, and each gives one.
std::string check_each_path(const Step& step,
                            const std::vector<std::vector<ChainPotential>>& ends) {
  if (ends.empty()) return "no path to the conclusion";
  std::vector<Argument> arguments;
  std::vector<ChainPotential> facts;
  const auto is_fact = [&](const ChainPotential& p) {
    return std::any_of(facts.begin(), facts.end(), [&](const auto& f) { return same(f, p); });
  };
  for (std::size_t i = 0; i < ends.size(); ++i) {
    const ChainPotential& x = ends[i].front();
    const ChainPotential& w = ends[i].back();
    Argument argument;
    if (i + 1 < ends.size() && same(ends[i + 1].front(), x) && conjugates(ends[i + 1].back(), w)) {
      argument.fact = x;
      argument.fact.on = !x.on;
      facts.push_back(argument.fact);
      ++i;
    } else if (is_fact(x) || conjugates(x, w)) {
      argument.fact = w;
    } else if (!x.on && same(x, w)) {
      argument.kind = Argument::Kind::loop;
      argument.path = ends[i];
    } else if (!x.on && w.on) {
      argument.kind = Argument::Kind::either;
      argument.path = ends[i];
    } else {
      return "a path that shows nothing";
    }
    arguments.push_back(argument);
  }
  std::vector<bool> used(arguments.size());
  for (const auto* list : {&step.placements, &step.eliminations}) {
    for (const Candidate& c : *list) {
      bool given = false;
      for (std::size_t k = 0; k < arguments.size(); ++k) {
        if (!arguments[k].gives(c, list == &step.placements)) continue;
        given = true;
        used[k] = true;
      }
      if (!given) return "a conclusion that no path gives";
    }
  }
  if (std::find(used.begin(), used.end(), false) != used.end()) return "a path that gives nothing";
  return "";
}

// The conclusion the paths that lead to it (the non-supporting ones) give.
std::string check_conclusion(const Board& board, const Step& step,
                             const std::vector<std::vector<ChainPotential>>& ends) {
  if (ends.empty()) return "no path to the conclusion";
  if (ends.size() == 1) {
    const auto& path = ends.front();
    const ChainPotential& x = path.front();
    const ChainPotential& w = path.back();
    if (x.on && same(x, w)) return check_cycle(step, path);
    // From X off: a loop back to X off, or X or W (W on, not X).
    const bool loop = same(x, w);
    if (!x.on && (loop || (w.on && !conjugates(x, w)))) return check_alternating(step, path);
    if (!conjugates(path.front(), path.back())) return "a forcing chain that ends elsewhere";
    return concludes(step, path.back(), path.back().on)
               ? ""
               : "a forcing chain's end is not the conclusion";
  }
  if (ends.size() == 2 && same(ends[0].front(), ends[1].front()) &&
      conjugates(ends[0].back(), ends[1].back())) {
    return concludes(step, ends[0].front(), !ends[0].front().on)
               ? ""
               : "a contradiction's wrong conclusion";
  }
  std::vector<ChainPotential> starts;
  for (const auto& path : ends) {
    if (!same(path.back(), ends[0].back())) return "forcing chains that end apart";
    starts.push_back(path.front());
  }
  if (!every_case(board, starts)) return "forcing chains that leave a case out";
  return concludes(step, ends[0].back(), ends[0].back().on)
             ? ""
             : "forcing chains' end is not the conclusion";
}

// A Kraken Fish's (the hint ladder's): its units are n base lines then n cover lines of one
// digit; every place of the digit in the base lines off the cover lines is a fin, and each fin
// has one path, from it on to the one elimination off, a cover line's place off the base lines.
// With no fin on, the base lines are a fish, which removes the target too.
std::string check_kraken(const Board& board, const Step& step,
                         const std::vector<std::vector<ChainPotential>>& ends) {
  if (step.eliminations.size() != 1 || !step.placements.empty())
    return "a kraken that removes not one";
  const Candidate target = step.eliminations.front();
  const std::size_t n = step.units.size() / 2;
  if (n < 2 || step.units.size() != 2 * n) return "a kraken without its lines";
  const auto in_any = [&](std::size_t from, int cell) {
    for (std::size_t i = from; i < from + n; ++i) {
      if (in_unit(step.units[i], cell)) return true;
    }
    return false;
  };
  if (in_any(0, target.cell) || !in_any(n, target.cell)) return "a kraken's target off its covers";
  std::vector<int> fins;
  for (std::size_t i = 0; i < n; ++i) {
    for (int cell : kUnitCells[step.units[i]]) {
      if ((board.candidates[cell] & bit_of(target.digit)) && !in_any(n, cell)) fins.push_back(cell);
    }
  }
  if (fins.size() != ends.size()) return "a kraken with a fin and no path";
  for (std::size_t i = 0; i < ends.size(); ++i) {
    const ChainPotential& x = ends[i].front();
    const ChainPotential& w = ends[i].back();
    if (!x.on || x.digit != target.digit || x.cell != fins[i] || !x.cells.empty())
      return "a kraken's path from no fin";
    if (w.on || w.cell != target.cell || w.digit != target.digit || !w.cells.empty())
      return "a kraken's path to no target";
  }
  return "";
}

// What is wrong with a step's paths on `board`, the board it is taken on; empty when nothing.
std::string check_paths(const Board& board, const Step& step) {
  Known known;
  std::vector<std::vector<ChainPotential>> ends;
  for (std::size_t i = 0; i < step.paths.size(); ++i) {
    const ChainPath& path = step.paths[i];
    const std::vector<ChainPotential> whole = whole_path(step.paths, i);
    if (whole.empty() || path.potentials.empty()) return "a path that branches off nothing";
    if (whole.front().why) return "an assumption with a why";
    if (path.branch && !path.potentials.front().why) return "a branch without why";
    std::vector<bool>& shown = known.of(whole.front());
    shown[Known::key(whole.front())] = true;
    for (std::size_t k = 1; k < whole.size(); ++k) {
      const std::string fault = check_link(board, shown, whole[k - 1], whole[k]);
      if (!fault.empty()) return fault + " (path " + std::to_string(i) + ")";
      if (whole[k].cells.empty()) shown[Known::key(whole[k])] = true;  // a group is no candidate
    }
    if (!path.supporting) ends.push_back(whole);
  }
  if (step.technique == "Kraken Fish") return check_kraken(board, step, ends);
  return step.ladder == "hint" ? check_each_path(step, ends) : check_conclusion(board, step, ends);
}

// The chains that have paths: the rating ladder's, and the hint ladder's alternating inference
// chains, Remote Pairs, colourings, ALS-Chains and Kraken Fish.
bool is_chain(const std::string& technique) {
  for (const char* name :
       {"Chain", "Cycle", "AIC", "Nice Loop", "Remote Pair", "Colouring", "Medusa", "Kraken"}) {
    if (technique.find(name) != std::string::npos) return true;
  }
  return false;
}

// Checks every step of each puzzle's explanation (the hint ladder's with `teach`); returns how
// many chain steps it checked.
std::size_t check_puzzles(const std::vector<std::string>& puzzles, bool teach = false) {
  std::size_t chains = 0;
  for (const std::string& line : puzzles) {
    const sudoku::Grid puzzle = sudoku::test::grid_of(line);
    const sudoku::Rating rating = sudoku::rate(puzzle, {.keep_steps = true, .teach = teach});
    Board board = Board::from(puzzle);
    for (const Step& step : rating.steps) {
      INFO(line << ": " << step.text);
      CHECK(is_chain(step.technique) != step.paths.empty());
      if (!step.paths.empty()) {
        CHECK(check_paths(board, step) == "");
        ++chains;
      }
      board.apply(step);
    }
  }
  return chains;
}

std::vector<std::string> first_lines(const std::string& path, std::size_t count) {
  std::vector<std::string> lines = sudoku::test::read_puzzle_lines(path);
  if (lines.size() > count) lines.resize(count);
  for (std::string& line : lines) line = line.substr(0, line.find(':'));
  return lines;
}

}  // namespace

TEST_CASE("every chain step of the 615 has paths whose links hold and that give its conclusion") {
  const auto puzzles = first_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt", 615);
  REQUIRE(puzzles.size() == 615);
  CHECK(check_puzzles(puzzles) > 100);
}

TEST_CASE("the hint ladder's chains on the 615 have paths whose links hold") {
  const auto puzzles = first_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt", 615);
  CHECK(check_puzzles(puzzles, true) > 100);
}

namespace {

// Mutates the chain steps of the puzzles' explanations (the hint ladder's own, with `teach`;
// only those of `techniques` when it is given), up to `most` links: each why dropped in turn, each
// link moved to a unit its potential is not in, made a unit link where it was a cell's, or a nested
// link's technique left out. Checks that check_paths finds every mutant; returns how many links it
// mutated.
std::size_t check_mutants(const std::vector<std::string>& puzzles, bool teach, std::size_t most,
                          const std::vector<std::string>& techniques = {}) {
  std::size_t mutants = 0;
  for (const std::string& line : puzzles) {
    const sudoku::Grid puzzle = sudoku::test::grid_of(line);
    const sudoku::Rating rating = sudoku::rate(puzzle, {.keep_steps = true, .teach = teach});
    Board board = Board::from(puzzle);
    for (const Step& step : rating.steps) {
      const bool mutated = (!teach || step.ladder == "hint") &&
                           (techniques.empty() || std::find(techniques.begin(), techniques.end(),
                                                            step.technique) != techniques.end());
      for (std::size_t i = 0; mutated && i < step.paths.size() && mutants < most; ++i) {
        for (std::size_t k = 0; k < step.paths[i].potentials.size(); ++k) {
          const auto& why = step.paths[i].potentials[k].why;
          if (!why) continue;
          INFO(line << ": " << step.text << " (path " << i << ", potential " << k << ")");
          Step dropped = step;
          dropped.paths[i].potentials[k].why.reset();
          CHECK(check_paths(board, dropped) != "");
          Step broken = step;
          Why& moved = *broken.paths[i].potentials[k].why;
          if (why->kind == Why::Kind::unit) {
            moved.unit = 0;  // the first unit the potential is not in
            while (in_unit(moved.unit, broken.paths[i].potentials[k].cell)) ++moved.unit;
          } else if (why->kind == Why::Kind::cell) {
            moved.kind = Why::Kind::unit;
            moved.unit = broken.paths[i].potentials[k].cell / 9;
          } else {
            moved.technique.clear();
          }
          CHECK(check_paths(board, broken) != "");
          ++mutants;
        }
      }
      board.apply(step);
    }
    if (mutants >= most) break;
  }
  return mutants;
}

}  // namespace

TEST_CASE("the paths check finds a dropped why and a broken link") {
  const auto puzzles = first_lines(std::string(SUDOKU_TEST_DATA) + "/se_rated_615.txt", 615);
  CHECK(check_mutants(puzzles, false, 2000) >= 2000);  // the rating ladder's chains
  CHECK(check_mutants(puzzles, true, 1000) >= 1000);   // the hint ladder's AICs
  // and its Remote Pairs and colourings, every link of them
  CHECK(check_mutants(puzzles, true, 100000, {"Remote Pair", "Simple Colouring", "3D Medusa"}) >
        200);
}

#if SUDOKU_FULL_SETS
TEST_CASE(
    "every chain step of magictour's first 300 and forum 11+ #1-20 has true paths "
    "(and of the hint ladder on magictour's)") {
  const std::string shared = SUDOKU_SHARED_PUZZLES;
  const auto magictour = first_lines(shared + "/magictour_top1465.txt", 300);
  const auto forum = first_lines(shared + "/forum_hardest_1905_11plus.txt", 20);
  if (magictour.empty() || forum.empty()) {
    WARN("../shared/data/puzzles is not present: nothing to check");
    return;
  }
  CHECK(check_puzzles(magictour) > 300);
  CHECK(check_puzzles(forum) > 20);
  CHECK(check_puzzles(magictour, true) > 300);
}
#endif
