// Aligned pair exclusion.
//
// Two cells cannot take digits a and b together when that would empty a bivalue cell that
// sees them both (its candidates are exactly a and b), nor a and a when they see each other.
// A candidate of one cell that has no partner left in the other is removed. As in Sudoku
// Explainer, the two cells need not see each other, at least two bivalue cells must see both,
// and a cell next to a naked single is not used.
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

bool usable(const Board& board, int cell) {
  if (count_of(board.candidates[cell]) < 2) return false;
  bool bivalue_peer = false;
  for (int peer : peer_lists()[cell]) {
    const int count = count_of(board.candidates[peer]);
    if (count == 1) return false;
    bivalue_peer = bivalue_peer || count == 2;
  }
  return bivalue_peer;
}

Found exclude(const Board& board, int c0, int c1) {
  std::vector<int> excluders;  // bivalue cells that see both, in c0's peer order
  for (int peer : peer_lists()[c0]) {
    if (count_of(board.candidates[peer]) == 2 && sees(peer, c1)) excluders.push_back(peer);
  }
  if (excluders.size() < 2) return std::nullopt;
  const bool peers = sees(c0, c1);
  Mask allowed0 = 0;
  Mask allowed1 = 0;
  for (int a = 1; a <= 9; ++a) {
    if (!(board.candidates[c0] & bit_of(a))) continue;
    for (int b = 1; b <= 9; ++b) {
      if (!(board.candidates[c1] & bit_of(b))) continue;
      if (a == b && peers) continue;
      const Mask both = Mask(bit_of(a) | bit_of(b));
      bool emptied = false;
      for (int cell : excluders) emptied = emptied || board.candidates[cell] == both;
      if (emptied) continue;
      allowed0 |= bit_of(a);
      allowed1 |= bit_of(b);
    }
  }
  Step step = make_step("Aligned Pair Exclusion", 62);
  add_eliminations(step, board, c0, Mask(kAllDigits & ~allowed0));
  add_eliminations(step, board, c1, Mask(kAllDigits & ~allowed1));
  if (step.eliminations.empty()) return std::nullopt;
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

Found find_aligned_pair_exclusion(const Board& board) {
  std::vector<int> cells;
  for (int cell = 0; cell < 81; ++cell) {
    if (usable(board, cell)) cells.push_back(cell);
  }
  // Pairs in Sudoku Explainer's order: by the later cell, then the earlier.
  for (std::size_t j = 1; j < cells.size(); ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      if (Found step = exclude(board, cells[i], cells[j])) return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
