// rate(): a puzzle walked to its end, one step at a time, on the rating ladder (logic/) or,
// for explain --teach, the hint ladder (teach/), and the sentence that says how it went.
#include <algorithm>

#include "../logic/ladder.hpp"
#include "../teach/ladder.hpp"

namespace sudoku {

Rating rate(const Grid& puzzle, const RateOptions& options) {
  Rating rating;
  const SolveResult solved = solve(puzzle);
  rating.status = solved.status;
  if (solved.status != Status::unique) {
    rating.message = solved.message;
    return rating;
  }
  rating.solution = solved.solution;
  logic::Board board = logic::Board::from(puzzle);
  logic::Work work{options.budget};
  work.with_text_and_links = options.keep_steps;
  int floor = 0;
  const auto under_ceiling = [&] { return !options.ceiling || rating.rating <= options.ceiling; };
  while (!board.solved() && under_ceiling()) {
    logic::Found step = options.teach ? teach::next_step(board, work)
                                      : logic::next_step(board, work, &floor, options.ceiling);
    if (!step) break;
    board.apply(*step);
    ++rating.step_count;
    if (step->rating > rating.rating) {
      rating.rating = step->rating;
      rating.hardest = step->technique;
    }
    if (options.keep_steps) rating.steps.push_back(std::move(*step));
  }
  rating.rated = board.solved();
  // Stopped by the ceiling: a step, or the next technique's floor, is above it.
  const bool over =
      options.ceiling && !rating.rated && std::max(rating.rating, floor) > options.ceiling;
  if (work.exhausted() || over) rating.bound = std::max(rating.rating, floor);
  const std::string rating_text = format_rating(rating.rating);
  const std::string hardest = rating.step_count ? "; the hardest step before that is " +
                                                      rating.hardest + " (" + rating_text + ")"
                                                : "";
  if (rating.rated && rating.step_count == 0) {
    rating.message = "every cell is given: there is nothing to solve";
  } else if (rating.rated && options.teach) {
    rating.message = "solved on the hint ladder: the hardest step is " + rating.hardest + " (" +
                     rating_text + ")";
  } else if (rating.rated) {
    rating.message = "rated " + rating_text + " (" + std::string(level_name(rating.rating)) +
                     "): the hardest step is " + rating.hardest;
  } else if (over) {
    rating.message = "stopped above the ceiling of " + format_rating(options.ceiling) +
                     ": it rates at least " + format_rating(rating.bound) + hardest;
  } else if (rating.bound) {
    rating.message = "the budget ran out: it rates at least " + format_rating(rating.bound) + " (" +
                     std::string(level_name(rating.bound)) + ")" + hardest;
  } else {
    rating.message = "not rated: no technique of Sudoku Explainer's ladder applies" + hardest;
  }
  return rating;
}

Rating rate(std::string_view text, const RateOptions& options, LineNumber first_line) {
  const ParseResult parsed = parse(text, first_line);
  if (!parsed.ok) {
    Rating rating;
    rating.message = parsed.message;
    return rating;
  }
  return rate(parsed.grid, options);
}

}  // namespace sudoku
