#include "chain_text.hpp"

#include <algorithm>

#include "board.hpp"

namespace sudoku::logic {

std::string cells_text(const std::vector<int>& cells) {
  if (cells.size() == 1) return cell_name(cells.front());
  std::string rows, columns;
  for (int cell : cells) {
    const char row = char('1' + row_of(cell));
    const char column = char('1' + column_of(cell));
    if (rows.find(row) == std::string::npos) rows += row;
    if (columns.find(column) == std::string::npos) columns += column;
  }
  return "r" + rows + "c" + columns;
}

namespace {

// "r1c2 is 4", "r1c2 is not 4"; a group's "4 is in r1c23", "4 is not in r1c23".
std::string potential_text(const ChainPotential& p, bool on) {
  const std::string digit = std::to_string(p.digit);
  if (!p.cells.empty()) return digit + (on ? " is in " : " is not in ") + cells_text(p.cells);
  return cell_name(p.cell) + (on ? " is " : " is not ") + digit;
}
std::string potential_text(const ChainPotential& p) {
  return potential_text(p, p.on);
}

bool same_candidate(const ChainPotential& a, const ChainPotential& b) {
  return a.cell == b.cell && a.digit == b.digit && a.cells == b.cells;
}

// Path `index` from its assumption: the path it branches off, up to where, then its own.
std::vector<const ChainPotential*> whole_path(const std::vector<ChainPath>& paths,
                                              std::size_t index) {
  const ChainPath& path = paths[index];
  std::vector<const ChainPotential*> whole;
  if (path.branch) {
    whole = whole_path(paths, std::size_t(path.branch->path));
    whole.resize(std::size_t(path.branch->at) + 1);
  }
  for (const ChainPotential& p : path.potentials) whole.push_back(&p);
  return whole;
}

// "If r1c2 is 4, then r1c7 is not 4, so r1c7 is 9, ..., so r5c2 is not 6": a path from its
// assumption, each nested link with its technique.
std::string chain_sentence(const std::vector<const ChainPotential*>& path, bool capital) {
  std::string text = capital ? "If " : "if ";
  for (std::size_t i = 0; i < path.size(); ++i) {
    const ChainPotential& p = *path[i];
    if (i) text += i == 1 ? ", then " : ", so ";
    if (p.why && p.why->kind == Why::Kind::nested) text += "(" + p.why->technique + ") ";
    text += potential_text(p);
  }
  return text;
}

// What one path of the hint ladder's shows, after its sentence: "X or W" from X off to W on;
// a loop, from X off back to it (its last link the closing one); X true from X off to X on; X
// false from X on to X off. Nothing more for a path to a candidate off from what is known.
std::string what_path_shows(const std::vector<const ChainPotential*>& path) {
  const ChainPotential& x = *path.front();
  const ChainPotential& w = *path.back();
  if (!same_candidate(x, w)) {
    return !x.on && w.on ? ": " + potential_text(x, true) + " or " + potential_text(w) : "";
  }
  if (x.on == w.on) return ", back where it began: each weak link of the loop has one end true";
  return ": it cannot be that " + potential_text(x);
}

// A path of the hint ladder's several: one that branches says its own potentials from where it
// branches ("as r1c2 is 4, r1c7 is not 4, so ..."); one from what an earlier contradiction
// showed goes on from it ("so r1c2 is 7, ..."); any other from its assumption.
std::string path_sentence(const std::vector<ChainPath>& paths, std::size_t index,
                          const std::vector<ChainPotential>& shown, bool capital) {
  const ChainPath& path = paths[index];
  const std::vector<const ChainPotential*> whole = whole_path(paths, index);
  const ChainPotential& start = *whole.front();
  std::size_t from = 1;
  std::string text;
  if (path.branch) {
    from = whole.size() - path.potentials.size();
    text = "as " + potential_text(*whole[from - 1]) + ", ";
  } else if (std::any_of(shown.begin(), shown.end(), [&](const ChainPotential& p) {
               return same_candidate(p, start) && p.on == start.on;
             })) {
    text = "so ";
  } else {
    return chain_sentence(whole, capital);
  }
  for (std::size_t i = from; i < whole.size(); ++i) {
    text += (i > from ? ", so " : "") + potential_text(*whole[i]);
  }
  return text;
}

// The hint ladder's: each path with what it shows (two from one assumption to a candidate on
// and off, a contradiction), then the conclusion.
std::string each_path_text(const Step& step, const std::vector<std::size_t>& ends,
                           const std::string& result) {
  if (ends.size() == 1 && step.paths.size() == 1) {
    const auto path = whole_path(step.paths, ends[0]);
    return step.technique + " (" + std::to_string(path.size() - 1) +
           " links): " + chain_sentence(path, true) + what_path_shows(path) + ", " + result + ".";
  }
  std::string text = step.technique + ": ";
  std::vector<ChainPotential> shown;  // what the contradictions so far show
  for (std::size_t i = 0; i < step.paths.size(); ++i) {
    const auto path = whole_path(step.paths, i);
    if (i) text += "; ";
    text += path_sentence(step.paths, i, shown, i == 0);
    if (i + 1 < step.paths.size()) {
      const auto next = whole_path(step.paths, i + 1);
      const ChainPotential& end = *path.back();
      if (same_candidate(*next.front(), *path.front()) && same_candidate(*next.back(), end) &&
          next.back()->on != end.on) {
        ChainPotential fact = *path.front();
        fact.on = !fact.on;
        text += "; and " + path_sentence(step.paths, ++i, shown, false) + ": a contradiction, so " +
                potential_text(fact);
        shown.push_back(fact);
        continue;
      }
    }
    text += what_path_shows(path);
  }
  return text + "; " + result + ".";
}

}  // namespace

std::string chain_text(const Step& step, ChainKind kind, int where) {
  std::vector<std::size_t> ends;
  for (std::size_t i = 0; i < step.paths.size(); ++i) {
    if (!step.paths[i].supporting) ends.push_back(i);
  }
  const std::string result = step.placements.empty()
                                 ? "so " + elimination_text(step.eliminations)
                                 : "so " + cell_name(step.placements[0].cell) + " is " +
                                       std::to_string(step.placements[0].digit);
  const auto sentence = [&](std::size_t end, bool capital) {
    return chain_sentence(whole_path(step.paths, ends[end]), capital);
  };
  switch (kind) {
    case ChainKind::each_path:
      return each_path_text(step, ends, result);
    case ChainKind::cycle:
      return sentence(0, true) + ": the loop holds both ways, " + result + ".";
    case ChainKind::forcing:
      return sentence(0, true) + ": " + result + ".";
    case ChainKind::contradiction:
      return sentence(0, true) + "; and " + sentence(1, false) + ": a contradiction, " + result +
             ".";
    case ChainKind::both_ways:
    case ChainKind::cell:
    case ChainKind::region:
      break;
  }
  std::string text = kind == ChainKind::cell ? "Whichever digit " + cell_name(where) + " holds: "
                     : kind == ChainKind::region
                         ? "Wherever the digit goes in " + unit_name(where) + ": "
                         : std::string("Either way: ");
  for (std::size_t i = 0; i < ends.size(); ++i) {
    if (i) text += "; ";
    text += sentence(i, i == 0 && kind == ChainKind::both_ways);
  }
  return text + ": " + result + ".";
}

}  // namespace sudoku::logic
