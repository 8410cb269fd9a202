// Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5).
//
// Two cells cannot take digits a and b together when that would empty a bivalue cell that
// sees them both (its candidates are exactly a and b), nor a and a when they see each other.
// A candidate of one cell that has no partner left in the other is removed. As in Sudoku
// Explainer, the two cells need not see each other, at least two bivalue cells must see both,
// and a cell next to a naked single is not used.
#include <array>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

// The peers of `cell` that can exclude for a set of `degree` cells: those holding 2 to `degree`
// candidates. Empty when the cell cannot take part: it has fewer than two candidates, a peer is
// a naked single, or no peer excludes (Sudoku Explainer's choice of base cells).
CellSet excluders_of(const Board& board, int cell, int degree) {
  CellSet excluders;
  if (count_of(board.candidates[cell]) < 2) return excluders;
  for (int peer : peer_lists()[cell]) {
    const int count = count_of(board.candidates[peer]);
    if (count == 1) return {};
    if (count >= 2 && count <= degree) excluders.add(peer);
  }
  return excluders;
}

// Whether a change touched the pair of cells or a cell that sees both: only then can what the
// pair excludes differ from the quiet board's (techniques.hpp).
bool touched(const CellSet& changed, int c0, int c1) {
  return changed.has(c0) || changed.has(c1) ||
         !(changed & peer_sets()[c0] & peer_sets()[c1]).empty();
}

// Three base cells and their common excluders: the step, if the combinations they leave
// remove anything.
Found exclude_three(const Board& board, const std::array<int, 3>& base, const CellSet& common_set) {
  // What is read for each of the up to 81 pairs of the first two cells' digits, read once.
  std::array<Mask, 20> excluded{};  // the common excluders' candidates
  std::size_t excluders = 0;
  common_set.for_each([&](int cell) { excluded[excluders++] = board.candidates[cell]; });
  const bool sees01 = peer_sets()[base[0]].has(base[1]);
  const bool sees02 = peer_sets()[base[0]].has(base[2]);
  const bool sees12 = peer_sets()[base[1]].has(base[2]);
  std::array<Mask, 3> allowed{};
  // Once every candidate of the three is allowed, nothing can be removed: most triples end so.
  const auto saturated = [&] {
    for (int k = 0; k < 3; ++k) {
      if (allowed[k] != board.candidates[base[k]]) return false;
    }
    return true;
  };
  // For each digit of the first two cells, the third cell's digits that go with them at once:
  // an excluder that the two leave with one candidate rules that digit out, one they empty
  // rules out the pair.
  for (Mask m0 = board.candidates[base[0]]; m0; m0 &= m0 - 1) {
    const Mask b0 = Mask(m0 & -m0);
    for (Mask m1 = board.candidates[base[1]]; m1; m1 &= m1 - 1) {
      const Mask b1 = Mask(m1 & -m1);
      if (b0 == b1 && sees01) continue;
      Mask third = board.candidates[base[2]];
      if (sees02) third &= Mask(~b0);
      if (sees12) third &= Mask(~b1);
      for (std::size_t k = 0; k < excluders && third; ++k) {
        const Mask rest = Mask(excluded[k] & ~(b0 | b1));
        if (!rest) {
          third = 0;  // emptied whatever the third cell takes
        } else if (!(rest & (rest - 1))) {
          third &= Mask(~rest);  // the third cell must not take its last candidate
        }
      }
      if (!third) continue;
      allowed[0] |= b0;
      allowed[1] |= b1;
      allowed[2] |= third;
      if (saturated()) return std::nullopt;
    }
  }
  Step step = make_step("Aligned Triplet Exclusion", 75);
  for (int k = 0; k < 3; ++k) {
    add_eliminations(step, board, base[k], Mask(kAllDigits & ~allowed[k]));
  }
  if (step.eliminations.empty()) return std::nullopt;
  std::vector<int> common;  // in the first cell's peer order, as they are told
  for (int cell : peer_lists()[base[0]]) {
    if (common_set.has(cell)) common.push_back(cell);
  }
  for (int k = 0; k < 3; ++k) highlight(step, base[k], allowed[k], Role::pattern);
  for (int cell : common) highlight(step, cell, board.candidates[cell], Role::cause);
  step.text = "Aligned Triplet Exclusion: " + cell_list({base[0], base[1], base[2]}, "and") +
              " cannot take digits that would empty " + cell_list(common, "or") +
              ", nor the same digit where they see each other, so " +
              elimination_text(step.eliminations) + ".";
  return step;
}

// `bivalue`: the board's cells that hold two candidates.
Found exclude(const Board& board, int c0, int c1, const CellSet& bivalue) {
  // The bivalue cells that see both.
  const CellSet common_set = bivalue & peer_sets()[c0] & peer_sets()[c1];
  if (!common_set.more_than_one()) return std::nullopt;
  const bool peers = peer_sets()[c0].has(c1);
  Mask allowed0 = 0;
  Mask allowed1 = 0;
  for (Mask as = board.candidates[c0]; as; as &= as - 1) {
    const Mask a = Mask(as & -as);
    for (Mask bs = board.candidates[c1]; bs; bs &= bs - 1) {
      const Mask b = Mask(bs & -bs);
      if (a == b && peers) continue;
      bool emptied = false;
      common_set.for_each(
          [&](int cell) { emptied = emptied || board.candidates[cell] == (a | b); });
      if (emptied) continue;
      allowed0 |= a;
      allowed1 |= b;
    }
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
  std::vector<int> cells;
  CellSet bivalue;
  for (int cell = 0; cell < 81; ++cell) {
    if (!excluders_of(board, cell, 2).empty()) cells.push_back(cell);
    if (count_of(board.candidates[cell]) == 2) bivalue.add(cell);
  }
  // Pairs in Sudoku Explainer's order: by the later cell, then the earlier.
  for (std::size_t j = 1; j < cells.size(); ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      if (!touched(changed, cells[i], cells[j])) continue;
      if (Found step = exclude(board, cells[i], cells[j], bivalue)) return step;
    }
  }
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
  for (int cell = 0; cell < 81; ++cell) {
    excluders[cell] = excluders_of(board, cell, 3);
    if (excluders[cell].empty()) continue;
    cells.push_back(cell);
    usable.add(cell);
  }
  // Each usable cell's usable excluders, in its peer order: the third cells it offers.
  struct Thirds {
    std::array<std::int8_t, 20> cells;
    int count = 0;
  };
  std::array<Thirds, 81> thirds;
  for (int cell : cells) {
    for (int peer : peer_lists()[cell]) {
      if (excluders[cell].has(peer) && usable.has(peer)) {
        thirds[cell].cells[std::size_t(thirds[cell].count++)] = std::int8_t(peer);
      }
    }
  }
  for (std::size_t j = 1; j < cells.size(); ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      const int c0 = cells[i];
      const int c1 = cells[j];
      const CellSet both = excluders[c0] & excluders[c1];
      if (!both.more_than_one()) continue;  // every third cell would leave fewer than two in common
      // Only a triple that a change touched (techniques.hpp) can find something.
      const bool base_changed = changed.has(c0) || changed.has(c1);
      const CellSet changed_seeing_both = changed & peer_sets()[c0] & peer_sets()[c1];
      // Third cells: the usable cells among c0's excluders, then c1's, in their peer order.
      CellSet tried;
      tried.add(c0);
      tried.add(c1);
      for (const int first : {c0, c1}) {
        for (int t = 0; t < thirds[first].count; ++t) {
          const int c2 = thirds[first].cells[std::size_t(t)];
          if (tried.has(c2)) continue;
          tried.add(c2);
          if (!base_changed && !changed.has(c2) &&
              (changed_seeing_both & peer_sets()[c2]).empty()) {
            continue;
          }
          const CellSet common_set = both & excluders[c2];
          if (!common_set.more_than_one()) continue;
          if (Found step = exclude_three(board, {c0, c1, c2}, common_set)) return step;
        }
      }
    }
  }
  return std::nullopt;
}

Found find_aligned_triplet_exclusion(const Board& board) {
  return find_aligned_triplet_exclusion(board, kAllCells);
}

}  // namespace sudoku::logic
