// The closure of a board's off nodes alone (reach.hpp's OffReach).
#include <algorithm>
#include <bit>

#include "reach.hpp"

namespace sudoku::logic {

OffReach::OffReach(const Implications& links) : links_(links), board_(links.board()) {
  offs_.reserve(128);  // most nested boards have fewer off nodes: one allocation
  build();
}

void OffReach::rebuild() {
  node_digits_ = {};
  offs_.clear();
  closure_row_known_.clear();
  off_after_.clear();
  reached_made_ = false;
  node_turned_off_.clear();  // find_forcing's, made again only where some potential may force
  ons_after_.clear();
  forces_.reset();
  build();
}

void OffReach::build() {
  const Implications& links = links_;
  // An off potential implies something when its cell is bivalue or its digit has a strong link
  // there: the nodes, found a digit at a time with a few words.
  CellSet bivalue;
  for (int cell = 0; cell < 81; ++cell) {
    if (count_of(board_.candidates[cell]) == 2) bivalue.add(cell);
  }
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet& holders = links.holders(digit);
    const CellSet nodes = links.strongly_linked(digit) | (bivalue & holders);
    nodes_[std::size_t(digit - 1)] = nodes;
    nodes.for_each([&](int cell) { node_digits_[std::size_t(cell)] |= bit_of(digit); });
  }
  node_of_.fill(-1);  // (dense_ is read only for the board's candidates)
  int candidates = 0;
  for (int cell = 0; cell < 81; ++cell) {
    const Mask node_digits = node_digits_[std::size_t(cell)];
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      const int c = candidate_index(cell, digit);
      dense_[std::size_t(c)] = std::int16_t(candidates++);
      if (!(node_digits & bit_of(digit))) continue;
      node_of_[std::size_t(c)] = std::int16_t(offs_.size());
      offs_.push_back(potential(cell, digit, false));
    }
  }
  const int n = int(offs_.size());
  words_ = std::max(1, (n + 63) / 64);
  row_words_ = std::max(1, (2 * n + 63) / 64);
  rows_.assign(std::size_t(n) * std::size_t(words_), 0);
  partners_.assign(rows_.size(), 0);
  for (int i = 0; i < n; ++i) {
    std::uint64_t* row = at(rows_, i);
    std::uint64_t* own_partners = at(partners_, i);
    set_bit(row, i);
    links.for_each_on(offs_[std::size_t(i)], Follow::both, [&](Potential on, Cause, int) {
      set_bit(own_partners, node_of_[std::size_t(on >> 1)]);
      off_nodes(cell_of(on), digit_of(on), [&](int j) { set_bit(row, j); });
    });
  }
  close();
  // What comes on from each off node: the partners of its row (may_force and find_forcing read
  // these).
  on_from_.assign(rows_.size(), 0);
  for (int i = 0; i < n; ++i) partners_of(at(rows_, i), at(on_from_, i));
  candidates_ = candidates;
  if (may_force()) find_forcing();
}

const std::uint64_t* OffReach::reached(int candidate) const {
  if (!reached_made_) reach_all();
  return &reached_[std::size_t(dense_[std::size_t(candidate)]) * std::size_t(words_)];
}

// A candidate turns off an off node exactly when the node's candidate turns it off (the same
// digit in two peers, or two digits of a cell): each node's row goes to those candidates.
void OffReach::reach_all() const {
  reached_made_ = true;
  reached_.assign(std::size_t(candidates_) * std::size_t(words_), 0);
  for (int node = 0; node < int(offs_.size()); ++node) {
    const int cell = cell_of(offs_[std::size_t(node)]);
    const int digit = digit_of(offs_[std::size_t(node)]);
    const std::uint64_t* row = at(rows_, node);
    turned_off(cell, digit, links_.holders(), board_.candidates[cell], [&](int at, int its) {
      std::uint64_t* bits = &reached_[std::size_t(dense_[std::size_t(candidate_index(at, its))]) *
                                      std::size_t(words_)];
      for (int w = 0; w < words_; ++w) bits[w] |= row[w];
    });
  }
}

void OffReach::partners_of(const std::uint64_t* from, std::uint64_t* out) const {
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t word = from[w]; word; word &= word - 1) {
      const std::uint64_t* its = at(partners_, w * 64 + std::countr_zero(word));
      for (int v = 0; v < words_; ++v) out[v] |= its[v];
    }
  }
}

namespace {

// ORs the set `from` (`words` words) into `row` from bit `shift` on; `row` holds every bit
// `from` has, shifted.
void or_from(std::uint64_t* row, const std::uint64_t* from, int words, int shift) {
  const int first = shift / 64;
  const int offset = shift % 64;
  for (int w = 0; w < words; ++w) {
    const std::uint64_t word = from[w];
    if (!word) continue;
    row[first + w] |= word << offset;
    if (offset && (word >> (64 - offset))) row[first + w + 1] |= word >> (64 - offset);
  }
}

}  // namespace

// An off node's row: its own (the off nodes), and the partners of those (the on potentials).
// An on potential's: the off nodes it leads to and their partners, and itself.
const std::uint64_t* OffReach::make_row(Potential p, std::size_t slot) const {
  const int candidate = p >> 1;
  const int n = int(offs_.size());
  const int node = node_of_[std::size_t(candidate)];
  if (closure_row_known_.empty()) {
    closure_rows_.assign(std::size_t(candidates_ + n) * std::size_t(row_words_), 0);
    closure_row_known_.assign(std::size_t(candidates_ + n), 0);
  }
  std::uint64_t* bits = &closure_rows_[slot * std::size_t(row_words_)];
  closure_row_known_[slot] = 1;
  const std::uint64_t* offs = is_on(p) ? reached(candidate) : at(rows_, node);
  std::array<std::uint64_t, (kCandidates + 63) / 64> ons;
  std::fill(ons.begin(), ons.begin() + words_, 0);
  partners_of(offs, ons.data());
  if (is_on(p) && node >= 0) set_bit(ons.data(), node);
  or_from(bits, offs, words_, 0);
  or_from(bits, ons.data(), words_, n);
  return bits;
}

// A cycle through `on` (Reach::may_cycle): `on` turns off y, which leads to the on potential
// of x, a candidate (another) that `on` turns off and whose off potential turns `on` on. The
// candidates whose off potential turns `on` on are the partners of its own off node (it has
// none when its off potential is a dead end), and each is among what `on` turns off. The on
// potentials that follow from x's are the partners of what its off nodes lead to (`ons_after_`,
// find_forcing's): a cycle may pass when one of them, x's own aside, is a candidate `on` turns
// off (`node_turned_off_`).
bool OffReach::may_cycle(Potential on) const {
  const int node = node_of_[std::size_t(on >> 1)];
  if (node < 0) return false;
  const std::uint64_t* turned_off = at(node_turned_off_, node);
  const std::uint64_t* before = at(partners_, node);
  for (int w = 0; w < words_; ++w) {
    for (std::uint64_t word = before[w]; word; word &= word - 1) {
      const int x = w * 64 + std::countr_zero(word);
      const std::uint64_t* ons = at(ons_after_, x);
      std::uint64_t any = 0;
      for (int v = 0; v < words_; ++v) {
        const std::uint64_t aside = v == x / 64 ? std::uint64_t(1) << (x % 64) : 0;  // x itself
        any |= ons[v] & ~aside & turned_off[v];
      }
      if (any) return true;
    }
  }
  return false;
}

// An on potential forces when y, one of the off nodes it turns off, comes on from x, another
// (or the same): the partners of x's row hold y (partners go both ways: y's candidate comes on
// from an off node z when z's candidate comes on from y). So some potential forces when, for an
// off node x and a node y among the partners of x's row, some candidate's on potential turns
// off both. (An off node forces when its row's partners hold itself: then so does the on
// potential of a candidate it turns on, which turns it off.)
bool OffReach::may_force() const {
  for (int x = 0; x < int(offs_.size()); ++x) {
    const std::uint64_t* on = at(on_from_, x);
    // y's candidate comes on from x exactly when x's comes on from y (read the path backwards,
    // every link holding both ways): each pair is tried once, from the lower.
    for (int w = x / 64; w < words_; ++w) {
      const std::uint64_t from_x = w == x / 64 ? ~std::uint64_t(0) << (x % 64) : ~std::uint64_t(0);
      for (std::uint64_t word = on[w] & from_x; word; word &= word - 1) {
        if (turned_off_together(x, w * 64 + std::countr_zero(word))) return true;
      }
    }
  }
  return false;
}

// A candidate (cell, digit) on turns off its cell's other digits and its digit in its peers.
bool OffReach::turned_off_together(int x, int y) const {
  if (x == y) return true;  // the candidate x turns on turns it off
  const Potential px = offs_[std::size_t(x)];
  const Potential py = offs_[std::size_t(y)];
  const int cx = cell_of(px);
  const int dx = digit_of(px);
  const int cy = cell_of(py);
  const int dy = digit_of(py);
  if (dx == dy) {
    const CellSet& holders = links_.holders(dx);
    return !(holders & peer_sets()[cx] & peer_sets()[cy]).empty();
  }
  if (cx == cy) return count_of(board_.candidates[cx]) >= 3;
  if (!peer_sets()[cx].has(cy)) return false;
  return (board_.candidates[cx] & bit_of(dy)) || (board_.candidates[cy] & bit_of(dx));
}

void OffReach::close() {
  const int n = int(offs_.size());
  std::array<std::uint64_t, (kCandidates + 63) / 64> done;
  for (int i = 0; i < n; ++i) {
    std::uint64_t* row = at(rows_, i);
    std::fill(done.begin(), done.begin() + words_, 0);
    set_bit(done.data(), i);
    for (;;) {
      int j = -1;
      for (int w = 0; w < words_; ++w) {
        if (const std::uint64_t left = row[w] & ~done[std::size_t(w)]) {
          j = w * 64 + std::countr_zero(left);
          break;
        }
      }
      if (j < 0) break;
      // A row before i is closed: all it holds is done. A row after it holds j's links alone.
      const std::uint64_t* from = at(rows_, j);
      for (int w = 0; w < words_; ++w) row[w] |= from[w];
      if (j < i) {
        for (int w = 0; w < words_; ++w) done[std::size_t(w)] |= from[w];
      } else {
        set_bit(done.data(), j);
      }
    }
  }
}

// An on potential forces when y, one of the off nodes it turns off, comes on from x, another
// (or the same) (may_force): with what comes on from each off node (the partners of its row)
// worked out once, each candidate's on potential asks its off nodes alone, and what its
// candidates' on potentials lead to (reached) is left to be worked out when a search asks.
void OffReach::find_forcing() {
  const auto meet = [&](const std::uint64_t* a, const std::uint64_t* b) {
    std::uint64_t any = 0;
    for (int w = 0; w < words_; ++w) any |= a[w] & b[w];
    return any != 0;
  };
  for (int i = 0; i < int(offs_.size()); ++i) {
    forces_[std::size_t(offs_[std::size_t(i)])] = meet(at(rows_, i), at(partners_, i));
  }
  node_turned_off_.assign(on_from_.size(), 0);
  ons_after_.assign(on_from_.size(), 0);
  std::array<std::uint64_t, (kCandidates + 63) / 64> turned_off_here;
  std::array<std::uint64_t, (kCandidates + 63) / 64> on_here;
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      const int digit = lowest_digit(digits);
      // A node's sets are kept (may_cycle reads them), the others' are not.
      const int node = node_of_[std::size_t(candidate_index(cell, digit))];
      std::uint64_t* turned_off = node >= 0 ? at(node_turned_off_, node) : turned_off_here.data();
      std::uint64_t* on = node >= 0 ? at(ons_after_, node) : on_here.data();
      if (node < 0) {
        std::fill(turned_off, turned_off + words_, 0);
        std::fill(on, on + words_, 0);
      }
      off_nodes(cell, digit, [&](int j) {
        set_bit(turned_off, j);
        const std::uint64_t* its = at(on_from_, j);
        for (int w = 0; w < words_; ++w) on[w] |= its[w];
      });
      forces_[std::size_t(potential(cell, digit, true))] = meet(turned_off, on);
    }
  }
}

}  // namespace sudoku::logic
