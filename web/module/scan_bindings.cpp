// The scanner's Embind bindings: the third module, sudoku-scan.wasm (web/module/CMakeLists.txt),
// which the client loads on the first scan only. It holds the scanner (sudoku/scan.hpp) and its
// digit reader's weights, the core's clash check the scanner uses, and nothing of the logic; the
// solving modules hold none of it (bindings.cpp).
//
// A scan crosses in two calls. pixelArea(bytes) makes room for the image in the module's memory
// and returns a Uint8Array over it, into which JS copies the RGBA pixels: an image is up to
// 256 MB, which no exchange area of a fixed size holds, and Embind's conversion of an array would
// copy it twice. scan(width, height) reads them, frees the room, and answers with the result's
// JSON (sudoku::to_json, the wire format's ScanResult), which JS parses: a few hundred bytes,
// nothing beside a scan's tens of milliseconds.
#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>

#include "sudoku/json.hpp"
#include "sudoku/scan.hpp"

namespace {

// The room for the image to scan: malloc's, which says when memory cannot grow, where a vector
// would abort (the module has no exceptions).
struct PixelArea {
  std::uint8_t* bytes = nullptr;
  std::size_t size = 0;
} area;

void release_area() {
  std::free(area.bytes);
  area = {};
}

// A view of `bytes` bytes of fresh room for the image, or null when that is more than the largest
// image scan() takes (kMaxScanPixels, RGBA) or the memory cannot grow to it.
emscripten::val pixel_area(double bytes) {
  release_area();
  if (!(bytes >= 1 && bytes <= 4 * double(sudoku::kMaxScanPixels))) return emscripten::val::null();
  area.bytes = static_cast<std::uint8_t*>(std::malloc(std::size_t(bytes)));
  if (!area.bytes) return emscripten::val::null();
  area.size = std::size_t(bytes);
  return emscripten::val(emscripten::typed_memory_view(area.size, area.bytes));
}

// A size from JS as scan() reads it: anything out of range is refused there as no image.
int side(double pixels) {
  return pixels >= 1 && pixels <= double(sudoku::kMaxScanPixels) ? int(pixels) : 0;
}

// Scans the RGBA image of width x height pixels in the area (the bytes written by JS), frees it,
// and returns the result's JSON.
std::string scan(double width, double height) {
  const sudoku::ScanImage image{side(width), side(height), 4,
                                std::span<const std::uint8_t>(area.bytes, area.size)};
  const sudoku::ScanResult result = sudoku::scan(image);
  release_area();
  return sudoku::to_json(result);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_scan) {
  emscripten::function("pixelArea", &pixel_area);
  emscripten::function("scan", &scan);
  // The largest image scan() takes, in pixels: the client refuses a bigger one before drawing it.
  emscripten::constant("maxScanPixels", double(sudoku::kMaxScanPixels));
}
