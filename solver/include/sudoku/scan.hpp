// sudoku-wasm: reading a puzzle from a photo or a screenshot.
//
// The scanner finds the puzzle's outer grid in an image (the largest quadrilateral that is a 9x9
// grid), undoes the perspective, decides for each cell whether it holds a digit, and reads the
// digit with a small convolutional network whose weights are part of the source. It knows
// nothing of solving: its only tie to the rest of the library is the clash check of the read
// (find_conflicts).
//
// Bounded work: an image is first brought down to at most kWorkSide pixels a side, so time and
// memory beyond that step do not grow with the image.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

// An image as decoded: rows top to bottom, each `width` pixels of `channels` bytes (1: grey;
// 4: RGBA, which is laid on white by its alpha). `pixels` holds width * height * channels bytes.
struct ScanImage {
  int width = 0;
  int height = 0;
  int channels = 4;
  std::span<const std::uint8_t> pixels;
};

// The largest image scan() takes, in pixels (a 8192x8192 image); a caller that decodes should
// refuse a bigger declared size before decoding it.
constexpr std::int64_t kMaxScanPixels = std::int64_t{8192} * 8192;
// The longest side the scanner works at; a bigger image is averaged down to it first.
constexpr int kWorkSide = 1024;

enum class ScanStatus {
  ok,         // a grid was found and its read is a consistent puzzle
  bad_image,  // no pixels, a size that does not match the bytes, or too many pixels
  no_grid,    // no Sudoku grid found
  invalid,    // a grid was found, but its read has clashing digits (see the message)
};

// "ok", "bad-image", "no-grid", "invalid": the status as the CLI and the JSON write it.
const char* scan_status_name(ScanStatus status);

struct ScanPoint {
  double x = 0;
  double y = 0;
};

struct ScanCell {
  int digit = 0;            // 1-9, or 0 for an empty cell
  double confidence = 0.0;  // 0-1: the reader's probability for `digit` (empty cells too)
};

struct ScanResult {
  ScanStatus status = ScanStatus::no_grid;
  std::string message;  // why, for a status other than ok; empty for ok
  // In reading order of the puzzle as read (a photo taken sideways is read upright).
  std::array<ScanCell, 81> cells{};
  // The grid's corners in the image's pixel coordinates, in the puzzle's order: top-left,
  // top-right, bottom-right, bottom-left of the puzzle as read. All zero when no grid was found.
  std::array<ScanPoint, 4> corners{};
  Grid grid() const;  // the digits, 0 for empty
};

// What each step of one scan took, in microseconds of the steady clock (for scripts/bench.sh:
// `sudoku scan --times`). A step the scan did not reach stays 0.
struct ScanSteps {
  double picture = 0;  // grey, averaged down to the working size
  double grid = 0;     // the grid found (dark lines, then light ones), thresholds included
  double warp = 0;     // the grid's quadrilateral warped to a square
  double cells = 0;    // the 81 cells cut out, each judged empty or marked
  double read = 0;     // the marked cells read, under each of four turns and then upright
  double check = 0;    // the read checked for clashes
};

// Reads the puzzle in `image`. `steps`, when given, is set to what each step took.
ScanResult scan(const ScanImage& image, ScanSteps* steps = nullptr);

// The side of a cell's picture as the digit reader sees it.
constexpr int kCellSide = 28;

// The reader's input for each of the 81 cells of the grid scan() finds, in the read's order:
// kCellSide * kCellSide bytes a cell, ink 255 on paper 0, centred and scaled to the digit's
// size; all zero for a cell judged empty. Empty when scan() finds no grid. For training the
// reader (scripts/train-digits.py) and for looking at what it sees.
std::vector<std::uint8_t> scan_cell_pictures(const ScanImage& image);

}  // namespace sudoku
