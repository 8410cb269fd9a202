// Finding the puzzle's outer grid in a picture.
#pragma once

#include <optional>

#include "picture.hpp"

namespace sudoku::scanning {

// The largest quadrilateral of dark lines in the picture that is a 9x9 grid (ten lines each
// way, evenly spaced once the perspective is undone), in picture coordinates; none when there
// is no such grid. Dark lines only: for light lines on a dark ground, pass inverted(picture).
std::optional<Quad> find_grid(const Picture& picture);

}  // namespace sudoku::scanning
