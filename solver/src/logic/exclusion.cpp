// Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5).
//
// Two cells cannot take digits a and b together when that would empty a bivalue cell that
// sees them both (its candidates are exactly a and b), nor a and a when they see each other.
// A candidate of one cell that has no partner left in the other is removed. As in Sudoku
// Explainer, the two cells need not see each other, at least two bivalue cells must see both,
// and a cell next to a naked single is not used.
#include <algorithm>
#include <array>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

// The cells that can exclude for a set of `degree` cells (those holding 2 to `degree`
// candidates) and the naked singles, as sets.
struct Excluding {
  CellSet excluders;
  CellSet singles;
  Excluding(const Board& board, int degree) {
    for (int cell = 0; cell < 81; ++cell) {
      const int count = count_of(board.candidates[cell]);
      if (count == 1) singles.add(cell);
      if (count >= 2 && count <= degree) excluders.add(cell);
    }
  }
  // The peers of `cell` that can exclude. Empty when the cell cannot take part: it has fewer
  // than two candidates, a peer is a naked single, or no peer excludes (Sudoku Explainer's
  // choice of base cells).
  CellSet of(const Board& board, int cell) const {
    if (count_of(board.candidates[cell]) < 2 || !(peer_sets()[cell] & singles).empty()) return {};
    return peer_sets()[cell] & excluders;
  }
};

// Whether a change touched the pair of cells or one of their common excluders: only then can
// what the pair excludes differ from the quiet board's (techniques.hpp). Candidates only go,
// so a changed cell that sees both and is no excluder now was none then either, or was one
// and is gone: with the same pair and fewer excluders, the pair still removes nothing.
bool touched(const CellSet& changed, int c0, int c1, const CellSet& common) {
  return changed.has(c0) || changed.has(c1) || !(changed & common).empty();
}

// The cells that see two cells of `cells` or more.
CellSet seeing_two(const CellSet& cells) {
  CellSet one;
  CellSet two;
  cells.for_each([&](int cell) {
    two = two | (one & peer_sets()[cell]);
    one = one | peer_sets()[cell];
  });
  return two;
}

// `cells` without `cell`.
CellSet without(const CellSet& cells, int cell) {
  return cell < 64 ? CellSet{cells.low & ~(1ull << cell), cells.high}
                   : CellSet{cells.low, cells.high & ~(1ull << (cell - 64))};
}

// kPeerRank[cell][peer]: the peer's place in the cell's peer order (peer_lists).
constexpr auto kPeerRank = [] {
  std::array<std::array<std::int8_t, 81>, 81> rank{};
  for (int cell = 0; cell < 81; ++cell) {
    for (int i = 0; i < 20; ++i) rank[cell][peer_lists()[cell][i]] = std::int8_t(i);
  }
  return rank;
}();

// The cells of `cells` before `cell`.
CellSet before(const CellSet& cells, int cell) {
  return cell < 64 ? CellSet{cells.low & ((1ull << cell) - 1), 0}
                   : CellSet{cells.low, cells.high & ((1ull << (cell - 64)) - 1)};
}

// Three base cells and their common excluders: the step, if the combinations they leave
// remove anything.
Found exclude_three(const Board& board, const std::array<int, 3>& base, const CellSet& common_set) {
  // The common excluders, read once for the up to 81 pairs of the first two cells' digits.
  // A bivalue excluder xy rules out y for the third cell when the two take x but not y, and
  // every digit when they take x and y; a trivalue excluder xyz rules out z when they take x
  // and y. So per digit x (bit index), `partners[x]`: the digits y of the bivalue excluders
  // xy; per two digits x and y, `trivalue_rest[x][y]`: the digits z of the trivalue excluders xyz.
  std::array<Mask, 9> partners{};
  std::array<std::array<Mask, 9>, 9> trivalue_rest{};
  common_set.for_each([&](int cell) {
    const Mask digits = board.candidates[cell];
    const int x = lowest_index(digits);
    const Mask rest = Mask(digits & (digits - 1));
    const int y = lowest_index(rest);
    if (const Mask last = Mask(rest & (rest - 1))) {
      const int z = lowest_index(last);
      trivalue_rest[x][y] = trivalue_rest[y][x] |= Mask(1u << z);
      trivalue_rest[x][z] = trivalue_rest[z][x] |= Mask(1u << y);
      trivalue_rest[y][z] = trivalue_rest[z][y] |= Mask(1u << x);
    } else {
      partners[x] |= Mask(1u << y);
      partners[y] |= Mask(1u << x);
    }
  });
  const bool sees01 = peer_sets()[base[0]].has(base[1]);
  const bool sees02 = peer_sets()[base[0]].has(base[2]);
  const bool sees12 = peer_sets()[base[1]].has(base[2]);
  // The digits each cell can take, 16 bits a cell, as the three cells' candidates are: once
  // every candidate of the three is allowed, nothing can be removed (most triples end so).
  const auto packed = [](Mask m0, Mask m1, Mask m2) {
    return std::uint64_t(m0) | std::uint64_t(m1) << 16 | std::uint64_t(m2) << 32;
  };
  const std::uint64_t saturated =
      packed(board.candidates[base[0]], board.candidates[base[1]], board.candidates[base[2]]);
  const Mask candidates1 = board.candidates[base[1]];
  const Mask candidates2 = board.candidates[base[2]];
  // Per digit y of the second cell (bit index), the third cell's digits that go with it.
  std::array<Mask, 9> third1;
  for (Mask m1 = candidates1; m1; m1 &= m1 - 1) {
    const int i1 = lowest_index(m1);
    third1[i1] = Mask(candidates2 & ~partners[i1] & (sees12 ? ~(1u << i1) : ~0u));
  }
  std::uint64_t allowed = 0;
  // For each digit of the first cell, the second cell's digits that go with it, and for each
  // of those the third cell's digits that go with both.
  for (Mask m0 = board.candidates[base[0]]; m0; m0 &= m0 - 1) {
    const int i0 = lowest_index(m0);
    const Mask b0 = Mask(1u << i0);
    const Mask not_b0 = Mask(~b0);
    const Mask third0 = Mask(candidates2 & ~partners[i0] & (sees02 ? not_b0 : ~0u));
    // A bivalue excluder of b0 and y would be emptied.
    for (Mask m1 = Mask(candidates1 & ~partners[i0] & (sees01 ? not_b0 : ~0u)); m1; m1 &= m1 - 1) {
      const int i1 = lowest_index(m1);
      const Mask third = Mask(third0 & third1[i1] & ~trivalue_rest[i0][i1]);
      if (!third) continue;
      allowed |= packed(b0, Mask(1u << i1), third);
      if (allowed == saturated) return std::nullopt;
    }
  }
  const std::array<Mask, 3> allowed_in = {Mask(allowed), Mask(allowed >> 16), Mask(allowed >> 32)};
  Step step = make_step("Aligned Triplet Exclusion", 75);
  for (int k = 0; k < 3; ++k) {
    add_eliminations(step, board, base[k], Mask(kAllDigits & ~allowed_in[k]));
  }
  if (step.eliminations.empty()) return std::nullopt;
  std::vector<int> common;  // in the first cell's peer order, as they are told
  for (int cell : peer_lists()[base[0]]) {
    if (common_set.has(cell)) common.push_back(cell);
  }
  for (int k = 0; k < 3; ++k) highlight(step, base[k], allowed_in[k], Role::pattern);
  for (int cell : common) highlight(step, cell, board.candidates[cell], Role::cause);
  step.text = "Aligned Triplet Exclusion: " + cell_list({base[0], base[1], base[2]}, "and") +
              " cannot take digits that would empty " + cell_list(common, "or") +
              ", nor the same digit where they see each other, so " +
              elimination_text(step.eliminations) + ".";
  return step;
}

// `common_set`: the bivalue cells that see both, two or more.
Found exclude(const Board& board, int c0, int c1, const CellSet& common_set) {
  // Per digit x, the digits y of the common excluders xy: the pairs that would empty one.
  std::array<Mask, 10> partners{};
  common_set.for_each([&](int cell) {
    const Mask digits = board.candidates[cell];
    const int x = lowest_digit(digits);
    const int y = lowest_digit(unsigned(digits) & (digits - 1u));
    partners[x] |= bit_of(y);
    partners[y] |= bit_of(x);
  });
  const bool peers = peer_sets()[c0].has(c1);
  Mask allowed0 = 0;
  Mask allowed1 = 0;
  // For each digit a of c0, the digits of c1 that go with it.
  for (Mask as = board.candidates[c0]; as; as &= as - 1) {
    const Mask a = Mask(as & -as);
    const Mask with_a =
        Mask(board.candidates[c1] & ~partners[lowest_digit(a)] & (peers ? ~a : ~0u));
    if (!with_a) continue;
    allowed0 |= a;
    allowed1 |= with_a;
  }
  if (allowed0 == board.candidates[c0] && allowed1 == board.candidates[c1]) return std::nullopt;
  Step step = make_step("Aligned Pair Exclusion", 62);
  add_eliminations(step, board, c0, Mask(kAllDigits & ~allowed0));
  add_eliminations(step, board, c1, Mask(kAllDigits & ~allowed1));
  if (step.eliminations.empty()) return std::nullopt;
  std::vector<int> excluders;  // in c0's peer order, as they are told
  for (int peer : peer_lists()[c0]) {
    if (common_set.has(peer)) excluders.push_back(peer);
  }
  highlight(step, c0, allowed0, Role::pattern);
  highlight(step, c1, allowed1, Role::pattern);
  for (int cell : excluders) highlight(step, cell, board.candidates[cell], Role::cause);
  step.text = "Aligned Pair Exclusion: " + cell_name(c0) + " and " + cell_name(c1) +
              " cannot take digits that would empty " + cell_list(excluders, "or") +
              (peers ? ", nor the same digit" : "") + ", so " +
              elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

Found find_aligned_pair_exclusion(const Board& board, const CellSet& changed) {
  const Excluding excluding(board, 2);
  CellSet usable;
  for (int cell = 0; cell < 81; ++cell) {
    if (!excluding.of(board, cell).empty()) usable.add(cell);
  }
  // Pairs in Sudoku Explainer's order: by the later cell, then the earlier. The earlier is one
  // that sees two or more of the later's bivalue peers (their common excluders).
  Found found;
  usable.for_each([&](int c1) {
    if (found) return;
    const CellSet seeing_later = excluding.excluders & peer_sets()[c1];
    const CellSet earlier = before(usable, c1) & seeing_two(seeing_later);
    earlier.for_each([&](int c0) {
      if (found) return;
      const CellSet common = seeing_later & peer_sets()[c0];
      if (touched(changed, c0, c1, common)) found = exclude(board, c0, c1, common);
    });
  });
  if (found) return found;
  return std::nullopt;
}

Found find_aligned_pair_exclusion(const Board& board) {
  return find_aligned_pair_exclusion(board, kAllCells);
}

// Sudoku Explainer's AlignedExclusion(3): three cells, the first two any pair of usable cells
// and the third among the cells either one's excluders reach; excluders are peers holding 2
// or 3 candidates, and a combination is out when an excluder seeing all three would be left
// with nothing.
Found find_aligned_triplet_exclusion(const Board& board, const CellSet& changed) {
  std::vector<int> cells;
  std::array<CellSet, 81> excluders;
  CellSet usable;
  const Excluding excluding(board, 3);
  for (int cell = 0; cell < 81; ++cell) {
    excluders[cell] = excluding.of(board, cell);
    if (excluders[cell].empty()) continue;
    cells.push_back(cell);
    usable.add(cell);
  }
  // Each usable cell's usable excluders: the third cells it offers.
  std::array<CellSet, 81> thirds;
  for (int cell : cells) thirds[cell] = excluders[cell] & usable;
  // Whether the pair {a, b} (a < b) offers c as a third cell: it is one of their excluders (all
  // three being usable; the touched and common-excluder tests below are the three's alike).
  const auto offered = [&](int a, int b, int c) {
    return excluding.excluders.has(c) && (sees(a, c) || sees(b, c));
  };
  for (std::size_t j = 1; j < cells.size(); ++j) {
    const int c1 = cells[j];
    // The earlier base cells: those with two common excluders or more (every third cell would
    // leave fewer), the cells that see two of c1's or more (a usable cell's excluders are all
    // its peers holding 2 or 3 candidates).
    const CellSet earlier = before(usable, c1) & seeing_two(excluders[c1]);
    const bool changed1 = changed.has(c1);
    Found found;
    earlier.for_each([&](int c0) {
      if (found) return;
      // Only a triple that a change touched (techniques.hpp) can find something: with neither
      // base cell changed, the third must be changed or see a changed cell that sees both and
      // is an excluder now (as for pairs, touched()).
      CellSet wanted = thirds[c0] | thirds[c1];
      if (!changed1 && !changed.has(c0)) {
        CellSet touching = changed;
        (changed & excluding.excluders & peer_sets()[c0] & peer_sets()[c1]).for_each([&](int cell) {
          touching = touching | peer_sets()[cell];
        });
        wanted = wanted & touching;
        if (wanted.empty()) return;
      }
      const CellSet both = excluders[c0] & excluders[c1];
      // A third cell's common excluders are the cells of `both` it sees (they hold 2 or 3
      // candidates, as its excluders do): the cells that see two of them or more are the only
      // third cells to try.
      wanted = wanted & seeing_two(both);
      if (wanted.empty()) return;
      // Third cells: the usable cells among c0's excluders, then c1's not tried from c0, in
      // their peer order (a few wanted cells, put in order as they are read).
      const CellSet from0 = without(wanted & thirds[c0], c1);
      const CellSet from1 = without(wanted & thirds[c1], c0).minus(from0);
      for (const auto& from : {std::pair{c0, from0}, std::pair{c1, from1}}) {
        // Named, not a structured binding: clang 14 (Emscripten's) lets no lambda capture one.
        const int first = from.first;
        const CellSet& offer = from.second;
        std::array<int, 20> order;
        int count = 0;
        offer.for_each([&](int cell) {
          int at = count++;
          for (; at > 0 && kPeerRank[first][order[at - 1]] > kPeerRank[first][cell]; --at) {
            order[at] = order[at - 1];
          }
          order[at] = cell;
        });
        for (int t = 0; t < count; ++t) {
          const int c2 = order[t];
          // Three cells x < y < z are offered as {x, y} + z, then {x, z} + y, then {y, z} + x
          // (by the later base cell, then the earlier). What they exclude does not depend on
          // which is the third (their common excluders, and the combinations those leave, are
          // the three's), so they are tried only where first offered: later, they found nothing.
          if (c2 < c1 && offered(std::min(c0, c2), std::max(c0, c2), c1)) continue;
          if (c2 < c0 && offered(c2, c1, c0)) continue;
          if ((found = exclude_three(board, {c0, c1, c2}, both & excluders[c2]))) return;
        }
      }
    });
    if (found) return found;
  }
  return std::nullopt;
}

Found find_aligned_triplet_exclusion(const Board& board) {
  return find_aligned_triplet_exclusion(board, kAllCells);
}

}  // namespace sudoku::logic
