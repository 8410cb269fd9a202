// Clashing givens: two equal digits in one row, column or box.
#include <array>
#include <set>
#include <utility>

#include "geometry.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

// The row, column and box of each cell, so the quick pass below needs no division.
struct CellUnits {
  std::uint8_t row, column, box;
};
constexpr auto kCellUnits = [] {
  std::array<CellUnits, 81> units{};
  for (int cell = 0; cell < 81; ++cell) {
    units[cell] = {std::uint8_t(geometry::row_of(cell)), std::uint8_t(geometry::column_of(cell)),
                   std::uint8_t(geometry::box_of(cell))};
  }
  return units;
}();

// A quick pass with one bitmask of digits per unit; most grids have no clash.
bool has_conflicts(const Grid& grid) {
  std::uint16_t rows[9] = {}, columns[9] = {}, boxes[9] = {};
  for (int cell = 0; cell < 81; ++cell) {
    if (!grid[cell]) continue;
    const geometry::Mask bit = geometry::bit_of(grid[cell]);
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
      const auto& cells = geometry::kUnitCells[unit_number(unit, index)];
      for (int a = 0; a < 9; ++a) {
        const int cell_a = cells[a];
        if (!grid[cell_a]) continue;
        for (int b = a + 1; b < 9; ++b) {
          const int cell_b = cells[b];
          if (grid[cell_b] == grid[cell_a]) conflicts.push_back({cell_a, cell_b, unit, index});
        }
      }
    }
  }
  return conflicts;
}

std::string describe(const Conflict& conflict, const Grid& grid) {
  return cell_name(conflict.cell_a) + " and " + cell_name(conflict.cell_b) + " are both " +
         char('0' + grid[conflict.cell_a]) + " (" + unit_name(conflict.unit_number()) + ")";
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
