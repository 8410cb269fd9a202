#include "reader.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace sudoku::scanning {

namespace {

// The weights: int8 with one scale per output channel (weight = int8 * scale), float biases.
// The layers: conv 3x3 (1 -> kC1, padding 1), ReLU, 2x2 max pool; conv 3x3 (kC1 -> kC2),
// ReLU, 2x2 max pool; dense (kC2 * 7 * 7 -> kHidden), ReLU; dense (kHidden -> 10).
#include "digit_weights.inc"

constexpr int kHalf = kCellSide / 2;     // 14
constexpr int kQuarter = kCellSide / 4;  // 7

// A 3x3 convolution with padding 1 of `in` (channels x side x side), then ReLU.
std::vector<float> convolve(const std::vector<float>& in, int in_channels, int out_channels,
                            int side, const std::int8_t* weights, const float* scales,
                            const float* biases) {
  std::vector<float> out(static_cast<std::size_t>(out_channels) * side * side);
  for (int o = 0; o < out_channels; ++o) {
    float kernel[3 * 3 * 64];
    for (int k = 0; k < in_channels * 9; ++k)
      kernel[k] = weights[o * in_channels * 9 + k] * scales[o];
    for (int y = 0; y < side; ++y) {
      for (int x = 0; x < side; ++x) {
        float sum = biases[o];
        for (int i = 0; i < in_channels; ++i) {
          const float* plane = in.data() + static_cast<std::size_t>(i) * side * side;
          for (int dy = -1; dy <= 1; ++dy) {
            const int yy = y + dy;
            if (yy < 0 || yy >= side) continue;
            for (int dx = -1; dx <= 1; ++dx) {
              const int xx = x + dx;
              if (xx < 0 || xx >= side) continue;
              sum += plane[yy * side + xx] * kernel[i * 9 + (dy + 1) * 3 + dx + 1];
            }
          }
        }
        out[(static_cast<std::size_t>(o) * side + y) * side + x] = std::max(sum, 0.0f);
      }
    }
  }
  return out;
}

// 2x2 max pooling of `channels` planes side x side.
std::vector<float> pool(const std::vector<float>& in, int channels, int side) {
  const int half = side / 2;
  std::vector<float> out(static_cast<std::size_t>(channels) * half * half);
  for (int c = 0; c < channels; ++c) {
    const float* plane = in.data() + static_cast<std::size_t>(c) * side * side;
    for (int y = 0; y < half; ++y) {
      for (int x = 0; x < half; ++x) {
        const float* p = plane + 2 * y * side + 2 * x;
        out[(static_cast<std::size_t>(c) * half + y) * half + x] =
            std::max({p[0], p[1], p[side], p[side + 1]});
      }
    }
  }
  return out;
}

std::vector<float> dense(const std::vector<float>& in, int outputs, const std::int8_t* weights,
                         const float* scales, const float* biases, bool relu) {
  const int inputs = static_cast<int>(in.size());
  std::vector<float> out(outputs);
  for (int o = 0; o < outputs; ++o) {
    const std::int8_t* row = weights + static_cast<std::size_t>(o) * inputs;
    float sum = 0;
    for (int i = 0; i < inputs; ++i) sum += in[i] * row[i];
    sum = sum * scales[o] + biases[o];
    out[o] = relu ? std::max(sum, 0.0f) : sum;
  }
  return out;
}

}  // namespace

std::array<float, 10> read_digit(const std::array<float, kCellSide * kCellSide>& ink) {
  std::vector<float> x(ink.begin(), ink.end());
  x = pool(convolve(x, 1, kC1, kCellSide, kConv1Weights, kConv1Scales, kConv1Biases), kC1,
           kCellSide);
  x = pool(convolve(x, kC1, kC2, kHalf, kConv2Weights, kConv2Scales, kConv2Biases), kC2, kHalf);
  static_assert(sizeof(kDense1Weights) == std::size_t{kC2} * kQuarter * kQuarter * kHidden);
  x = dense(x, kHidden, kDense1Weights, kDense1Scales, kDense1Biases, true);
  x = dense(x, 10, kDense2Weights, kDense2Scales, kDense2Biases, false);
  const float top = *std::max_element(x.begin(), x.end());
  std::array<float, 10> probabilities{};
  float total = 0;
  for (int d = 0; d < 10; ++d) total += probabilities[d] = std::exp(x[d] - top);
  for (float& p : probabilities) p /= total;
  return probabilities;
}

std::array<float, kCellSide * kCellSide> turned(const std::array<float, kCellSide * kCellSide>& ink,
                                                int quarters) {
  std::array<float, kCellSide* kCellSide> result = ink;
  for (int q = 0; q < quarters % 4; ++q) {
    const std::array<float, kCellSide* kCellSide> from = result;
    // A clockwise quarter turn: the pixel at (x, y) goes to (side - 1 - y, x).
    for (int y = 0; y < kCellSide; ++y) {
      for (int x = 0; x < kCellSide; ++x) {
        result[x * kCellSide + (kCellSide - 1 - y)] = from[y * kCellSide + x];
      }
    }
  }
  return result;
}

}  // namespace sudoku::scanning
