// Clashing givens: two equal digits in one row, column or box.
#include <array>
#include <set>
#include <utility>

#include "search.hpp"

namespace sudoku {

int detail::cell_of(Unit unit, int index, int position) {
  switch (unit) {
    case Unit::row:
      return 9 * index + position;
    case Unit::column:
      return 9 * position + index;
    case Unit::box:
      return 9 * (index / 3 * 3 + position / 3) + index % 3 * 3 + position % 3;
  }
  return 0;
}

namespace {

const char* unit_name(Unit unit) {
  switch (unit) {
    case Unit::row:
      return "row";
    case Unit::column:
      return "column";
    case Unit::box:
      return "box";
  }
  return "";
}

// The row, column and box of each cell, so the quick pass below needs no division.
struct CellUnits {
  std::uint8_t row, column, box;
};
constexpr auto kCellUnits = [] {
  std::array<CellUnits, 81> units{};
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9, column = cell % 9;
    units[cell] = {std::uint8_t(row), std::uint8_t(column), std::uint8_t(row / 3 * 3 + column / 3)};
  }
  return units;
}();

// A quick pass with one bitmask of digits per unit; most grids have no clash.
bool has_conflicts(const Grid& grid) {
  std::uint16_t rows[9] = {}, columns[9] = {}, boxes[9] = {};
  for (int cell = 0; cell < 81; ++cell) {
    if (!grid[cell]) continue;
    const auto bit = std::uint16_t(1u << grid[cell]);
    const CellUnits& in = kCellUnits[cell];
    if ((rows[in.row] | columns[in.column] | boxes[in.box]) & bit) return true;
    rows[in.row] |= bit;
    columns[in.column] |= bit;
    boxes[in.box] |= bit;
  }
  return false;
}

}  // namespace

std::vector<Conflict> find_conflicts(const Grid& grid) {
  std::vector<Conflict> conflicts;
  if (!has_conflicts(grid)) return conflicts;
  for (Unit unit : {Unit::row, Unit::column, Unit::box}) {
    for (int index = 0; index < 9; ++index) {
      for (int a = 0; a < 9; ++a) {
        const int cell_a = detail::cell_of(unit, index, a);
        if (!grid[cell_a]) continue;
        for (int b = a + 1; b < 9; ++b) {
          const int cell_b = detail::cell_of(unit, index, b);
          if (grid[cell_b] == grid[cell_a]) conflicts.push_back({cell_a, cell_b, unit, index});
        }
      }
    }
  }
  return conflicts;
}

std::string describe(const Conflict& conflict, const Grid& grid) {
  return cell_name(conflict.cell_a) + " and " + cell_name(conflict.cell_b) + " are both " +
         char('0' + grid[conflict.cell_a]) + " (" + unit_name(conflict.unit) + " " +
         std::to_string(conflict.index + 1) + ")";
}

std::string describe(const std::vector<Conflict>& conflicts, const Grid& grid) {
  std::set<std::pair<int, int>> pairs;
  for (const Conflict& conflict : conflicts) pairs.insert({conflict.cell_a, conflict.cell_b});
  std::string message = describe(conflicts.front(), grid);
  if (pairs.size() > 1) {
    message +=
        " and " + std::to_string(pairs.size() - 1) + " more clash" + (pairs.size() > 2 ? "es" : "");
  }
  return message;
}

}  // namespace sudoku
