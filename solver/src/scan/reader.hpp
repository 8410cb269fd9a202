// The digit reader: a small convolutional network, its weights generated into
// digit_weights.inc by scripts/train-digits.py.
#pragma once

#include <array>

#include "cells.hpp"

namespace sudoku::scanning {

// The reader's probabilities for a cell picture's ink: [d] for digit d (1-9), [0] for a mark
// that is no digit (a note, a smudge, a piece of line).
std::array<float, 10> read_digit(const std::array<float, kCellSide * kCellSide>& ink);

// The picture turned a quarter turn clockwise `quarters` times.
std::array<float, kCellSide * kCellSide> turned(const std::array<float, kCellSide * kCellSide>& ink,
                                                int quarters);

}  // namespace sudoku::scanning
