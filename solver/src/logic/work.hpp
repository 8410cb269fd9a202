// The work of one walk up the rating ladder (ladder.hpp): the chain engine's (chains/work.hpp:
// the budget, the memo of nested searches, the board's links) and what the basic techniques
// remember between the boards of the walk, so that each searches only what changed. The basic
// techniques' caches are gathered here, beside their families rather than in them, because a
// walk owns them all together and hands one Work down; the chain engine sees only ChainWork.
#pragma once

#include <array>
#include <cstdint>

#include "board.hpp"
#include "chains/work.hpp"

namespace sudoku::logic {

// The last board on which a technique found nothing, to tell which cells have changed since.
// For the aligned exclusions: their answer on a group of cells depends only on the candidates
// of the group and of the cells that see all of it, so on a later board (one the ladder
// reaches the technique on, with no naked single) a group that no change touched still finds
// nothing, and only the touched groups are searched.
class QuietBoard {
 public:
  // The cells whose candidates differ from the quiet board's: every cell when there is none.
  CellSet changed(const Board& board) const {
    if (!known_) return kAllCells;
    CellSet out;
    for (int cell = 0; cell < 81; ++cell) {
      if (board.candidates[cell] != candidates_[cell]) out.add(cell);
    }
    return out;
  }
  // The quiet board's candidates, or null when there is none.
  const std::array<Mask, 81>* candidates() const { return known_ ? &candidates_ : nullptr; }
  // What the technique found on `board`: nothing makes it the quiet board.
  void found(const Board& board, bool anything) {
    known_ = !anything;
    if (known_) candidates_ = board.candidates;
  }

 private:
  bool known_ = false;
  std::array<Mask, 81> candidates_{};
};

// A rating's or hint's Work: the chain families take it as their ChainWork; the ladder's rungs
// (ladder.cpp) keep the quiet boards below, one per technique and size.
struct Work : ChainWork {
  using ChainWork::ChainWork;

  // The direct hidden, naked and hidden sets' (subsets.cpp): a set's step reads its unit alone,
  // so a unit with no changed cell still finds nothing.
  QuietBoard direct_hidden_pair;
  QuietBoard direct_hidden_triplet;
  QuietBoard naked_pair;
  QuietBoard naked_triplet;
  QuietBoard naked_quad;
  QuietBoard hidden_pair;
  QuietBoard hidden_triplet;
  QuietBoard hidden_quad;
  // The intersections' (intersections.cpp): a lock reads its digit's places alone.
  QuietBoard direct_intersection;
  QuietBoard intersection;
  // The wings' (wings.cpp): a wing of three unchanged cells still removes nothing.
  QuietBoard xy_wing;
  QuietBoard xyz_wing;
  // The fish's (fish.cpp), per size: a fish reads its digit's places alone, so a digit whose
  // candidates are as they were there still finds none.
  QuietBoard x_wing;
  QuietBoard swordfish;
  QuietBoard jellyfish;
  // The aligned exclusions' (exclusion.cpp).
  QuietBoard pair_exclusion;
  QuietBoard triplet_exclusion;
  // The unique loops' last board on which they found nothing: its candidates, and per pair of
  // digits a < b (at 9 * (a - 1) + b - 1) whether a deadly loop closed on it (uniqueness.cpp).
  QuietBoard unique_loop_quiet;
  std::array<bool, 81> unique_loop_looped{};
};

}  // namespace sudoku::logic
