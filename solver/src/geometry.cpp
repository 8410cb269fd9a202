#include "geometry.hpp"

namespace sudoku::geometry {

const std::array<CellSet, 81>& peer_sets() {
  static const std::array<CellSet, 81> peers = [] {
    std::array<CellSet, 81> sets{};
    for (int a = 0; a < 81; ++a) {
      for (int b = 0; b < 81; ++b) {
        if (sees(a, b)) sets[a].add(b);
      }
    }
    return sets;
  }();
  return peers;
}

const std::array<std::array<int, 20>, 81>& peer_lists() {
  static const std::array<std::array<int, 20>, 81> lists = [] {
    std::array<std::array<int, 20>, 81> peers{};
    for (int cell = 0; cell < 81; ++cell) {
      int n = 0;
      CellSet seen;
      for (int unit : {box_unit(cell), row_unit(cell), column_unit(cell)}) {
        for (int other : kUnitCells[unit]) {
          if (other == cell || seen.has(other)) continue;
          seen.add(other);
          peers[cell][n++] = other;
        }
      }
    }
    return peers;
  }();
  return lists;
}

}  // namespace sudoku::geometry
