#include "picture.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace sudoku::scanning {

namespace {

// The grey level of pixel `index` of the image: luma (Rec. 601) laid on white by its alpha.
int grey_at(const ScanImage& image, std::size_t index) {
  if (image.channels == 1) return image.pixels[index];
  const std::uint8_t* p = image.pixels.data() + index * 4;
  const int luma = (77 * p[0] + 150 * p[1] + 29 * p[2]) >> 8;
  return (luma * p[3] + 255 * (255 - p[3])) / 255;
}

}  // namespace

double sample(const Picture& picture, double x, double y) {
  x = std::clamp(x, 0.0, picture.width - 1.0);
  y = std::clamp(y, 0.0, picture.height - 1.0);
  const int x0 = static_cast<int>(x);
  const int y0 = static_cast<int>(y);
  const int x1 = std::min(x0 + 1, picture.width - 1);
  const int y1 = std::min(y0 + 1, picture.height - 1);
  const double fx = x - x0;
  const double fy = y - y0;
  const double top = picture.at(x0, y0) * (1 - fx) + picture.at(x1, y0) * fx;
  const double bottom = picture.at(x0, y1) * (1 - fx) + picture.at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

Picture grey_picture(const ScanImage& image, double& scale) {
  const int longer = std::max(image.width, image.height);
  scale = longer > kWorkSide ? static_cast<double>(longer) / kWorkSide : 1.0;
  Picture picture;
  picture.width = std::max(1, static_cast<int>(std::lround(image.width / scale)));
  picture.height = std::max(1, static_cast<int>(std::lround(image.height / scale)));
  // Each picture pixel is the mean of the image pixels whose top-left corner falls in it: the
  // image's rows are summed into the row of sums they belong to, one image row at a time.
  std::vector<std::uint32_t> sums(picture.width);
  std::vector<std::uint32_t> counts(picture.width);
  std::vector<int> column_of(image.width);
  for (int x = 0; x < image.width; ++x) {
    column_of[x] = std::min(picture.width - 1, static_cast<int>(x / scale));
  }
  picture.pixels.resize(static_cast<std::size_t>(picture.width) * picture.height);
  int row = 0;
  auto flush = [&] {
    for (int x = 0; x < picture.width; ++x) {
      picture.pixels[static_cast<std::size_t>(row) * picture.width + x] =
          static_cast<std::uint8_t>(counts[x] ? (sums[x] + counts[x] / 2) / counts[x] : 255);
    }
    std::fill(sums.begin(), sums.end(), 0);
    std::fill(counts.begin(), counts.end(), 0);
  };
  for (int y = 0; y < image.height; ++y) {
    const int target = std::min(picture.height - 1, static_cast<int>(y / scale));
    if (target != row) {
      flush();
      row = target;
    }
    const std::size_t start = static_cast<std::size_t>(y) * image.width;
    for (int x = 0; x < image.width; ++x) {
      sums[column_of[x]] += grey_at(image, start + x);
      ++counts[column_of[x]];
    }
  }
  flush();
  return picture;
}

Picture inverted(const Picture& picture) {
  Picture result = picture;
  for (std::uint8_t& pixel : result.pixels) pixel = static_cast<std::uint8_t>(255 - pixel);
  return result;
}

namespace {

// Calls visit(x, y, sum, area) for each pixel, with the sum of the `window` x `window` square
// around it (clipped at the edges) and that square's area in pixels.
template <typename Visit>
void for_each_window(const Picture& picture, int window, Visit visit) {
  const int w = picture.width;
  const int h = picture.height;
  // integral[(y + 1) * (w + 1) + x + 1]: the sum of the pixels above and left of (x, y), both
  // included. At most kWorkSide^2 * 255, which fits 32 bits.
  std::vector<std::uint32_t> integral(static_cast<std::size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    std::uint32_t row_sum = 0;
    for (int x = 0; x < w; ++x) {
      row_sum += picture.at(x, y);
      integral[static_cast<std::size_t>(y + 1) * (w + 1) + x + 1] =
          integral[static_cast<std::size_t>(y) * (w + 1) + x + 1] + row_sum;
    }
  }
  const int half = window / 2;
  for (int y = 0; y < h; ++y) {
    const int y0 = std::max(0, y - half);
    const int y1 = std::min(h, y + half + 1);
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - half);
      const int x1 = std::min(w, x + half + 1);
      const auto at = [&](int xi, int yi) {
        return static_cast<std::int64_t>(integral[static_cast<std::size_t>(yi) * (w + 1) + xi]);
      };
      const std::int64_t sum = at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
      visit(x, y, sum, static_cast<std::int64_t>(x1 - x0) * (y1 - y0));
    }
  }
}

}  // namespace

std::vector<std::uint8_t> ink_mask(const Picture& picture, int window, int offset) {
  std::vector<std::uint8_t> mask(picture.pixels.size(), 0);
  for_each_window(picture, window, [&](int x, int y, std::int64_t sum, std::int64_t area) {
    mask[static_cast<std::size_t>(y) * picture.width + x] =
        static_cast<std::int64_t>(picture.at(x, y) + offset) * area < sum ? 1 : 0;
  });
  return mask;
}

std::vector<std::uint8_t> faint_ink_mask(const Picture& picture, int window, int offset, int bold) {
  // The picture with its bold ink laid back to the mean around it: the ground faint ink is
  // measured against.
  Picture ground = picture;
  for_each_window(picture, window, [&](int x, int y, std::int64_t sum, std::int64_t area) {
    if (static_cast<std::int64_t>(picture.at(x, y) + bold) * area < sum) {
      ground.pixels[static_cast<std::size_t>(y) * picture.width + x] =
          static_cast<std::uint8_t>(sum / area);
    }
  });
  std::vector<std::uint8_t> mask(picture.pixels.size(), 0);
  for_each_window(ground, window, [&](int x, int y, std::int64_t sum, std::int64_t area) {
    mask[static_cast<std::size_t>(y) * picture.width + x] =
        static_cast<std::int64_t>(picture.at(x, y) + offset) * area < sum ? 1 : 0;
  });
  return mask;
}

Perspective::Perspective(const Quad& quad, double side) {
  // Eight equations in h0..h7, two per corner: x (h6 u + h7 v + 1) = h0 u + h1 v + h2, and
  // y likewise; solved by Gaussian elimination with partial pivoting.
  const double us[4] = {0, side, side, 0};
  const double vs[4] = {0, 0, side, side};
  double a[8][9] = {};
  for (int i = 0; i < 4; ++i) {
    const double u = us[i], v = vs[i], x = quad[i].x, y = quad[i].y;
    const double row_x[9] = {u, v, 1, 0, 0, 0, -x * u, -x * v, x};
    const double row_y[9] = {0, 0, 0, u, v, 1, -y * u, -y * v, y};
    std::copy(row_x, row_x + 9, a[2 * i]);
    std::copy(row_y, row_y + 9, a[2 * i + 1]);
  }
  for (int col = 0; col < 8; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 8; ++r) {
      if (std::abs(a[r][col]) > std::abs(a[pivot][col])) pivot = r;
    }
    std::swap(a[col], a[pivot]);
    if (std::abs(a[col][col]) < 1e-12) return;  // a degenerate quadrilateral: all zero
    for (int r = 0; r < 8; ++r) {
      if (r == col) continue;
      const double factor = a[r][col] / a[col][col];
      for (int k = col; k < 9; ++k) a[r][k] -= factor * a[col][k];
    }
  }
  for (int i = 0; i < 8; ++i) h_[i] = a[i][8] / a[i][i];
}

ScanPoint Perspective::operator()(double u, double v) const {
  const double w = h_[6] * u + h_[7] * v + 1;
  if (std::abs(w) < 1e-12) return {};
  return {(h_[0] * u + h_[1] * v + h_[2]) / w, (h_[3] * u + h_[4] * v + h_[5]) / w};
}

Picture warp(const Picture& picture, const Quad& quad, int side) {
  const Perspective map(quad, side);
  // Where the quadrilateral is bigger than the square, each pixel averages n x n samples, so
  // that thin lines and strokes are not stepped over.
  double perimeter = 0;
  for (int i = 0; i < 4; ++i) {
    perimeter += std::hypot(quad[(i + 1) % 4].x - quad[i].x, quad[(i + 1) % 4].y - quad[i].y);
  }
  const int n = std::clamp(static_cast<int>(std::ceil(perimeter / (4.0 * side))), 1, 4);
  Picture result;
  result.width = side;
  result.height = side;
  result.pixels.resize(static_cast<std::size_t>(side) * side);
  for (int v = 0; v < side; ++v) {
    for (int u = 0; u < side; ++u) {
      double sum = 0;
      for (int j = 0; j < n; ++j) {
        for (int i = 0; i < n; ++i) {
          const ScanPoint p = map(u + (i + 0.5) / n, v + (j + 0.5) / n);
          sum += sample(picture, p.x - 0.5, p.y - 0.5);
        }
      }
      result.pixels[static_cast<std::size_t>(v) * side + u] =
          static_cast<std::uint8_t>(std::lround(sum / (n * n)));
    }
  }
  return result;
}

}  // namespace sudoku::scanning
