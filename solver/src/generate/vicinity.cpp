#include "vicinity.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <span>
#include <vector>

#include "../geometry.hpp"
#include "bank.hpp"
#include "givens.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::generator {
namespace {

// Lines (rows or columns) in a random order that keeps bands: the bands shuffled, and the lines
// inside each.
std::array<std::uint8_t, 9> any_lines(Random& random) {
  std::array<int, 3> bands{0, 1, 2};
  random.shuffle(bands, 3);
  std::array<std::uint8_t, 9> lines{};
  for (int band = 0; band < 3; ++band) {
    std::array<int, 3> inside{0, 1, 2};
    random.shuffle(inside, 3);
    for (int i = 0; i < 3; ++i)
      lines[std::size_t(3 * band + i)] =
          std::uint8_t(3 * bands[std::size_t(band)] + inside[std::size_t(i)]);
  }
  return lines;
}

// Lines in a random order that commutes with the mirror x -> 8 - x, so that a pattern symmetric
// under it stays so: the outer bands kept or swapped, the first band's lines shuffled and the
// last band's mirrored to match, and the middle band's outer lines kept or swapped.
std::array<std::uint8_t, 9> mirrored_lines(Random& random) {
  std::array<int, 3> inside{0, 1, 2};
  random.shuffle(inside, 3);
  const bool swap_outer = random.below(2) != 0;
  std::array<std::uint8_t, 9> lines{};
  for (int i = 0; i < 3; ++i) {
    lines[std::size_t(i)] = std::uint8_t((swap_outer ? 6 : 0) + inside[std::size_t(i)]);
    lines[std::size_t(8 - i)] = std::uint8_t(8 - lines[std::size_t(i)]);
  }
  const bool swap_middle = random.below(2) != 0;
  lines[3] = swap_middle ? 5 : 3;
  lines[4] = 4;
  lines[5] = swap_middle ? 3 : 5;
  return lines;
}

// A random isomorph that keeps the symmetry of the givens: the transpose first (canon.hpp),
// then lines that keep the symmetry's orbits together.
Transform random_isomorph(Symmetry symmetry, Random& random) {
  Transform iso;
  std::array<std::uint8_t, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  random.shuffle(digits, 9);
  for (int d = 1; d <= 9; ++d) iso.digits[std::size_t(d)] = digits[std::size_t(d - 1)];
  switch (symmetry) {
    case Symmetry::none:
      iso.rows = any_lines(random);
      iso.columns = any_lines(random);
      break;
    case Symmetry::rotational:
      iso.rows = mirrored_lines(random);
      iso.columns = mirrored_lines(random);
      break;
    case Symmetry::horizontal:
      iso.rows = mirrored_lines(random);
      iso.columns = any_lines(random);
      break;
    case Symmetry::vertical:
      iso.rows = any_lines(random);
      iso.columns = mirrored_lines(random);
      break;
    case Symmetry::diagonal:
      iso.rows = iso.columns = any_lines(random);
      break;
    case Symmetry::anti_diagonal:
    case Symmetry::quarter_turn:
      iso.rows = iso.columns = mirrored_lines(random);
      break;
  }
  // A transpose keeps every symmetry but the two mirrors, which it swaps.
  if (symmetry != Symmetry::horizontal && symmetry != Symmetry::vertical) {
    iso.transpose = random.below(2) != 0;
  }
  return iso;
}

// The orbits of the symmetry split into given and empty, in a random order.
struct Split {
  std::vector<int> given;
  std::vector<int> empty;
};

Split split(const Grid& puzzle, const Orbits& orbits, Random& random) {
  Split s;
  for (int i = 0; i < orbits.count; ++i) {
    (puzzle[orbits.cells[std::size_t(i)][0]] ? s.given : s.empty).push_back(i);
  }
  for (auto* list : {&s.given, &s.empty}) random.shuffle(std::span<int>(*list), list->size());
  return s;
}

void set_orbit(Grid& puzzle, const Orbits& orbits, int orbit, const Grid* from) {
  for (int k = 0; k < orbits.sizes[std::size_t(orbit)]; ++k) {
    const int cell = orbits.cells[std::size_t(orbit)][std::size_t(k)];
    puzzle[std::size_t(cell)] = from ? (*from)[std::size_t(cell)] : 0;
  }
}

// One move: k given orbits emptied (k = 1 or 2), then empty orbits given their solution digits,
// in a random order, until the puzzle is unique again, then reduced.
Grid move(const Grid& puzzle, const Grid& solution, const Orbits& orbits, Random& random) {
  const Split s = split(puzzle, orbits, random);
  const std::size_t k = std::min(std::size_t(random.below(2) + 1), s.given.size());
  Grid next = puzzle;
  for (std::size_t i = 0; i < k; ++i) set_orbit(next, orbits, s.given[i], nullptr);
  for (std::size_t i = 0; i < s.empty.size() && !unique(next); ++i) {
    set_orbit(next, orbits, s.empty[i], &solution);
  }
  reduce(next, orbits, random);
  return next;
}

// The gentler move of a walk that aims high: one empty orbit given, nothing taken away. The
// puzzle stays unique but is no longer minimal. Taking a given away from one of the hardest
// puzzles (rated 10.9 and up) almost always leaves one rated 6.6 to 7.3 once it is unique
// again; giving one more mostly leaves it at 8.9 to 10.7.
Grid grow(const Grid& puzzle, const Grid& solution, const Orbits& orbits, Random& random) {
  const Split s = split(puzzle, orbits, random);
  Grid next = puzzle;
  if (!s.empty.empty()) set_orbit(next, orbits, s.empty[0], &solution);
  return next;
}

// Moves without a puzzle as hard as the walk's best before the walk starts again.
constexpr int kPatience = 25;

// So that ratings spread over the band, each seed draws the rating it aims at: its floor (or
// 0-3 tenths above it) two times in five, otherwise anywhere from 0.4 to 1.6 above it (for
// master, 9.4 to 10.6), never above the band's top. The walk starts from a bank puzzle
// near that aim and stops at the first puzzle that reaches it. It settles for the hardest
// puzzle in the band it has found when kSettle moves since then have not reached the aim: a
// count of moves, not a time, so that a seed makes the same puzzle everywhere.
int aim(const GenerateOptions& options, Random& random) {
  const std::uint32_t draw = random.below(100);
  const int extra = draw < 20   ? 0
                    : draw < 30 ? 1
                    : draw < 35 ? 2
                    : draw < 40 ? 3
                                : 4 + int(random.below(13));
  return std::min(options.max_rating, options.min_rating + extra);
}
constexpr int kSettle = 20;

// The bank puzzles a walk toward `target` starts from: the kNear least rated at least the target
// (and any rated the same as the last of them), so that seeds aiming alike start from different
// puzzles; or all that reach it, when fewer do; or, when none does, the kNear hardest. A bank
// puzzle above the band's top is a start too: the puzzles grown from it rate lower.
constexpr std::size_t kNear = 16;

std::vector<std::size_t> near(const std::vector<std::pair<Grid, int>>& starts, int target) {
  std::vector<int> above;  // the ratings at least the target
  std::vector<int> all;
  for (const auto& start : starts) {
    all.push_back(start.second);
    if (start.second >= target) above.push_back(start.second);
  }
  int from = target;
  int to = 1000;
  if (above.size() >= kNear) {
    std::sort(above.begin(), above.end());
    to = above[kNear - 1];
  } else if (above.empty()) {
    std::sort(all.begin(), all.end(), std::greater<>());
    from = all[std::min(kNear, all.size()) - 1];
  }
  std::vector<std::size_t> chosen;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    if (starts[i].second >= from && starts[i].second <= to) chosen.push_back(i);
  }
  return chosen;
}

}  // namespace

bool wants_vicinity(int min_rating) {
  return min_rating >= 80;
}

Generated vicinity_search(const GenerateOptions& options, Symmetry symmetry, Random& random,
                          std::int64_t rating_budget) {
  Generated result;
  result.seed = options.seed;
  // The bank's puzzles whose givens have the symmetry, with their ratings.
  std::vector<std::pair<Grid, int>> starts;
  for (const BankPuzzle& entry : hard_bank()) {
    const Grid puzzle = parse(entry.puzzle).grid;
    if (has_symmetry(puzzle, symmetry)) starts.emplace_back(puzzle, entry.rating);
  }
  if (starts.empty()) {
    result.message = "no puzzle rated " + format_rating(options.min_rating) + " or more with " +
                     std::string(symmetry_name(symmetry)) +
                     " symmetry: the bank of hard puzzles it starts from has none (try none, "
                     "rotational or diagonal)";
    return result;
  }
  const Orbits orbits = orbits_of(symmetry);
  const int target = aim(options, random);
  const std::vector<std::size_t> chosen = near(starts, target);
  // A walk grows its puzzles (unless minimal ones were asked) when it aims 0.4 or more above the
  // floor from a bank puzzle rated at least the aim, or aims anywhere from one rated 0.5 or more
  // above it: giving more givens lowers a rating a little, and does not climb.
  const bool may_grow = !options.minimal;
  const bool aims_high = target >= options.min_rating + 4;
  bool growing = false;
  Grid start{};
  Grid start_form{};  // the bank puzzle's canonical form: the walk must leave it
  Grid solution{};
  Grid current{};
  int current_rating = 0;
  int since_progress = 0;
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    // A walk that finds nothing as hard as its best for a while starts again elsewhere.
    if (attempt == 1 || since_progress == kPatience) {
      const auto& [bank_puzzle, bank_rating] =
          starts[chosen[random.below(std::uint32_t(chosen.size()))]];
      start = apply_transform(random_isomorph(symmetry, random), bank_puzzle);
      start_form = canonical_form(start)->grid;
      solution = solve(start).solution;
      current = start;
      current_rating = bank_rating;
      growing = may_grow && (bank_rating >= target + 5 || (aims_high && bank_rating >= target));
      since_progress = 0;
    }
    ++since_progress;
    const Grid puzzle =
        growing ? grow(current, solution, orbits, random) : move(current, solution, orbits, random);
    if (canonical_form(puzzle)->grid == start_form || (options.minimal && !is_minimal(puzzle))) {
      continue;
    }
    const Rating rating = rate(puzzle, {.budget = rating_budget, .ceiling = options.max_rating});
    if (!rating.rated) continue;
    const bool in_band = rating.rating >= options.min_rating && rating.rating <= options.max_rating;
    if (in_band && (!result.ok || rating.rating > result.rating)) {
      result.ok = true;
      result.puzzle = puzzle;
      result.solution = solution;
      result.rated = true;
      result.rating = rating.rating;
      result.attempts = attempt;
      result.message = rating.message;
    }
    if (result.ok && (result.rating >= target || attempt - result.attempts >= kSettle)) break;
    if (rating.rating >= current_rating) {
      current = puzzle;
      current_rating = rating.rating;
      since_progress = 0;
    }
  }
  if (!result.ok) result.attempts = options.attempts;
  return result;
}

}  // namespace sudoku::generator
