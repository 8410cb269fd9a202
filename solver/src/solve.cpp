// solve(): validation, the choice of algorithm, and the status and message of the result.
#include <algorithm>

#include "search.hpp"

namespace sudoku {

std::string_view status_name(Status status) {
  switch (status) {
    case Status::unique:
      return "unique";
    case Status::multiple:
      return "multiple";
    case Status::none:
      return "none";
    case Status::invalid:
      return "invalid";
    case Status::malformed:
      return "malformed";
    case Status::aborted:
      return "aborted";
  }
  return "";
}

namespace {

std::string gave_up(Algorithm algorithm, std::uint64_t budget) {
  const char* unit = algorithm == Algorithm::textbook ? " placement" : " search node";
  return "gave up after " + std::to_string(budget) + unit + (budget == 1 ? "" : "s");
}

// Fills `result` as `invalid` when givens clash; false when they do not.
bool report_conflicts(const Grid& puzzle, SolveResult& result) {
  result.conflicts = find_conflicts(puzzle);
  if (result.conflicts.empty()) return false;
  result.status = Status::invalid;
  result.message = describe(result.conflicts, puzzle);
  return true;
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  SolveResult result;
  for (std::uint8_t digit : puzzle) {
    if (digit > 9) {
      result.message = "a cell holds " + std::to_string(digit) + "; cells are 0 (empty) to 9";
      return result;
    }
  }
  // The textbook algorithm never compares givens with each other, so clashes are checked
  // first. The fast search cannot complete clashing givens (each given is the only cell of its
  // digit in its row, so a clash empties a row at the root): it is checked for them only when
  // it finds no solution, which keeps the check off the common path.
  const bool textbook = options.algorithm == Algorithm::textbook;
  if (textbook && report_conflicts(puzzle, result)) return result;

  const std::uint64_t limit = std::max<std::uint64_t>(options.limit, 2);
  const std::uint64_t budget = options.budget ? options.budget
                               : textbook     ? default_textbook_budget
                                              : default_fast_budget;
  const detail::SearchOutcome outcome = textbook ? detail::search_textbook(puzzle, limit, budget)
                                                 : detail::search_fast(puzzle, limit, budget);
  if (outcome.count == 0 && !textbook && report_conflicts(puzzle, result)) return result;
  result.count = outcome.count;
  result.stats = outcome.stats;
  if (outcome.count > 0) result.solution = outcome.first;

  result.complete = !outcome.aborted && outcome.count < limit;
  if (outcome.count >= 2) {
    result.status = Status::multiple;
    const std::string solutions = std::to_string(outcome.count) + " solutions";
    result.message = result.complete ? solutions
                     : outcome.aborted
                         ? "at least " + solutions + " (" + gave_up(options.algorithm, budget) + ")"
                         : "at least " + solutions;
  } else if (outcome.aborted) {
    result.status = Status::aborted;
    result.message = outcome.count ? gave_up(options.algorithm, budget) +
                                         " with one solution found, uniqueness unknown"
                                   : no_solution_message(options.algorithm, budget, true);
  } else if (outcome.count == 1) {
    result.status = Status::unique;
    result.message = "exactly one solution";
  } else {
    result.status = Status::none;
    result.message = no_solution_message(options.algorithm, budget, false);
  }
  return result;
}

SolveResult solve(std::string_view text, const SolveOptions& options, LineNumber first_line) {
  const ParseResult parsed = parse(text, first_line);
  if (!parsed.ok) {
    SolveResult result;
    result.status = Status::malformed;
    result.message = parsed.message;
    return result;
  }
  return solve(parsed.grid, options);
}

bool solve_first(const Grid& puzzle, Grid& solution, Stats* stats, std::uint64_t budget,
                 bool* aborted) {
  // No clash check needed: the fast search finds no solution for clashing givens (see solve).
  const detail::SearchOutcome outcome =
      detail::search_fast(puzzle, 1, budget ? budget : default_fast_budget);
  if (stats) *stats = outcome.stats;
  if (aborted) *aborted = outcome.aborted;
  if (outcome.count) solution = outcome.first;
  return outcome.count > 0;
}

TwoSolutions first_two_solutions(const Grid& puzzle, std::uint64_t budget) {
  const detail::SearchOutcome outcome =
      detail::search_fast(puzzle, 2, budget ? budget : default_fast_budget);
  return {int(outcome.count), outcome.aborted, outcome.first, outcome.second};
}

std::string no_solution_message(Algorithm algorithm, std::uint64_t budget, bool aborted) {
  return aborted ? gave_up(algorithm, budget) + " without finding a solution"
                 : "no solution: the givens do not clash, but no grid completes them";
}

bool is_solution_of(const Grid& solution, const Grid& puzzle) {
  for (int cell = 0; cell < 81; ++cell) {
    if (solution[cell] < 1 || solution[cell] > 9) return false;
    if (puzzle[cell] && puzzle[cell] != solution[cell]) return false;
  }
  return find_conflicts(solution).empty();
}

}  // namespace sudoku
