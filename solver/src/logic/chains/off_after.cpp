// What follows from each candidate's on potential on a board, as sets over the board's
// candidates, for OffReach::shared (reach.hpp): the static multiple chains ask it of a cell's
// digits and of a region's places before they search.
#include <algorithm>
#include <bit>

#include "reach.hpp"

namespace sudoku::logic {

// A potential follows from every start when an off potential does: the on potentials that
// follow from a start, itself aside, are turned on by off nodes, and every one of them turns off
// an off node (a bivalue cell's other digit, or the other place of a unit where its digit has
// two). The off potentials that follow from each start are a set over the board's candidates
// (off_after_): one AND a word of them a start.
bool OffReach::shared(std::span<const Potential> starts) const {
  if (starts.size() < 2) return true;  // a start follows from itself
  if (off_after_.empty()) make_off_after();
  std::array<std::uint64_t, (kCandidates + 63) / 64> all;
  const std::uint64_t* first = off_after(starts[0] >> 1);
  const std::uint64_t* second = off_after(starts[1] >> 1);
  std::uint64_t any = 0;
  for (int w = 0; w < off_words_; ++w) any |= all[std::size_t(w)] = first[w] & second[w];
  for (const Potential start : starts.subspan(2)) {
    if (!any) return false;
    const std::uint64_t* from = off_after(start >> 1);
    any = 0;
    for (int w = 0; w < off_words_; ++w) any |= all[std::size_t(w)] &= from[w];
  }
  return any != 0;
}

// In three passes over the board: what each candidate on turns off itself; what follows from
// each off node, the union of that of the on potentials it leads to (its row's partners), and
// what its own candidate turns off, both kept before the last pass overwrites them; then what
// follows from each candidate on, what it turns off joined with what follows from the off
// nodes among that.
void OffReach::make_off_after() const {
  off_words_ = std::max(1, (candidates_ + 63) / 64);
  // The board's candidates by digit - 1 (sets 0..8) and by unit (sets 9..35).
  digit_unit_.assign(std::size_t(36 * off_words_), 0);
  const auto set_of = [&](int i) { return &digit_unit_[std::size_t(i * off_words_)]; };
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      const int k = dense_[std::size_t(candidate_index(cell, digit))];
      set_bit(set_of(digit - 1), k);
      for (const int unit : {box_unit(cell), row_unit(cell), column_unit(cell)}) {
        set_bit(set_of(9 + unit), k);
      }
    }
  }
  // A candidate on turns off its digit in the cell's units and the cell's other digits.
  off_after_.resize(std::size_t(candidates_ * off_words_));
  std::array<std::uint64_t, (kCandidates + 63) / 64> around;
  std::array<std::uint64_t, (kCandidates + 63) / 64> own;
  for (int cell = 0; cell < 81; ++cell) {
    if (!board_.candidates[cell]) continue;
    const std::uint64_t* box = set_of(9 + box_unit(cell));
    const std::uint64_t* row = set_of(9 + row_unit(cell));
    const std::uint64_t* column = set_of(9 + column_unit(cell));
    for (int w = 0; w < off_words_; ++w) {
      around[std::size_t(w)] = box[w] | row[w] | column[w];
      own[std::size_t(w)] = 0;
    }
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      set_bit(own.data(), dense_[std::size_t(candidate_index(cell, lowest_digit(digits)))]);
    }
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      const int self = dense_[std::size_t(candidate_index(cell, digit))];
      std::uint64_t* bits = off_after(candidate_index(cell, digit));
      const std::uint64_t* same = set_of(digit - 1);
      for (int w = 0; w < off_words_; ++w) {
        bits[w] = (same[w] & around[std::size_t(w)]) | own[std::size_t(w)];
      }
      bits[self / 64] &= ~(std::uint64_t(1) << (self % 64));
    }
  }
  const int n = int(offs_.size());
  node_off_after_.assign(std::size_t(2 * n * off_words_), 0);
  for (int node = 0; node < n; ++node) {
    std::uint64_t* bits = node_set(node);
    const std::uint64_t* on = at(on_from_, node);  // what comes on from it
    for (int w = 0; w < words_; ++w) {
      for (std::uint64_t word = on[w]; word; word &= word - 1) {
        const std::uint64_t* its =
            off_after(offs_[std::size_t(w * 64 + std::countr_zero(word))] >> 1);
        for (int v = 0; v < off_words_; ++v) bits[v] |= its[v];
      }
    }
    const std::uint64_t* own = off_after(offs_[std::size_t(node)] >> 1);
    std::copy(own, own + off_words_, node_set(n + node));
  }
  // A candidate turns off an off node exactly when the node's candidate turns it off (the
  // same digit in two peers, or two digits of a cell): each node's set goes to the candidates
  // its own candidate on turns off.
  for (int node = 0; node < n; ++node) {
    const std::uint64_t* from = node_set(node);
    const std::uint64_t* turned_off = node_set(n + node);
    for (int w = 0; w < off_words_; ++w) {
      for (std::uint64_t word = turned_off[w]; word; word &= word - 1) {
        std::uint64_t* bits =
            &off_after_[std::size_t((w * 64 + std::countr_zero(word)) * off_words_)];
        for (int v = 0; v < off_words_; ++v) bits[v] |= from[v];
      }
    }
  }
}

}  // namespace sudoku::logic
