// The ladder: Sudoku Explainer's techniques in the order its rater tries them, and rate().
#include "ladder.hpp"

namespace sudoku::logic {
namespace {

// Sudoku Explainer 1.2.1's producers, in its order (nearly the order of their ratings). The
// rater applies the first step the first producer finds, so the order is part of the rating.
using Finder = Found (*)(const Board&);
constexpr Finder kLadder[] = {
    find_hidden_single,
    find_direct_intersection,
    [](const Board& b) { return find_direct_hidden_set(b, 2); },
    find_naked_single,
    [](const Board& b) { return find_direct_hidden_set(b, 3); },
    find_intersection,
    [](const Board& b) { return find_naked_set(b, 2); },
    [](const Board& b) { return find_fish(b, 2); },
    [](const Board& b) { return find_hidden_set(b, 2); },
    [](const Board& b) { return find_naked_set(b, 3); },
    [](const Board& b) { return find_fish(b, 3); },
    [](const Board& b) { return find_hidden_set(b, 3); },
    find_xy_wing,
    find_xyz_wing,
    find_unique_loop,
    [](const Board& b) { return find_naked_set(b, 4); },
    [](const Board& b) { return find_fish(b, 4); },
    [](const Board& b) { return find_hidden_set(b, 4); },
    find_bug,
    find_aligned_pair_exclusion,
};

}  // namespace

Found next_step(const Board& board) {
  for (Finder find : kLadder) {
    if (Found step = find(board)) return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::logic

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
  while (!board.solved()) {
    logic::Found step = logic::next_step(board);
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
  const std::string rating_text = format_rating(rating.rating);
  if (rating.step_count == 0) {
    rating.message = rating.rated ? "every cell is given: there is nothing to solve"
                                  : "not rated yet: no technique up to aligned pair exclusion "
                                    "(6.2) applies to the givens";
  } else if (rating.rated) {
    rating.message = "rated " + rating_text + " (" + std::string(level_name(rating.rating)) +
                     "): the hardest step is " + rating.hardest;
  } else {
    rating.message =
        "not rated yet: it needs a technique beyond aligned pair exclusion (6.2); the hardest "
        "step before that is " +
        rating.hardest + " (" + rating_text + ")";
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
