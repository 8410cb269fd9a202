// Wings: the XY-Wing and the XYZ-Wing.
//
// A pivot cell sees two pincer cells. XY-Wing: pivot xy, pincers xz and yz; whatever the pivot
// is, one pincer is z, so cells that see both pincers lose z. XYZ-Wing: pivot xyz, pincers xz
// and yz; one of the three is z, so cells that see all three lose z.
#include <array>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

// Only the wings with a cell in `changed` (pivot or pincer): a wing of three unchanged cells was
// one on the quiet board (techniques.hpp), where it removed nothing, and the cells it sees have
// only lost candidates since.
Found find_wing(const Board& board, bool xyz, const CellSet& changed) {
  const int pivot_size = xyz ? 3 : 2;
  const auto& peers = peer_sets();
  for (int pivot = 0; pivot < 81; ++pivot) {
    const Mask pivot_digits = board.candidates[pivot];
    if (count_of(pivot_digits) != pivot_size) continue;
    const bool pivot_changed = changed.has(pivot);
    if (!pivot_changed && (changed & peers[pivot]).empty()) continue;
    // The pincers, in the pivot's peer order: bivalue peers with one digit of an XY-Wing's
    // pivot (xz or yz), or both of theirs in an XYZ-Wing's (xz, yz within xyz). Other peers
    // make no wing with any partner.
    std::array<int, 20> pincers{};
    std::size_t count = 0;
    for (int cell : peer_lists()[pivot]) {
      const Mask digits = board.candidates[cell];
      if (count_of(digits) != 2) continue;
      if (xyz ? (digits & ~pivot_digits) != 0 : count_of(digits & pivot_digits) != 1) continue;
      pincers[count++] = cell;
    }
    for (std::size_t i = 0; i < count; ++i) {
      for (std::size_t j = i + 1; j < count; ++j) {
        const int a = pincers[i];
        const int b = pincers[j];
        if (!pivot_changed && !changed.has(a) && !changed.has(b)) continue;
        const Mask da = board.candidates[a];
        const Mask db = board.candidates[b];
        const Mask z = da & db;
        if (da == db || count_of(z) != 1) continue;
        if (xyz) {
          if ((da | db) != pivot_digits) continue;
        } else {
          // x and y: the pincers' other digits, which must be the pivot's two.
          if ((pivot_digits & z) || Mask((da | db) & ~z) != pivot_digits) continue;
        }
        const int digit = lowest_digit(z);
        CellSet seen = peers[a] & peers[b];
        if (xyz) seen = seen & peers[pivot];
        bool removes = false;  // most wings remove nothing, and the Step costs far more
        seen.for_each([&](int cell) { removes = removes || (board.candidates[cell] & z); });
        if (!removes) continue;
        Step step = make_step(xyz ? "XYZ-Wing" : "XY-Wing", xyz ? 44 : 42);
        seen.for_each([&](int cell) { add_eliminations(step, board, cell, z); });
        for (int cell : {pivot, a, b}) {
          highlight(step, cell, board.candidates[cell], Role::pattern);
        }
        step.text = step.technique + ": " + cell_name(pivot) + " is " +
                    digit_list(pivot_digits, "or") + ", " + cell_name(a) + " is " +
                    digit_list(da, "or") + ", " + cell_name(b) + " is " + digit_list(db, "or") +
                    "; either way one of them is " + char('0' + digit) + ", so " +
                    elimination_text(step.eliminations) + ".";
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

Found find_xy_wing(const Board& board) {
  return find_wing(board, false, kAllCells);
}
Found find_xy_wing(const Board& board, const CellSet& changed) {
  return find_wing(board, false, changed);
}
Found find_xyz_wing(const Board& board) {
  return find_wing(board, true, kAllCells);
}
Found find_xyz_wing(const Board& board, const CellSet& changed) {
  return find_wing(board, true, changed);
}

}  // namespace sudoku::logic
