#include "givens.hpp"

#include <span>
#include <vector>

#include "../geometry.hpp"

namespace sudoku::generator {

int mirror(Symmetry symmetry, int cell) {
  const int r = geometry::row_of(cell);
  const int c = geometry::column_of(cell);
  switch (symmetry) {
    case Symmetry::none:
      return cell;
    case Symmetry::rotational:
      return 9 * (8 - r) + (8 - c);
    case Symmetry::quarter_turn:
      return 9 * c + (8 - r);
    case Symmetry::horizontal:
      return 9 * (8 - r) + c;
    case Symmetry::vertical:
      return 9 * r + (8 - c);
    case Symmetry::diagonal:
      return 9 * c + r;
    case Symmetry::anti_diagonal:
      return 9 * (8 - c) + (8 - r);
  }
  return cell;
}

Orbits orbits_of(Symmetry symmetry) {
  Orbits orbits;
  std::array<bool, 81> taken{};
  for (int cell = 0; cell < 81; ++cell) {
    if (taken[cell]) continue;
    auto& orbit = orbits.cells[orbits.count];
    std::uint8_t size = 0;
    for (int image = cell; !taken[image]; image = mirror(symmetry, image)) {
      taken[image] = true;
      orbit[size++] = std::uint8_t(image);
    }
    orbits.sizes[orbits.count++] = size;
  }
  return orbits;
}

bool unique(const Grid& puzzle) {
  return solve(puzzle).status == Status::unique;
}

bool forced(const Grid& puzzle, int cell) {
  unsigned used = 0;
  for (int other : geometry::peer_lists()[cell]) used |= geometry::value_bit(puzzle[other]);
  return geometry::count_of(~used & geometry::kAllDigits) == 1;
}

bool is_minimal(const Grid& puzzle) {
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle[cell] && is_redundant(puzzle, cell)) return false;
  }
  return true;
}

void reduce(Grid& puzzle, const Orbits& orbits, Random& random) {
  std::vector<int> order;
  for (int i = 0; i < orbits.count; ++i) {
    if (puzzle[orbits.cells[std::size_t(i)][0]]) order.push_back(i);
  }
  random.shuffle(std::span<int>(order), order.size());
  for (int orbit : order) {
    const auto& cells = orbits.cells[std::size_t(orbit)];
    const int size = orbits.sizes[std::size_t(orbit)];
    Grid fewer = puzzle;
    bool kept_solutions = true;
    for (int k = 0; k < size; ++k) fewer[cells[std::size_t(k)]] = 0;
    for (int k = 0; k < size && kept_solutions; ++k) kept_solutions = forced(fewer, cells[k]);
    if (kept_solutions || unique(fewer)) puzzle = fewer;
  }
}

}  // namespace sudoku::generator

namespace sudoku {

bool has_symmetry(const Grid& puzzle, Symmetry symmetry) {
  for (int cell = 0; cell < 81; ++cell) {
    if ((puzzle[cell] != 0) != (puzzle[generator::mirror(symmetry, cell)] != 0)) return false;
  }
  return true;
}

bool is_redundant(const Grid& puzzle, int cell) {
  Grid fewer = puzzle;
  fewer[cell] = 0;
  return generator::forced(fewer, cell) || generator::unique(fewer);
}

}  // namespace sudoku
