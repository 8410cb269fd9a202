// The generator: a random solution grid, givens taken away orbit by orbit of the symmetry while
// the puzzle stays unique, then rated; repeated until the rating falls in the band asked for.
// Bands of 8.0 and more, which digging almost never reaches, go to the vicinity search.
#include "sudoku/generate.hpp"

#include <array>
#include <vector>

#include "../geometry.hpp"
#include "givens.hpp"
#include "random.hpp"
#include "sudoku/logic.hpp"
#include "vicinity.hpp"

namespace sudoku {
namespace {

using generator::is_minimal;
using generator::Orbits;
using generator::orbits_of;
using generator::Random;

// Fills `grid` at random: the empty cell with the fewest candidates first (the first such in
// reading order), its digits in a random order.
// The digits each row, column and box holds, kept as the fill places and takes back digits.
struct Used {
  geometry::Mask rows[9] = {}, columns[9] = {}, boxes[9] = {};

  void flip(int cell, int digit) {
    const geometry::Mask bit = geometry::bit_of(digit);
    rows[geometry::row_of(cell)] ^= bit;
    columns[geometry::column_of(cell)] ^= bit;
    boxes[geometry::box_of(cell)] ^= bit;
  }
  geometry::Mask free(int cell) const {
    return geometry::Mask(~(rows[geometry::row_of(cell)] | columns[geometry::column_of(cell)] |
                            boxes[geometry::box_of(cell)]) &
                          geometry::kAllDigits);
  }
};

bool fill(Grid& grid, Random& random, Used& used) {
  int best = -1;
  int best_count = 10;
  geometry::Mask best_free = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell]) continue;
    const geometry::Mask free = used.free(cell);
    const int count = geometry::count_of(free);
    if (count < best_count) {
      best = cell;
      best_count = count;
      best_free = free;
    }
  }
  if (best < 0) return true;
  std::array<std::uint8_t, 9> digits{};
  std::size_t n = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    if (best_free & geometry::bit_of(digit)) digits[n++] = std::uint8_t(digit);
  }
  random.shuffle(digits, n);
  for (std::size_t i = 0; i < n; ++i) {
    grid[best] = digits[i];
    used.flip(best, digits[i]);
    if (fill(grid, random, used)) return true;
    used.flip(best, digits[i]);
  }
  grid[best] = 0;
  return false;
}

bool fill(Grid& grid, Random& random) {
  Used used;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell]) used.flip(cell, grid[cell]);
  }
  return fill(grid, random, used);
}

// One puzzle: a random solution, then the orbits in a random order, each taken away when the
// puzzle stays unique without it.
Grid make_puzzle(const Orbits& orbits, Random& random, Grid& solution) {
  solution = Grid{};
  fill(solution, random);
  Grid puzzle = solution;
  generator::reduce(puzzle, orbits, random);
  return puzzle;
}

// "2,000"
std::string with_commas(int number) {
  const std::string digits = std::to_string(number);
  std::string text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

std::string band_text(int min, int max) {
  if (max >= 999) return "rated " + format_rating(min) + " or more";
  return "rated " + format_rating(min) + " to " + format_rating(max);
}

}  // namespace

Symmetry default_symmetry(int min_rating) {
  return generator::wants_vicinity(min_rating) ? Symmetry::none : Symmetry::rotational;
}

std::uint64_t next_seed(std::uint64_t seed) {
  return Random(seed).next();
}

// The answer when no puzzle in the band was found.
Generated not_found(const GenerateOptions& options) {
  Generated result;
  result.seed = options.seed;
  result.attempts = options.attempts;
  result.message = "no puzzle " + band_text(options.min_rating, options.max_rating) + " found in " +
                   with_commas(options.attempts) + " attempts";
  return result;
}

// Each candidate puzzle is rated within this budget (about a second at worst natively): one
// that needs more (nested forcing chains) has no known rating, and fits only a request for any
// rating.
constexpr std::int64_t kCandidateBudget = 20'000'000;

Generated generate(const GenerateOptions& options) {
  Generated result;
  result.seed = options.seed;
  const bool any = options.min_rating == 0 && options.max_rating == 0;
  const Symmetry symmetry = options.symmetry.value_or(default_symmetry(options.min_rating));
  Random random(options.seed);
  if (!any && generator::wants_vicinity(options.min_rating)) {
    result = generator::vicinity_search(options, symmetry, random, kCandidateBudget);
    if (result.ok || !result.message.empty()) return result;
    return not_found(options);
  }
  const Orbits orbits = orbits_of(symmetry);
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    Grid solution;
    const Grid puzzle = make_puzzle(orbits, random, solution);
    if (options.minimal && !is_minimal(puzzle)) continue;
    const Rating rating =
        rate(puzzle, {.budget = kCandidateBudget, .ceiling = any ? 0 : options.max_rating});
    const bool fits = any || (rating.rated && rating.rating >= options.min_rating &&
                              rating.rating <= options.max_rating);
    if (!fits) continue;
    result.ok = true;
    result.puzzle = puzzle;
    result.solution = solution;
    result.rated = rating.rated;
    result.rating = rating.rated ? rating.rating : 0;
    result.bound = rating.bound;
    result.attempts = attempt;
    result.message = rating.message;
    return result;
  }
  return not_found(options);
}

}  // namespace sudoku
