#include "grid.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace sudoku::scanning {

namespace {

// A connected set of ink pixels (8-neighbours): its bounding box and its extreme points, which
// for a grid's outer frame are its four corners.
struct Component {
  int left = 0, top = 0, right = 0, bottom = 0;  // the bounding box, inclusive
  Quad corners{};  // least x + y, greatest x - y, greatest x + y, least x - y
  Quad fitted{};   // the corners where the lines fitted to its four sides meet
  double box_area() const { return double(right - left + 1) * (bottom - top + 1); }
};

// How near a line a point of it may be: a page's curve or a lens bends a frame by a few pixels.
constexpr double kNear = 3.0;

// A line a x + b y = c with a^2 + b^2 = 1.
struct Line {
  double a = 0, b = 0, c = 0;
};

// The line of a side of the frame, among the side's outermost points (some of which belong to
// things touching the frame, or to an inner line where the frame is faint): of the lines
// through many of the points (within kNear pixels), the outermost, `outward` from the point
// `middle`; refined by least squares over its points.
std::optional<Line> side_line(const std::vector<ScanPoint>& points, ScanPoint middle,
                              ScanPoint outward) {
  const int n = static_cast<int>(points.size());
  if (n < 10) return std::nullopt;
  std::vector<std::pair<int, Line>> lines;  // (points within kNear pixels, line)
  int most = 0;
  // Pairs at fixed strides: deterministic, and spread over the side.
  for (int i = 0; i < n; i += std::max(1, n / 24)) {
    for (int j = i + n / 4; j < n; j += std::max(1, n / 24)) {
      const double dx = points[j].x - points[i].x, dy = points[j].y - points[i].y;
      const double length = std::hypot(dx, dy);
      if (length < 1) continue;
      const Line line{-dy / length, dx / length, (-dy * points[i].x + dx * points[i].y) / length};
      int count = 0;
      for (const ScanPoint& p : points)
        count += std::abs(line.a * p.x + line.b * p.y - line.c) < kNear;
      lines.emplace_back(count, line);
      most = std::max(most, count);
    }
  }
  if (most < n / 4) return std::nullopt;
  // How far out a line passes: the middle's distance to it, along `outward`.
  const auto out = [&](const Line& line) {
    const double along = line.a * outward.x + line.b * outward.y;
    if (std::abs(along) < 0.3) return -1e300;  // nearly parallel to `outward`: not this side
    return (line.c - line.a * middle.x - line.b * middle.y) / along;
  };
  Line best;
  double best_out = -1e300;
  for (const auto& [count, line] : lines) {
    if (count * 10 >= most * 6 && out(line) > best_out) best_out = out(line), best = line;
  }
  if (best_out <= -1e300) return std::nullopt;
  int best_count = 0;
  for (const ScanPoint& p : points)
    best_count += std::abs(best.a * p.x + best.b * p.y - best.c) < kNear;
  if (best_count < 10) return std::nullopt;
  // Least squares of the inliers, along the line's own direction: the line through their
  // mean with the principal direction of their spread.
  double mx = 0, my = 0;
  int count = 0;
  for (const ScanPoint& p : points) {
    if (std::abs(best.a * p.x + best.b * p.y - best.c) < kNear) mx += p.x, my += p.y, ++count;
  }
  mx /= count, my /= count;
  double sxx = 0, sxy = 0, syy = 0;
  for (const ScanPoint& p : points) {
    if (std::abs(best.a * p.x + best.b * p.y - best.c) >= kNear) continue;
    sxx += (p.x - mx) * (p.x - mx), sxy += (p.x - mx) * (p.y - my), syy += (p.y - my) * (p.y - my);
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);  // of the spread's main axis
  const double dx = std::cos(angle), dy = std::sin(angle);
  return Line{-dy, dx, -dy * mx + dx * my};
}

std::optional<ScanPoint> meet(const Line& p, const Line& q) {
  const double det = p.a * q.b - q.a * p.b;
  if (std::abs(det) < 1e-9) return std::nullopt;
  return ScanPoint{(p.c * q.b - q.c * p.b) / det, (p.a * q.c - q.a * p.c) / det};
}

// The corners of the lines fitted to the outermost pixels of the component's four sides (the
// topmost pixel of each column for the top side, and so on); the extreme corners where a side
// cannot be fitted.
Quad fitted_corners(const Component& c, const std::vector<int>& pixels, int w) {
  const int cw = c.right - c.left + 1, ch = c.bottom - c.top + 1;
  std::vector<int> top(cw, -1), bottom(cw, -1), left(ch, -1), right(ch, -1);
  for (const int p : pixels) {
    const int x = p % w - c.left, y = p / w - c.top;
    if (top[x] < 0 || y < top[x]) top[x] = y;
    if (bottom[x] < 0 || y > bottom[x]) bottom[x] = y;
    if (left[y] < 0 || x < left[y]) left[y] = x;
    if (right[y] < 0 || x > right[y]) right[y] = x;
  }
  std::array<std::vector<ScanPoint>, 4> sides;  // top, right, bottom, left
  for (int x = 0; x < cw; ++x) {
    sides[0].push_back({double(c.left + x), double(c.top + top[x])});
    sides[2].push_back({double(c.left + x), double(c.top + bottom[x] + 1)});
  }
  for (int y = 0; y < ch; ++y) {
    sides[1].push_back({double(c.left + right[y] + 1), double(c.top + y)});
    sides[3].push_back({double(c.left + left[y]), double(c.top + y)});
  }
  std::array<Line, 4> lines;
  const ScanPoint middle{(c.left + c.right + 1) / 2.0, (c.top + c.bottom + 1) / 2.0};
  const ScanPoint outward[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
  for (int i = 0; i < 4; ++i) {
    const std::optional<Line> line = side_line(sides[i], middle, outward[i]);
    if (!line) return c.corners;
    lines[i] = *line;
  }
  Quad quad;
  for (int i = 0; i < 4; ++i) {
    // Corner i (top-left, top-right, ...) is where side i - 1 meets side i.
    const std::optional<ScanPoint> corner = meet(lines[(i + 3) % 4], lines[i]);
    if (!corner) return c.corners;
    quad[i] = *corner;
  }
  return quad;
}

// Every component of the mask whose bounding box is at least `min_side` each way.
std::vector<Component> large_components(std::vector<std::uint8_t> mask, int w, int h,
                                        int min_side) {
  std::vector<Component> found;
  std::vector<int> stack;
  std::vector<int> pixels;
  for (int start = 0; start < w * h; ++start) {
    if (!mask[start]) continue;
    Component c{start % w, start / w, start % w, start / w, {}};
    int sum_min = w + h, sum_max = -1, diff_min = w + h, diff_max = -w - h;
    mask[start] = 0;
    stack.assign(1, start);
    pixels.clear();
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      pixels.push_back(p);
      const int x = p % w, y = p / w;
      c.left = std::min(c.left, x), c.right = std::max(c.right, x);
      c.top = std::min(c.top, y), c.bottom = std::max(c.bottom, y);
      const ScanPoint point{double(x), double(y)};
      if (x + y < sum_min) sum_min = x + y, c.corners[0] = point;
      if (x - y > diff_max) diff_max = x - y, c.corners[1] = point;
      if (x + y > sum_max) sum_max = x + y, c.corners[2] = point;
      if (x - y < diff_min) diff_min = x - y, c.corners[3] = point;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || !mask[ny * w + nx]) continue;
          mask[ny * w + nx] = 0;
          stack.push_back(ny * w + nx);
        }
      }
    }
    if (c.right - c.left + 1 >= min_side && c.bottom - c.top + 1 >= min_side) {
      // The corners are the outer edges of the frame's corner pixels.
      c.corners[1].x += 1, c.corners[2].x += 1, c.corners[2].y += 1, c.corners[3].y += 1;
      c.fitted = fitted_corners(c, pixels, w);
      found.push_back(c);
    }
  }
  return found;
}

double quad_area(const Quad& q) {
  double twice = 0;
  for (int i = 0; i < 4; ++i) {
    twice += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
  }
  return std::abs(twice) / 2;
}

// The share of positions along the line `at` pixels across the warped square (`side` pixels a
// side; a row line when `rows`) that have ink within `band` pixels of it across.
double line_cover_at(const std::vector<std::uint8_t>& mask, int side, int at, bool rows, int band) {
  int covered = 0;
  for (int along = 0; along < side; ++along) {
    for (int across = std::max(0, at - band); across <= std::min(side - 1, at + band); ++across) {
      const int x = rows ? along : across;
      const int y = rows ? across : along;
      if (mask[static_cast<std::size_t>(y) * side + x]) {
        ++covered;
        break;
      }
    }
  }
  return double(covered) / side;
}

// How well the quadrilateral of the picture holds a 9x9 grid: once warped to a square, the share
// of ink along the lines where a grid has them, the least of the box lines' (the frame and the
// lines between boxes) and of the mean of the thin lines' each way (one may be faint);
// 0 when the middles of the cells, between them, are as inky (noise, or a finer grid).
double grid_score(const Picture& picture, const Quad& quad) {
  constexpr int kCell = 20;
  constexpr int kSide = 9 * kCell;
  // Bold ink: digits and box lines, 120 levels and more above the ground in our dark theme, whose
  // cell lines are 33 (60 to 130 read the photos and the page alike).
  constexpr int kBold = 90;
  const Picture square = warp(picture, quad, kSide);
  const std::vector<std::uint8_t> mask = faint_ink_mask(square, kCell + 1, 5, kBold);
  double least = 1;
  for (const bool rows : {true, false}) {
    double thin = 0;
    for (int index = 0; index <= 9; ++index) {
      const double cover = line_cover_at(mask, kSide, index * kCell, rows, kCell / 5);
      if (index % 3 == 0) {
        least = std::min(least, cover);
      } else {
        thin += cover / 6;
      }
    }
    least = std::min(least, thin + 0.15);  // thin lines may be dashed
  }
  // The middles: where a grid has only digits (at most about half the band's length, in a
  // row of digits), noise or a finer grid has ink all along.
  for (const bool rows : {true, false}) {
    double middles = 0;
    for (int index = 0; index < 9; ++index) {
      middles += line_cover_at(mask, kSide, index * kCell + kCell / 2, rows, kCell / 5) / 9;
    }
    if (middles > 0.6) return 0;
  }
  return least;
}

// The frame's sides found again near a quadrilateral's: in the square warped from a little more
// than the quadrilateral, the straight line most covered by ink near each side (its two ends
// each free to move by up to kReach pixels; of lines nearly as covered, the outermost: a thick
// frame's outer edge), so that a corner taken from a blot moves to the frame. Corners where
// those lines meet.
std::optional<Quad> refined(const Picture& picture, const Quad& quad) {
  constexpr int kCell = 20;
  constexpr int kReach = 24;
  constexpr int kGrid = 9 * kCell;
  constexpr int kSide = kGrid + 2 * kReach;
  const Perspective map(quad, kGrid);
  const Quad outer = {map(-kReach, -kReach), map(kGrid + kReach, -kReach),
                      map(kGrid + kReach, kGrid + kReach), map(-kReach, kGrid + kReach)};
  const std::vector<std::uint8_t> mask = ink_mask(warp(picture, outer, kSide), kCell + 1, 5);
  // Ink within a pixel of (along, across) on a row line (`rows`) or a column line.
  const auto ink = [&](bool rows, int along, int across) {
    for (int d = -1; d <= 1; ++d) {
      const int a = std::clamp(across + d, 0, kSide - 1);
      if (mask[static_cast<std::size_t>(rows ? a : along) * kSide + (rows ? along : a)])
        return true;
    }
    return false;
  };
  std::array<Line, 4> lines;  // top, right, bottom, left, in the square's coordinates
  for (int side = 0; side < 4; ++side) {
    const bool rows = side % 2 == 0;          // top and bottom are row lines
    const bool far = side == 1 || side == 2;  // right and bottom are at the far end
    const int expected = far ? kReach + kGrid : kReach;
    std::vector<std::array<int, 3>> found;  // (cover, start, end): across at either end
    int best = 0;
    for (int start = expected - kReach; start <= expected + kReach; ++start) {
      for (int end = expected - kReach; end <= expected + kReach; ++end) {
        int cover = 0;
        for (int t = 0; t < kGrid; t += 2) {
          cover += ink(rows, kReach + t, start + (end - start) * t / kGrid);
        }
        found.push_back({cover, start, end});
        best = std::max(best, cover);
      }
    }
    if (best < kGrid / 4) return std::nullopt;  // no line in reach
    int choice = -1;
    for (std::size_t i = 0; i < found.size(); ++i) {
      if (found[i][0] * 100 < best * 90) continue;
      const int position = found[i][1] + found[i][2];
      if (choice < 0 || (far ? position > found[choice][1] + found[choice][2]
                             : position < found[choice][1] + found[choice][2])) {
        choice = static_cast<int>(i);
      }
    }
    // The line through its two ends: (along, across) = (kReach, start) and (kReach + kGrid, end).
    const double x0 = kReach, y0 = found[choice][1], x1 = kReach + kGrid, y1 = found[choice][2];
    const ScanPoint a = rows ? ScanPoint{x0, y0} : ScanPoint{y0, x0};
    const ScanPoint b = rows ? ScanPoint{x1, y1} : ScanPoint{y1, x1};
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const double nx = -(b.y - a.y) / length, ny = (b.x - a.x) / length;
    lines[side] = {nx, ny, nx * a.x + ny * a.y};
  }
  const Perspective back(outer, kSide);
  Quad result;
  for (int i = 0; i < 4; ++i) {
    const std::optional<ScanPoint> corner = meet(lines[(i + 3) % 4], lines[i]);
    if (!corner) return std::nullopt;
    result[i] = back(corner->x, corner->y);
  }
  return result;
}

}  // namespace

std::optional<Quad> find_grid(const Picture& picture) {
  // The least grid_score of a grid: each line at least half ink.
  constexpr double kLeastScore = 0.5;
  const int w = picture.width, h = picture.height;
  const int shorter = std::min(w, h);
  const int min_side = std::max(45, shorter / 8);
  if (shorter < min_side) return std::nullopt;
  const int window = (std::max(w, h) / 30) | 1;
  std::vector<Component> components =
      large_components(ink_mask(picture, std::max(window, 11), 10), w, h, min_side);
  std::sort(components.begin(), components.end(),
            [](const Component& a, const Component& b) { return a.box_area() > b.box_area(); });
  constexpr std::size_t kMostTried = 8;
  for (std::size_t i = 0; i < std::min(kMostTried, components.size()); ++i) {
    const Component& c = components[i];
    const double aspect = double(c.right - c.left + 1) / (c.bottom - c.top + 1);
    if (aspect < 0.4 || aspect > 2.5) continue;
    // Of the quadrilaterals this component suggests, the one most like a grid.
    std::optional<Quad> best;
    double best_score = kLeastScore;
    const auto try_quad = [&](const Quad& quad) {
      if (quad_area(quad) < 0.3 * c.box_area() || quad_area(quad) > 2 * c.box_area()) return;
      std::optional<Quad> again = refined(picture, quad);
      for (const std::optional<Quad>& candidate : {again, std::optional<Quad>(quad)}) {
        if (!candidate) continue;
        const double score = grid_score(picture, *candidate);
        if (score > best_score) best_score = score, best = candidate;
      }
    };
    try_quad(c.fitted);
    try_quad(c.corners);
    // Else the bounding box: a photo taken nearly square-on whose frame is faint at a corner
    // (the extreme points then miss it) and has something below it (the fitted sides too).
    if (!best) {
      const double l = c.left, t = c.top, r = c.right + 1, b = c.bottom + 1;
      try_quad(Quad{ScanPoint{l, t}, ScanPoint{r, t}, ScanPoint{r, b}, ScanPoint{l, b}});
    }
    if (best) return best;
  }
  return std::nullopt;
}

}  // namespace sudoku::scanning
