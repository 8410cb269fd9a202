// sudoku scan: read the puzzle in each photo or screenshot (JPEG or PNG), one line each; with
// --times, the line ends with a tab and the µs of decoding, of each step of the scan, and the
// scan's CPU time.
#include "sudoku/scan.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "sudoku/json.hpp"

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_JPEG
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#include <stb/stb_image.h>

namespace cli {

namespace {

// stb_image's pixels, freed by it.
struct StbFree {
  void operator()(stbi_uc* pixels) const { stbi_image_free(pixels); }
};

// A decoded image, or the scan result that says why there is none. The pixels stay in
// stb_image's buffer (a copy would double the memory of a scan: 256 MB more at 8192x8192).
struct Decoded {
  std::unique_ptr<stbi_uc, StbFree> rgba;
  sudoku::ScanImage image;
  std::string problem;  // empty when decoded
};

// The size a PNG's header declares: stb_image's info refuses a PNG of more than 2^30 bytes
// decoded, and then names it no image.
bool png_size(const std::string& bytes, int& width, int& height) {
  constexpr std::string_view kSignature = "\x89PNG\r\n\x1a\n";
  if (bytes.size() < 24 || bytes.compare(0, 8, kSignature) != 0 || bytes.compare(12, 4, "IHDR")) {
    return false;
  }
  const auto big_endian = [&](std::size_t at) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i)
      value = value << 8 | static_cast<std::uint8_t>(bytes[at + i]);
    return value;
  };
  if (big_endian(16) > (1u << 24) || big_endian(20) > (1u << 24)) return false;
  width = static_cast<int>(big_endian(16));
  height = static_cast<int>(big_endian(20));
  return true;
}

Decoded decode(const std::string& bytes) {
  Decoded decoded;
  const auto* data = reinterpret_cast<const stbi_uc*>(bytes.data());
  const int size = static_cast<int>(std::min<std::size_t>(bytes.size(), 1u << 30));
  int width = 0, height = 0, channels = 0;
  // The declared size is checked before decoding: a header may claim 20000x20000.
  if (!stbi_info_from_memory(data, size, &width, &height, &channels) &&
      !png_size(bytes, width, height)) {
    decoded.problem = "not a JPEG or PNG image";
    return decoded;
  }
  if (std::int64_t{width} * height > sudoku::kMaxScanPixels) {
    decoded.problem = "the image is too large (" + std::to_string(width) + "x" +
                      std::to_string(height) + "; at most 8192x8192 pixels)";
    return decoded;
  }
  decoded.rgba.reset(stbi_load_from_memory(data, size, &width, &height, &channels, 4));
  if (!decoded.rgba) {
    decoded.problem = std::string("cannot decode the image: ") + stbi_failure_reason();
    return decoded;
  }
  decoded.image = {
      width, height, 4,
      std::span<const std::uint8_t>(decoded.rgba.get(), std::size_t{4} * width * height)};
  return decoded;
}

// Writes the reader's 81 cell pictures as one PGM, 28 pixels wide and 81 * 28 high.
void write_cells(const std::string& directory, const std::string& name,
                 const sudoku::ScanImage& image) {
  const std::vector<std::uint8_t> pixels = sudoku::scan_cell_pictures(image);
  if (pixels.empty()) return;
  const std::filesystem::path path =
      std::filesystem::path(directory) / (std::filesystem::path(name).stem().string() + ".pgm");
  std::ofstream file(path, std::ios::binary);
  file << "P5\n" << sudoku::kCellSide << " " << 81 * sudoku::kCellSide << "\n255\n";
  file.write(reinterpret_cast<const char*>(pixels.data()),
             static_cast<std::streamsize>(pixels.size()));
}

// Whole microseconds, for --times.
long micros(double value) {
  return std::lround(value);
}

// The CPU time this thread has taken, in µs: on a machine shared with other work, a step's wall
// time counts the waits for a core too; --times gives both.
double thread_cpu_micros() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e6 + double(now.tv_nsec) / 1e3;
}

}  // namespace

int run_scan(const Options& options) {
  bool all_ok = true;
  bool readable = true;
  for (const std::string& name : options.files) {
    std::ifstream file(name, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (!file.good() && !file.eof()) {
      std::cerr << "sudoku: cannot read " << name << "\n";
      readable = false;
      continue;
    }
    const auto before = std::chrono::steady_clock::now();
    const Decoded decoded = decode(bytes);
    const double decode_micros =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - before)
            .count();
    sudoku::ScanResult result;
    sudoku::ScanSteps steps;
    double cpu_micros = 0;
    if (decoded.problem.empty()) {
      const double cpu_before = thread_cpu_micros();
      result = sudoku::scan(decoded.image, &steps);
      cpu_micros = thread_cpu_micros() - cpu_before;
      if (!options.cells_directory.empty())
        write_cells(options.cells_directory, name, decoded.image);
    } else {
      result.status = sudoku::ScanStatus::bad_image;
      result.message = decoded.problem;
    }
    all_ok = all_ok && result.status == sudoku::ScanStatus::ok;
    if (options.json) {
      std::cout << sudoku::to_json(result, name) << '\n';
    } else {
      std::cout << sudoku::to_line(result.grid()) << ' ' << sudoku::scan_status_name(result.status)
                << (result.message.empty() ? "" : ": ") << result.message;
      if (options.times) {
        std::cout << '\t' << micros(decode_micros) << ' ' << micros(steps.picture) << ' '
                  << micros(steps.grid) << ' ' << micros(steps.warp) << ' ' << micros(steps.cells)
                  << ' ' << micros(steps.read) << ' ' << micros(steps.check) << ' '
                  << micros(cpu_micros);
      }
      std::cout << '\n';
    }
  }
  std::cout.flush();
  if (!readable) return 2;
  return all_ok ? 0 : 1;
}

}  // namespace cli
