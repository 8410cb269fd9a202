// The scanner (sudoku/scan.hpp): newspaper photos and drawn grids read exactly, and bad input
// answered with a status. The images are in tests/data/scan (its README says where from).
#include <catch2/catch.hpp>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/scan.hpp"

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_JPEG
#define STBI_ONLY_PNG
#include <stb/stb_image.h>

namespace {

const std::string kData = std::string(SUDOKU_TEST_DATA) + "/scan/";

struct Loaded {
  std::vector<std::uint8_t> rgba;
  sudoku::ScanImage image;
};

Loaded load(const std::string& name) {
  Loaded loaded;
  int width = 0, height = 0, channels = 0;
  stbi_uc* pixels = stbi_load((kData + name).c_str(), &width, &height, &channels, 4);
  REQUIRE(pixels != nullptr);
  loaded.rgba.assign(pixels, pixels + std::size_t{4} * width * height);
  stbi_image_free(pixels);
  loaded.image = {width, height, 4, loaded.rgba};
  return loaded;
}

// The lines "file puzzle" of a listing in tests/data/scan.
std::vector<std::pair<std::string, std::string>> listing(const std::string& name) {
  std::ifstream file(kData + name);
  std::vector<std::pair<std::string, std::string>> entries;
  std::string image, puzzle;
  while (file >> image >> puzzle) entries.emplace_back(image, puzzle);
  REQUIRE(!entries.empty());
  return entries;
}

std::string read(const sudoku::ScanResult& result) {
  return sudoku::to_line(result.grid());
}

}  // namespace

TEST_CASE("scan reads newspaper photos exactly", "[scan]") {
  for (const auto& [image, puzzle] : listing("photos.txt")) {
    INFO(image);
    const Loaded loaded = load(image);
    const sudoku::ScanResult result = sudoku::scan(loaded.image);
    CHECK(result.status == sudoku::ScanStatus::ok);
    CHECK(read(result) == puzzle);
    // The corners lie in the image (or just outside, where the frame is cut off by its edge),
    // top-left above and left of bottom-right.
    const double slack_x = loaded.image.width * 0.03, slack_y = loaded.image.height * 0.03;
    for (const sudoku::ScanPoint& corner : result.corners) {
      CHECK(corner.x >= -slack_x);
      CHECK(corner.x <= loaded.image.width + slack_x);
      CHECK(corner.y >= -slack_y);
      CHECK(corner.y <= loaded.image.height + slack_y);
    }
    CHECK(result.corners[0].x < result.corners[2].x);
    CHECK(result.corners[0].y < result.corners[2].y);
  }
}

TEST_CASE("scan reads grids drawn in faces it was not trained on, under perspective and blur",
          "[scan]") {
  for (const auto& [image, puzzle] : listing("synthetic.txt")) {
    if (image == "clash.jpg" || image == "blank-grid.jpg") continue;
    INFO(image);
    const sudoku::ScanResult result = sudoku::scan(load(image).image);
    CHECK(result.status == sudoku::ScanStatus::ok);
    CHECK(read(result) == puzzle);
    for (const sudoku::ScanCell& cell : result.cells) {
      CHECK(cell.confidence >= 0.0);
      CHECK(cell.confidence <= 1.0);
    }
  }
}

TEST_CASE("scan reads our own page's screenshots exactly, notes as empty cells", "[scan]") {
  // Light and dark, with and without notes, desktop and phone: scripts/scan-page-shots.mjs.
  const auto shots = listing("page.txt");
  CHECK(shots.size() == 8);
  for (const auto& [image, puzzle] : shots) {
    INFO(image);
    const sudoku::ScanResult result = sudoku::scan(load(image).image);
    CHECK(result.status == sudoku::ScanStatus::ok);
    CHECK(read(result) == puzzle);
  }
}

TEST_CASE("scan turns a sideways photo upright, corners included", "[scan]") {
  const Loaded loaded = load("synthetic-sideways.jpg");
  const sudoku::ScanResult result = sudoku::scan(loaded.image);
  CHECK(result.status == sudoku::ScanStatus::ok);
  // Turned a quarter clockwise: the puzzle's top-left corner is at the image's top right.
  CHECK(result.corners[0].x > loaded.image.width / 2.0);
  CHECK(result.corners[0].y < loaded.image.height / 2.0);
}

TEST_CASE("scan gives the read of a grid that is not a Sudoku, with why", "[scan]") {
  const sudoku::ScanResult clash = sudoku::scan(load("clash.jpg").image);
  CHECK(clash.status == sudoku::ScanStatus::invalid);
  CHECK(clash.message.find("r1c1 and r1c5 are both 4") != std::string::npos);
  CHECK(read(clash).substr(0, 5) == "4...4");

  const sudoku::ScanResult blank = sudoku::scan(load("blank-grid.jpg").image);
  CHECK(blank.status == sudoku::ScanStatus::invalid);
  CHECK(blank.message == "only 0 digits read; a Sudoku has at least 17");
}

TEST_CASE("scan answers bad images with a status", "[scan]") {
  const std::vector<std::uint8_t> one_pixel = {255, 255, 255, 255};
  sudoku::ScanResult result = sudoku::scan({1, 1, 4, one_pixel});
  CHECK(result.status == sudoku::ScanStatus::no_grid);
  CHECK(result.message == "no Sudoku grid found");

  result = sudoku::scan({0, 0, 4, {}});
  CHECK(result.status == sudoku::ScanStatus::bad_image);
  CHECK(result.message == "the image has no pixels");

  result = sudoku::scan({2, 1, 4, one_pixel});
  CHECK(result.status == sudoku::ScanStatus::bad_image);
  CHECK(result.message == "the image's bytes do not match its size");

  result = sudoku::scan({1, 1, 3, one_pixel});
  CHECK(result.status == sudoku::ScanStatus::bad_image);

  // A huge declared size is refused before any pixel is read.
  result = sudoku::scan({20000, 20000, 4, one_pixel});
  CHECK(result.status == sudoku::ScanStatus::bad_image);
  CHECK(result.message == "the image is too large (at most 8192x8192 pixels)");
  CHECK(sudoku::scan_cell_pictures({20000, 20000, 4, one_pixel}).empty());
}

TEST_CASE("scan finds no grid in a blank page or in noise", "[scan]") {
  std::vector<std::uint8_t> grey(640 * 480, 230);
  CHECK(sudoku::scan({640, 480, 1, grey}).status == sudoku::ScanStatus::no_grid);
  std::uint32_t state = 12345;
  for (std::uint8_t& pixel : grey) {
    state = state * 1664525 + 1013904223;
    pixel = static_cast<std::uint8_t>(state >> 24);
  }
  CHECK(sudoku::scan({640, 480, 1, grey}).status == sudoku::ScanStatus::no_grid);
  // A big image is brought down to the working size first: the same answer, bounded work.
  std::vector<std::uint8_t> big(4000 * 3000, 255);
  CHECK(sudoku::scan({4000, 3000, 1, big}).status == sudoku::ScanStatus::no_grid);
}

TEST_CASE("scan_cell_pictures gives 81 pictures of the reader's size", "[scan]") {
  const std::vector<std::uint8_t> pictures = sudoku::scan_cell_pictures(load("clash.jpg").image);
  REQUIRE(pictures.size() == 81u * sudoku::kCellSide * sudoku::kCellSide);
  // The first cell holds a 4, the second nothing.
  const auto ink = [&](int cell) {
    int sum = 0;
    for (int i = 0; i < sudoku::kCellSide * sudoku::kCellSide; ++i) {
      sum += pictures[cell * sudoku::kCellSide * sudoku::kCellSide + i];
    }
    return sum;
  };
  CHECK(ink(0) > 0);
  CHECK(ink(1) == 0);
}
