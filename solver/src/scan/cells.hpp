// Cutting the warped grid into the pictures the digit reader reads.
#pragma once

#include <array>

#include "picture.hpp"

namespace sudoku::scanning {

// The side of a cell in the warped grid that cut_cells() takes: 9 * kWarpCell pixels a side.
constexpr int kWarpCell = 32;

// A cell as the reader sees it: kCellSide x kCellSide levels of ink, 0 (paper) to 1, the mark
// scaled so that its longer side is 20 pixels and centred, as in MNIST. `empty` when the cell
// holds no mark the size of a digit (then `ink` is all zero).
struct CellPicture {
  bool empty = true;
  std::array<float, kCellSide * kCellSide> ink{};
};

// The 81 cells of the warped grid (9 * kWarpCell pixels a side), in reading order.
std::array<CellPicture, 81> cut_cells(const Picture& square);

}  // namespace sudoku::scanning
