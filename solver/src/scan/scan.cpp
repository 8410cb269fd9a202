// The scanner's pipeline: check the image, grey it down to the working size, find the grid
// (dark lines, else light ones), warp it to a square, cut the cells, find which way up the
// digits stand, read them, and check the read for clashes.
#include "sudoku/scan.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include "cells.hpp"
#include "grid.hpp"
#include "picture.hpp"
#include "reader.hpp"

namespace sudoku {

namespace {

using scanning::CellPicture;
using scanning::Picture;
using scanning::Quad;

constexpr int kLeastGivens = 17;  // no Sudoku with fewer givens has one solution

// Why the image cannot be scanned, or nullptr when it can.
const char* image_problem(const ScanImage& image) {
  if (image.width <= 0 || image.height <= 0) return "the image has no pixels";
  if (image.channels != 1 && image.channels != 4) return "the image must be grey or RGBA";
  const std::int64_t pixels = std::int64_t{image.width} * image.height;
  if (pixels > kMaxScanPixels) return "the image is too large (at most 8192x8192 pixels)";
  if (static_cast<std::int64_t>(image.pixels.size()) != pixels * image.channels) {
    return "the image's bytes do not match its size";
  }
  return nullptr;
}

// The grid found in the picture, warped to the square the cells are cut from, and its corners
// in the picture (top-left, top-right, bottom-right, bottom-left as the picture stands).
struct Located {
  Quad corners{};
  Picture square;
};

// Microseconds of the steady clock since a start, for ScanSteps.
class Stopwatch {
 public:
  double lap() {
    const auto now = std::chrono::steady_clock::now();
    const double micros = std::chrono::duration<double, std::micro>(now - start_).count();
    start_ = now;
    return micros;
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

std::optional<Located> locate(const Picture& picture, ScanSteps& steps) {
  Stopwatch stopwatch;
  std::optional<Quad> quad = scanning::find_grid(picture);
  const Picture* source = &picture;
  // Dark mode: light lines and digits on a dark ground.
  Picture negative;
  if (!quad) {
    negative = scanning::inverted(picture);
    quad = scanning::find_grid(negative);
    source = &negative;
  }
  steps.grid = stopwatch.lap();
  if (!quad) return std::nullopt;
  Located located{*quad, scanning::warp(*source, *quad, 9 * scanning::kWarpCell)};
  steps.warp = stopwatch.lap();
  return located;
}

// How many clockwise quarter turns stand the digits upright: the turn under which the reader is
// surest of the marked cells, upright unless another turn is clearly surer (photos are taken
// upright far more often than not, and 6 and 9 are each other turned twice).
int upright_turn(const std::array<CellPicture, 81>& cells) {
  constexpr double kUprightPrior = 0.5;  // in nats per marked cell
  std::array<double, 4> score{};
  int marked = 0;
  for (const CellPicture& cell : cells) {
    if (cell.empty) continue;
    ++marked;
    for (int quarters = 0; quarters < 4; ++quarters) {
      const std::array<float, 10> p = scanning::read_digit(scanning::turned(cell.ink, quarters));
      score[quarters] += std::log(std::max(1e-9f, *std::max_element(p.begin() + 1, p.end())));
    }
  }
  score[0] += kUprightPrior * marked;
  return static_cast<int>(std::max_element(score.begin(), score.end()) - score.begin());
}

// Where cell `index` of the picture's grid lands once the grid is turned clockwise `quarters`
// times: one turn takes (row, column) to (column, 8 - row).
int turned_index(int index, int quarters) {
  int row = index / 9, column = index % 9;
  for (int q = 0; q < quarters; ++q) {
    const int next_row = column;
    column = 8 - row;
    row = next_row;
  }
  return row * 9 + column;
}

void read_cells(const std::array<CellPicture, 81>& cells, int quarters, ScanResult& result) {
  for (int index = 0; index < 81; ++index) {
    ScanCell& read = result.cells[turned_index(index, quarters)];
    if (cells[index].empty) {
      read = {0, 1.0};
      continue;
    }
    const std::array<float, 10> p =
        scanning::read_digit(scanning::turned(cells[index].ink, quarters));
    const int best = static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
    read = {best, p[best]};
  }
}

}  // namespace

const char* scan_status_name(ScanStatus status) {
  switch (status) {
    case ScanStatus::ok:
      return "ok";
    case ScanStatus::bad_image:
      return "bad-image";
    case ScanStatus::no_grid:
      return "no-grid";
    case ScanStatus::invalid:
      return "invalid";
  }
  return "?";
}

Grid ScanResult::grid() const {
  Grid grid{};
  for (int i = 0; i < 81; ++i) grid[i] = static_cast<std::uint8_t>(cells[i].digit);
  return grid;
}

ScanResult scan(const ScanImage& image, ScanSteps* steps) {
  ScanSteps unused;
  ScanSteps& took = steps ? *steps : unused;
  took = {};
  ScanResult result;
  if (const char* problem = image_problem(image)) {
    result.status = ScanStatus::bad_image;
    result.message = problem;
    return result;
  }
  double scale = 1;
  Stopwatch stopwatch;
  const Picture picture = scanning::grey_picture(image, scale);
  took.picture = stopwatch.lap();
  const std::optional<Located> found = locate(picture, took);
  if (!found) {
    result.status = ScanStatus::no_grid;
    result.message = "no Sudoku grid found";
    return result;
  }
  stopwatch.lap();
  const std::array<CellPicture, 81> cells = scanning::cut_cells(found->square);
  took.cells = stopwatch.lap();
  const int quarters = upright_turn(cells);
  read_cells(cells, quarters, result);
  took.read = stopwatch.lap();
  for (int i = 0; i < 4; ++i) {
    // The puzzle's top-left corner is the picture's bottom-left after one clockwise turn.
    const ScanPoint corner = found->corners[(i + 3 * quarters) % 4];
    result.corners[i] = {corner.x * scale, corner.y * scale};
  }
  const Grid grid = result.grid();
  const std::vector<Conflict> conflicts = find_conflicts(grid);
  const auto givens = std::count_if(grid.begin(), grid.end(), [](std::uint8_t d) { return d; });
  if (!conflicts.empty()) {
    result.status = ScanStatus::invalid;
    result.message = describe(conflicts, grid);
  } else if (givens < kLeastGivens) {
    result.status = ScanStatus::invalid;
    result.message = "only " + std::to_string(givens) + " digits read; a Sudoku has at least " +
                     std::to_string(kLeastGivens);
  } else {
    result.status = ScanStatus::ok;
  }
  took.check = stopwatch.lap();
  return result;
}

std::vector<std::uint8_t> scan_cell_pictures(const ScanImage& image) {
  if (image_problem(image)) return {};
  double scale = 1;
  ScanSteps unused;
  const std::optional<Located> found = locate(scanning::grey_picture(image, scale), unused);
  if (!found) return {};
  const std::array<CellPicture, 81> cells = scanning::cut_cells(found->square);
  std::vector<std::uint8_t> bytes;
  bytes.reserve(81 * kCellSide * kCellSide);
  for (const CellPicture& cell : cells) {
    for (const float ink : cell.ink)
      bytes.push_back(static_cast<std::uint8_t>(std::lround(ink * 255)));
  }
  return bytes;
}

}  // namespace sudoku
