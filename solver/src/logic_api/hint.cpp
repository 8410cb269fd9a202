// hint(): from a player's position (the givens, the player's entries and candidate marks), a
// mistake of the player's or the next step on the hint ladder (teach/).
#include <algorithm>

#include "../teach/ladder.hpp"

namespace sudoku {
namespace {

using logic::bit_of;

Hint failure(Status status, std::string message) {
  Hint hint;
  hint.status = status;
  hint.message = std::move(message);
  return hint;
}

Hint mistake(Hint::Mistake which, Step step) {
  Hint hint;
  hint.status = Status::unique;
  hint.kind = Hint::Kind::mistake;
  hint.mistake = which;
  hint.message = step.text;
  hint.step = std::move(step);
  return hint;
}

// The placed digits that clash with `digit` in `cell` on `grid`.
std::vector<int> clashes(const Grid& grid, int cell, int digit) {
  std::vector<int> cells;
  logic::peer_sets()[cell].for_each([&](int peer) {
    if (grid[peer] == digit) cells.push_back(peer);
  });
  return cells;
}

Step wrong_entry(const Grid& placed, int cell, int digit) {
  Step step = logic::make_step("Wrong Entry", 0);
  step.cells.push_back({cell, digit, Role::target});
  step.text = cell_name(cell) + " is not " + char('0' + digit);
  const std::vector<int> clashing = clashes(placed, cell, digit);
  for (int other : clashing) step.cells.push_back({other, digit, Role::cause});
  if (!clashing.empty()) {
    step.text += ": " + logic::cell_list(clashing, "and") + " already " +
                 (clashing.size() > 1 ? "hold" : "holds") + " a " + char('0' + digit);
  }
  step.text += ".";
  return step;
}

Step missing_mark(int cell) {
  Step step = logic::make_step("Missing Candidate", 0);
  step.cells.push_back({cell, 0, Role::target});
  step.text = "The marks in " + cell_name(cell) + " leave out the digit that belongs there.";
  return step;
}

}  // namespace

MarksResult parse_marks(std::string_view text) {
  MarksResult result;
  const bool commas = text.find(',') != std::string_view::npos;
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  auto is_separator = [&](char c) {
    return commas ? c == ',' : c == ' ' || c == '\n' || c == '\t' || c == '\r';
  };
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && !is_separator(text[i])) continue;
    if (commas || i > start) fields.push_back(text.substr(start, i - start));
    start = i + 1;
  }
  if (fields.size() != 81) {
    result.message = "marks: found " + std::to_string(fields.size()) +
                     " fields, expected 81 (one per cell, separated by commas)";
    return result;
  }
  result.marks.assign(81, 0);
  for (int cell = 0; cell < 81; ++cell) {
    for (char c : fields[cell]) {
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '0' || c == '.') continue;
      if (c < '1' || c > '9') {
        result.message = "marks: field " + std::to_string(cell + 1) + " (" + cell_name(cell) +
                         "): unexpected character '" + printable(std::string_view(&c, 1)) +
                         "' (expected the digits 1-9 marked in the cell)";
        result.marks.clear();
        return result;
      }
      result.marks[cell] |= bit_of(c - '0');
    }
  }
  result.ok = true;
  return result;
}

Hint hint(const Position& position) {
  const Grid& givens = position.givens;
  for (int cell = 0; cell < 81; ++cell) {
    const int entry = position.entries[cell];
    if (givens[cell] && entry && entry != givens[cell]) {
      return failure(Status::malformed, "progress contradicts the givens: " + cell_name(cell) +
                                            " is a given " + char('0' + givens[cell]) +
                                            ", the progress has " + char('0' + entry));
    }
  }
  if (!position.marks.empty() && position.marks.size() != 81) {
    return failure(Status::malformed,
                   "marks: expected 81 cells, found " + std::to_string(position.marks.size()));
  }
  const SolveResult solved = solve(givens);
  if (solved.status != Status::unique) return failure(solved.status, solved.message);

  Grid placed = givens;
  for (int cell = 0; cell < 81; ++cell) {
    if (!placed[cell]) placed[cell] = position.entries[cell];
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (!givens[cell] && placed[cell] && placed[cell] != solved.solution[cell]) {
      return mistake(Hint::Mistake::wrong_entry, wrong_entry(placed, cell, placed[cell]));
    }
  }
  logic::Board board = logic::Board::from(placed);
  if (!position.marks.empty()) {
    for (int cell = 0; cell < 81; ++cell) {
      const logic::Mask marked = position.marks[cell] & logic::kAllDigits;
      if (placed[cell] || !marked) continue;
      if (!(marked & bit_of(solved.solution[cell])))
        return mistake(Hint::Mistake::missing_candidate, missing_mark(cell));
      board.candidates[cell] &= marked;
    }
  }
  Hint result;
  result.status = Status::unique;
  if (board.solved()) {
    result.kind = Hint::Kind::solved;
    result.message = "The puzzle is solved.";
    return result;
  }
  logic::Work work{kDefaultBudget};
  logic::Found step = teach::next_step(board, work);
  if (!step) {
    result.kind = Hint::Kind::stuck;
    result.message = work.exhausted()
                         ? "No step was found within the budget: the next step needs nested "
                           "forcing chains."
                         : "No technique of the hint ladder or Sudoku Explainer's applies here.";
    return result;
  }
  result.kind = Hint::Kind::step;
  result.message = step->text;
  result.step = std::move(*step);
  return result;
}

Hint hint(std::string_view puzzle, std::string_view progress, std::string_view marks) {
  const ParseResult givens = parse(puzzle);
  if (!givens.ok) return failure(Status::malformed, givens.message);
  Position position;
  position.givens = givens.grid;
  if (progress.find_first_not_of(" \t\r\n") != std::string_view::npos) {
    const ParseResult entries = parse(progress);
    if (!entries.ok) return failure(Status::malformed, "progress: " + entries.message);
    position.entries = entries.grid;
  }
  if (marks.find_first_not_of(" \t\r\n") != std::string_view::npos) {
    MarksResult parsed = parse_marks(marks);
    if (!parsed.ok) return failure(Status::malformed, parsed.message);
    position.marks = std::move(parsed.marks);
  }
  return hint(position);
}

}  // namespace sudoku
