// The basic techniques (every one below the chains), one family per file. Each finder returns the
// step Sudoku Explainer's producer of that technique reports first on the board, or nothing when it
// finds none that changes the board. The ladder (ladder.cpp) calls them in Sudoku Explainer's
// order; the chain families, built on these, are chains/finders.hpp's.
#pragma once

#include <functional>
#include <optional>

#include "board.hpp"

namespace sudoku::logic {

using Found = std::optional<Step>;

// ---- Enumerators ---------------------------------------------------------------------------
// Every instance of a technique on a board, in Sudoku Explainer's scan order, until `each`
// returns true; they return whether it did. The ladder's finders take the first instance that
// changes the board; a chain at a nesting level takes them all (chains/nested.cpp).

// intersections.cpp: a digit locked where `base` crosses `cover` (its places in the base,
// two or more, all lie there). Boxes on columns, on rows, then columns and rows on boxes.
struct Lock {
  int base = 0;
  int cover = 0;
  int digit = 0;
};
// `digits`: only the locks on these digits; or, by base unit, on these digits in that base.
bool for_each_lock(const Places& places, const std::function<bool(const Lock&)>& each,
                   Mask digits = kAllDigits);
bool for_each_lock(const Places& places, const std::function<bool(const Lock&)>& each,
                   const std::array<Mask, 27>& digits);

// subsets.cpp: `size` cells of `unit` (positions `where`) that hold only `digits` (naked), or
// `size` digits that fit only in them (hidden). Boxes, then columns, then rows; a naked set's
// cells hold 2 to `size` candidates, a hidden set's digits 2 to `size` places; units with
// fewer than 2 * size empty cells (naked) or no more than `min_empty` (hidden) are skipped.
struct Subset {
  int unit = 0;
  Mask digits = 0;
  Mask where = 0;
};
// With `changed` (the cells whose candidates changed since a board), only units holding a
// changed cell are scanned.
bool for_each_naked_set(const Board& board, int size,
                        const std::function<bool(const Subset&)>& each,
                        const CellSet& changed = kAllCells);
bool for_each_hidden_set(const Board& board, const Places& places, int size, int min_empty,
                         const std::function<bool(const Subset&)>& each,
                         const CellSet& changed = kAllCells);

// fish.cpp: `digit`'s places in the `size` lines `based` (rows when `base` is 0, columns when
// 9) lie in the `size` lines `covered` of the other kind. Columns as the base first; each set
// of base lines, then each digit; every base line holds the digit in two places or more.
struct Fish {
  int digit = 0;
  int base = 0;
  Mask based = 0;
  Mask covered = 0;
};
// `digits`: only the fish of these digits.
bool for_each_fish(const Board& board, const Places& places, int size,
                   const std::function<bool(const Fish&)>& each, Mask digits = kAllDigits);

// ---- Finders ---------------------------------------------------------------------------------
// A finder that reads the board's Places has a second form that takes them, for a caller that
// asks several on one board (the ladder builds them once per board).

// singles.cpp: full house (1.0), hidden single (1.2 in a box, 1.5 in a row or column),
// naked single (2.3).
Found find_hidden_single(const Board& board);
Found find_naked_single(const Board& board);

// intersections.cpp: direct pointing / claiming (1.7 / 1.9), pointing / claiming (2.6 / 2.8).
// With `digits`, only the locks on those (a lock reads its digit's places alone, so a digit
// whose candidates are as on a board where nothing was found still finds nothing).
Found find_direct_intersection(const Board& board);
Found find_direct_intersection(const Board& board, const Places& places, Mask digits = kAllDigits);
Found find_intersection(const Board& board);
Found find_intersection(const Board& board, const Places& places, Mask digits = kAllDigits);

// subsets.cpp: direct hidden pair / triplet (2.0 / 2.5), naked sets (3.0, 3.6, 5.0), hidden sets
// (3.4, 4.0, 5.4). `size` is 2, 3 or 4.
// `changed`: the cells whose candidates changed since a board (reached by the ladder, as this
// one is) on which the technique of this size found nothing; a step's unit is its only
// concern, so the units none changed in are not searched.
Found find_direct_hidden_set(const Board& board, int size);
Found find_direct_hidden_set(const Board& board, const Places& places, int size,
                             const CellSet& changed = kAllCells);
Found find_naked_set(const Board& board, int size);
Found find_naked_set(const Board& board, int size, const CellSet& changed);
Found find_hidden_set(const Board& board, int size);
Found find_hidden_set(const Board& board, const Places& places, int size, const CellSet& changed);

// fish.cpp: X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2) for `size` 2, 3, 4.
Found find_fish(const Board& board, int size);
// Over the digits of `digits` alone (a fish reads only its digit's places, so a digit whose
// candidates are those of a board where no fish was found still finds none).
Found find_fish(const Board& board, const Places& places, int size, Mask digits = kAllDigits);

// wings.cpp: XY-Wing (4.2), XYZ-Wing (4.4).
Found find_xy_wing(const Board& board);
Found find_xyz_wing(const Board& board);
// The same, searching only the wings with a cell in `changed` since the quiet board.
Found find_xy_wing(const Board& board, const CellSet& changed);
Found find_xyz_wing(const Board& board, const CellSet& changed);

// uniqueness.cpp: unique rectangles and loops, types 1 to 4 (4.5 and up).
// `quiet`: the candidates of a board (reached by the ladder, as this one is) on which the search
// found nothing, and `looped`, per pair of digits a < b (at 9 * (a - 1) + b - 1), whether a
// deadly loop closed on it there; the pairs no change since can have touched are not searched.
// `looped` is then set for this board.
Found find_unique_loop(const Board& board);
Found find_unique_loop(const Board& board, const Places& places,
                       const std::array<Mask, 81>* quiet = nullptr,
                       std::array<bool, 81>* looped = nullptr);

// bug.cpp: bivalue universal grave, types 1 to 4 (5.6 and up).
Found find_bug(const Board& board);
Found find_bug(const Board& board, const Places& places);

// exclusion.cpp: aligned pair exclusion (6.2), aligned triplet exclusion (7.5).
// `changed`: the cells whose candidates changed since a board (reached by the ladder, as this
// one is) on which the technique found nothing; the groups of cells it missed are not searched.
Found find_aligned_pair_exclusion(const Board& board);
Found find_aligned_pair_exclusion(const Board& board, const CellSet& changed);
Found find_aligned_triplet_exclusion(const Board& board);
Found find_aligned_triplet_exclusion(const Board& board, const CellSet& changed);

}  // namespace sudoku::logic
