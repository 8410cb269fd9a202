// The scanner's images: grey pictures, their local threshold, and the perspective map that
// takes the grid's square to its quadrilateral in the photo.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/scan.hpp"

namespace sudoku::scanning {

// Grey levels, 0 black to 255 white, row by row.
struct Picture {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> pixels;
  std::uint8_t at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
};

// The image in grey, averaged down so that its longer side is at most kWorkSide; `scale` is set
// to the image's pixels per picture pixel (1 when it was small enough). An RGBA pixel is laid on
// white by its alpha. The image must be valid (scan() checks it).
Picture grey_picture(const ScanImage& image, double& scale);

// 255 - each pixel: light ink on a dark ground becomes dark ink on a light one.
Picture inverted(const Picture& picture);

// Ink: 1 where a pixel is darker by more than `offset` than the mean of the `window` x `window`
// square around it (clipped at the edges), else 0. `window` is odd.
std::vector<std::uint8_t> ink_mask(const Picture& picture, int window, int offset);

// As ink_mask, but each pixel is compared with the mean of its window once the bold ink in it
// (darker than its own window's mean by more than `bold`) is laid back to that mean: bold digits
// darken the mean around them so much that a faint line beside them (a dark theme's cell lines,
// a sixth as contrasted as its digits) would not count as ink. Bold ink itself still does.
std::vector<std::uint8_t> faint_ink_mask(const Picture& picture, int window, int offset, int bold);

// The corners of a quadrilateral: top-left, top-right, bottom-right, bottom-left.
using Quad = std::array<ScanPoint, 4>;

// The projective map from the square [0, side]^2 onto a quadrilateral: (0, 0) to its top-left
// corner, (side, 0) to its top-right, and so on.
class Perspective {
 public:
  Perspective(const Quad& quad, double side);
  ScanPoint operator()(double u, double v) const;

 private:
  std::array<double, 8> h_{};  // x = (h0 u + h1 v + h2) / (h6 u + h7 v + 1), y likewise h3-h5
};

// The picture's grey level at (x, y), between pixel centres bilinearly; clamped to the picture.
double sample(const Picture& picture, double x, double y);

// The square picture `side` x `side` of the quadrilateral's inside, sampled bilinearly.
Picture warp(const Picture& picture, const Quad& quad, int side);

}  // namespace sudoku::scanning
