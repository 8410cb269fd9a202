#include "cells.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace sudoku::scanning {

namespace {

constexpr int kSide = 9 * kWarpCell;
// The band along a cell's edges where its grid lines are: left out of the search for a mark.
constexpr int kMargin = kWarpCell * 3 / 25;
constexpr int kDigitBox = 20;  // the longer side of a mark in the reader's picture

struct Box {
  int left = 0, top = 0, right = -1, bottom = -1;  // inclusive; empty when right < left
  int pixels = 0;
  int width() const { return right - left + 1; }
  int height() const { return bottom - top + 1; }
};

// The ink components of the mask inside the cell whose region (inclusive) is [x0, x1] x [y0, y1].
std::vector<Box> cell_components(std::vector<std::uint8_t>& mask, int x0, int y0, int x1, int y1) {
  std::vector<Box> boxes;
  std::vector<int> stack;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      if (!mask[y * kSide + x]) continue;
      Box box{x, y, x, y, 0};
      mask[y * kSide + x] = 0;
      stack.assign(1, y * kSide + x);
      while (!stack.empty()) {
        const int p = stack.back();
        stack.pop_back();
        const int px = p % kSide, py = p / kSide;
        ++box.pixels;
        box.left = std::min(box.left, px), box.right = std::max(box.right, px);
        box.top = std::min(box.top, py), box.bottom = std::max(box.bottom, py);
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = px + dx, ny = py + dy;
            if (nx < x0 || ny < y0 || nx > x1 || ny > y1 || !mask[ny * kSide + nx]) continue;
            mask[ny * kSide + nx] = 0;
            stack.push_back(ny * kSide + nx);
          }
        }
      }
      boxes.push_back(box);
    }
  }
  return boxes;
}

// Clears the pieces of grid line in the cell's region of the mask: runs of ink from one of its
// edges along at least 70 % of it, in its outer 30 % (where the warp, off by a pixel or two, or
// a curved page lets a line in); a digit's bars (a 7's, a 2's) stop short of the edges.
void clear_lines(std::vector<std::uint8_t>& mask, int x0, int y0, int x1, int y1) {
  const int w = x1 - x0 + 1, h = y1 - y0 + 1;
  for (const bool rows : {true, false}) {
    const int lines = rows ? h : w, length = rows ? w : h;
    for (int i = 0; i < lines; ++i) {
      if (i >= lines * 3 / 10 && i < lines - lines * 3 / 10) continue;
      const auto at = [&](int j) -> std::uint8_t& {
        return rows ? mask[(y0 + i) * kSide + x0 + j] : mask[(y0 + j) * kSide + x0 + i];
      };
      int run_start = 0;
      for (int j = 0; j <= length; ++j) {
        if (j < length && at(j)) continue;
        if (j - run_start >= length * 7 / 10 && (run_start == 0 || j == length)) {
          for (int k = run_start; k < j; ++k) at(k) = 0;
        }
        run_start = j + 1;
      }
    }
  }
}

// The components with the pieces that touch or nearly touch each other merged (a stroke that
// the threshold broke: a 2's thin diagonal); specks of under 3 pixels left out, and all but the
// kMostPieces largest (a cell of noise has hundreds, and merging takes their number cubed).
std::vector<Box> merged(std::vector<Box> boxes) {
  constexpr std::size_t kMostPieces = 24;
  std::erase_if(boxes, [](const Box& box) { return box.pixels < 3; });
  if (boxes.size() > kMostPieces) {
    std::nth_element(boxes.begin(), boxes.begin() + kMostPieces, boxes.end(),
                     [](const Box& a, const Box& b) { return a.pixels > b.pixels; });
    boxes.resize(kMostPieces);
  }
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i < boxes.size() && !again; ++i) {
      for (std::size_t j = i + 1; j < boxes.size() && !again; ++j) {
        const Box& a = boxes[i];
        const Box& b = boxes[j];
        if (b.right < a.left - 1 || b.left > a.right + 1 || b.bottom < a.top - 1 ||
            b.top > a.bottom + 1) {
          continue;
        }
        boxes[i] = {std::min(a.left, b.left), std::min(a.top, b.top), std::max(a.right, b.right),
                    std::max(a.bottom, b.bottom), a.pixels + b.pixels};
        boxes.erase(boxes.begin() + static_cast<std::ptrdiff_t>(j));
        again = true;
      }
    }
  }
  return boxes;
}

// Whether a component could be (the main part of) a digit: big enough, near the middle, and
// not a piece of grid line along the cell's edge.
bool digit_like(const Box& box, int x0, int y0, int x1, int y1) {
  constexpr double kCentre = kWarpCell / 2.0;
  // Tall enough, or wide enough for a digit lying on its side (a photo taken sideways).
  if (std::max(box.height(), box.width()) < kWarpCell * 0.33) return false;
  if (box.pixels < kWarpCell * kWarpCell / 50) return false;
  const double cx = (box.left + box.right) / 2.0 - (x0 - kMargin);
  const double cy = (box.top + box.bottom) / 2.0 - (y0 - kMargin);
  if (std::abs(cx - kCentre) > kWarpCell * 0.28 || std::abs(cy - kCentre) > kWarpCell * 0.28) {
    return false;
  }
  if (box.width() < kWarpCell / 8 && (box.left == x0 || box.right == x1)) return false;
  if (box.height() < kWarpCell / 8 && (box.top == y0 || box.bottom == y1)) return false;
  if (box.height() > (y1 - y0 + 1) - 2 && box.width() > (x1 - x0 + 1) - 2) return false;
  return true;
}

// The reader's picture of the mark in `box` of the square: each pixel's ink from its grey
// level between the cell's paper and the mark's ink, resampled into the centre of the picture.
CellPicture picture_of(const Picture& square, const Box& box, double paper, double ink) {
  CellPicture cell;
  cell.empty = false;
  const double scale = double(kDigitBox) / std::max(box.width(), box.height());
  const double centre_x = (box.left + box.right + 1) / 2.0;
  const double centre_y = (box.top + box.bottom + 1) / 2.0;
  const double span = std::max(1.0, paper - ink);
  for (int v = 0; v < kCellSide; ++v) {
    for (int u = 0; u < kCellSide; ++u) {
      // The square's point under this picture pixel's centre.
      const double x = centre_x + (u + 0.5 - kCellSide / 2.0) / scale - 0.5;
      const double y = centre_y + (v + 0.5 - kCellSide / 2.0) / scale - 0.5;
      if (x < box.left - 0.5 || x > box.right + 0.5 || y < box.top - 0.5 || y > box.bottom + 0.5) {
        continue;
      }
      const int xi = std::clamp(static_cast<int>(std::floor(x)), 0, kSide - 2);
      const int yi = std::clamp(static_cast<int>(std::floor(y)), 0, kSide - 2);
      const double fx = std::clamp(x - xi, 0.0, 1.0), fy = std::clamp(y - yi, 0.0, 1.0);
      const double grey = (square.at(xi, yi) * (1 - fx) + square.at(xi + 1, yi) * fx) * (1 - fy) +
                          (square.at(xi, yi + 1) * (1 - fx) + square.at(xi + 1, yi + 1) * fx) * fy;
      cell.ink[v * kCellSide + u] = static_cast<float>(std::clamp((paper - grey) / span, 0.0, 1.0));
    }
  }
  return cell;
}

}  // namespace

std::array<CellPicture, 81> cut_cells(const Picture& square) {
  // The ink threshold follows the grid's contrast: a fifth of the way from paper to ink.
  std::vector<std::uint8_t> sorted = square.pixels;
  std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
  const int paper_level = sorted[sorted.size() / 2];
  std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 50, sorted.end());
  const int ink_level = sorted[sorted.size() / 50];
  const int offset = std::clamp((paper_level - ink_level) / 5, 8, 40);
  std::vector<std::uint8_t> mask = ink_mask(square, kWarpCell / 2 + 1, offset);
  const std::vector<std::uint8_t> ink_of = mask;

  std::array<CellPicture, 81> cells{};
  for (int index = 0; index < 81; ++index) {
    const int x0 = index % 9 * kWarpCell + kMargin, x1 = (index % 9 + 1) * kWarpCell - 1 - kMargin;
    const int y0 = index / 9 * kWarpCell + kMargin, y1 = (index / 9 + 1) * kWarpCell - 1 - kMargin;
    clear_lines(mask, x0, y0, x1, y1);
    const std::vector<Box> boxes = merged(cell_components(mask, x0, y0, x1, y1));
    const Box* digit = nullptr;
    for (const Box& box : boxes) {
      if (digit_like(box, x0, y0, x1, y1) && (!digit || box.pixels > digit->pixels)) digit = &box;
    }
    if (!digit) continue;
    double paper = 0, ink = 0;
    int paper_count = 0, ink_count = 0;
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        const bool in_digit =
            x >= digit->left && x <= digit->right && y >= digit->top && y <= digit->bottom;
        if (ink_of[y * kSide + x] && in_digit) {
          ink += square.at(x, y), ++ink_count;
        } else if (!ink_of[y * kSide + x]) {
          paper += square.at(x, y), ++paper_count;
        }
      }
    }
    if (paper_count == 0 || ink_count == 0) continue;
    cells[index] = picture_of(square, *digit, paper / paper_count, ink / ink_count);
  }
  return cells;
}

}  // namespace sudoku::scanning
