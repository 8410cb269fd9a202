// The generator's random source, as generate.hpp specifies it, so that a seed makes the same
// puzzle on every machine.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace sudoku::generator {

// SplitMix64 and the draws specified in generate.hpp.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // A number in [0, n), n >= 1.
  std::uint32_t below(std::uint32_t n) {
    const std::uint64_t threshold = (0 - std::uint64_t(n)) % n;  // (2^64 - n) mod n
    std::uint64_t x = next();
    while (x < threshold) x = next();
    return std::uint32_t(x % n);
  }

  // The first `count` items.
  template <typename T>
  void shuffle(std::span<T> items, std::size_t count) {
    for (std::size_t i = count; i > 1; --i) std::swap(items[i - 1], items[below(std::uint32_t(i))]);
  }
  template <typename T, std::size_t N>
  void shuffle(std::array<T, N>& items, std::size_t count) {
    shuffle(std::span<T>(items), count);
  }

 private:
  std::uint64_t state_;
};

}  // namespace sudoku::generator
