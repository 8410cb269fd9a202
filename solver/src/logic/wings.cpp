// Wings: the XY-Wing and the XYZ-Wing.
//
// A pivot cell sees two pincer cells. XY-Wing: pivot xy, pincers xz and yz; whatever the pivot
// is, one pincer is z, so cells that see both pincers lose z. XYZ-Wing: pivot xyz, pincers xz
// and yz; one of the three is z, so cells that see all three lose z.
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {
namespace {

Found find_wing(const Board& board, bool xyz) {
  const int pivot_size = xyz ? 3 : 2;
  const auto& peers = peer_sets();
  for (int pivot = 0; pivot < 81; ++pivot) {
    const Mask pivot_digits = board.candidates[pivot];
    if (count_of(pivot_digits) != pivot_size) continue;
    std::vector<int> pincers;
    for (int cell : peer_lists()[pivot]) {
      if (count_of(board.candidates[cell]) == 2) pincers.push_back(cell);
    }
    for (std::size_t i = 0; i < pincers.size(); ++i) {
      for (std::size_t j = i + 1; j < pincers.size(); ++j) {
        const int a = pincers[i];
        const int b = pincers[j];
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
        Step step = make_step(xyz ? "XYZ-Wing" : "XY-Wing", xyz ? 44 : 42);
        CellSet seen = peers[a] & peers[b];
        if (xyz) seen = seen & peers[pivot];
        seen.for_each([&](int cell) { add_eliminations(step, board, cell, z); });
        if (step.eliminations.empty()) continue;
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
  return find_wing(board, false);
}
Found find_xyz_wing(const Board& board) {
  return find_wing(board, true);
}

}  // namespace sudoku::logic
