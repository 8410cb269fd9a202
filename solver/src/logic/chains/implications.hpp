// The implication engine: every link between the candidates of one board, computed once and
// shared by every chain search on that board. Sudoku Explainer recomputes each link at every
// step of every chain; a nested rating walks the same board's links millions of times.
//
// Representation (a candidate index is candidate_index(cell, digit), 0..728, ../geometry.hpp;
// a potential's is p >> 1):
//   weak links   when candidate c is on, the same digit's other candidates in c's box, then
//                its row, then its column go off: each cell once, with the unit it was met in.
//                Stored flat, c's links at weak_[weak_first_[c] .. weak_first_[c + 1]).
//   strong links when candidate c is off, in each unit (box, row, column) where c's digit has
//                two places, the other place comes on: at most three, each cell once.
//   cell links   the other digits of c's cell (c on), or the last one of a bivalue cell (c off),
//                are read from the board's masks: they cost nothing to find.
//   holders      by digit, the cells that hold it, a CellSet each: the weak links are read off
//                them, and the cycles' removals too (cycles.cpp).
// The order is Sudoku Explainer's (getOnToOff / getOffToOn), and so part of every rating.
//
// A dynamic chain plays on a copy of the board that only loses candidates: its weak links are
// the board's, less those whose candidate is gone (for_each_off with `now`). Its strong links
// can be new (a unit down to two places), so they are found on `now`'s places, which the chain
// keeps up to date as it removes candidates (follow_off_dynamic).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "../board.hpp"

namespace sudoku::logic {

// Why one potential follows from another.
enum class Cause : std::uint8_t {
  assumption,  // the start of the chain
  cell,        // the cell holds one digit: the others go off / the last one comes on
  unit,        // the digit goes once in the unit: the others go off / the last place comes on
  advanced,    // a technique applied to the board the chain has made (nested chains)
};

using Potential = int;
constexpr Potential potential(int cell, int digit, bool on) {
  return (candidate_index(cell, digit) << 1) | int(on);
}
constexpr int cell_of(Potential p) {
  return cell_of_candidate(p >> 1);
}
constexpr int digit_of(Potential p) {
  return digit_of_candidate(p >> 1);
}
constexpr bool is_on(Potential p) {
  return (p & 1) != 0;
}
constexpr Potential conjugate(Potential p) {
  return p ^ 1;
}

// The links a chain follows: inside units (a digit's places) and inside cells (a cell's
// digits). Sudoku Explainer's X-cycles follow units alone, its Y-cycles cells alone (with the
// weak links in units, which every chain follows), the XY-cycles and forcing chains both, the
// Nishio chains units alone.
enum class Follow : std::uint8_t { units = 1, cells = 2, both = 3 };
constexpr bool follows(Follow follow, Follow links) {
  return (int(follow) & int(links)) != 0;
}

// The units a chain looks through from a cell, in Sudoku Explainer's order.
constexpr std::array<int, 3> chain_unit_order(int cell) {
  return {box_unit(cell), row_unit(cell), column_unit(cell)};
}

class Implications {
 public:
  explicit Implications(const Board& board);
  // Makes the links again for `next`, which the caller then copies into the board this refers
  // to (BoardLinks keeps one board and its links, and overwrites both for each new board).
  // Cheaper than a new Implications: the places and holders change only where the candidates
  // do, the strong links are cleared only where the last board had some (not 12 KB zeroed),
  // and the weak links' memory is kept.
  void relink(const Board& next);

  const Board& board() const { return board_; }
  const Places& places() const { return places_; }
  // The cells that hold `digit` as a candidate.
  const CellSet& holders(int digit) const { return holders_[std::size_t(digit - 1)]; }

  // What `on` being true turns off, on the board (or on `now`, a copy of the board that has
  // lost candidates), each as each(potential, cause, unit): the cell's other digits when it
  // follows cells, then the digit's other places in its units (always).
  template <typename Each>
  void for_each_off(Potential on, Follow follow, Each each) const {
    for_each_off(board_, on, follow, each);
  }
  template <typename Each>
  void for_each_off(const Board& now, Potential on, Follow follow, Each each) const {
    const int cell = cell_of(on);
    const int digit = digit_of(on);
    const Mask bit = bit_of(digit);
    if (follows(follow, Follow::cells)) {
      for (Mask rest = Mask(now.candidates[cell] & ~bit); rest; rest &= rest - 1) {
        each(potential(cell, lowest_digit(rest), false), Cause::cell, -1);
      }
    }
    if (weak_.empty()) link_weakly();
    const int c = on >> 1;
    for (int i = weak_first_[c]; i < weak_first_[c + 1]; ++i) {
      const WeakLink link = weak_[i];
      if (now.candidates[link.cell] & bit) each(Potential(link.off), Cause::unit, int(link.unit));
    }
  }

  // What `off` being false turns on, on the board: the bivalue cell's other digit when it
  // follows cells, the digit's other place in units where it has two when it follows units.
  template <typename Each>
  void for_each_on(Potential off, Follow follow, Each each) const {
    each_on(board_, off, follows(follow, Follow::cells),
            follows(follow, Follow::units) ? &strong_[std::size_t(off >> 1)] : nullptr, each);
  }

  // The same following units, on `now`, which may have lost candidates (dynamic chains), given its
  // places; then `off` leaves `now` and its places, as a dynamic chain has followed it. One
  // pass over the candidate's units finds its strong links and the places to take it from.
  template <typename Each>
  static void follow_off_dynamic(Board& now, Places& places, Potential off, Follow follow,
                                 Each each) {
    const int cell = cell_of(off);
    const int digit = digit_of(off);
    const CellUnits& units = kCellUnits[std::size_t(cell)];
    std::array<Mask*, 3> where{};
    Strong strong;
    for (std::size_t i = 0; i < 3; ++i) {
      const int unit = units.unit[i];
      where[i] = &places.of[std::size_t(unit)][std::size_t(digit - 1)];
      strong_link(*where[i], unit, units.own[i], strong);
    }
    each_on(now, off, follows(follow, Follow::cells), &strong, each);
    now.eliminate(cell, digit);
    for (std::size_t i = 0; i < 3; ++i) *where[i] &= Mask(~units.own[i]);
  }

 private:
  struct Link {
    std::uint8_t cell;
    std::uint8_t unit;
  };
  // A weak link with the off potential it makes, which the chains' inner loop would else
  // work out for every link it follows.
  struct WeakLink {
    std::int16_t off;
    std::uint8_t cell;
    std::uint8_t unit;
  };
  struct Strong {
    std::array<Link, 3> links;
    int count = 0;
  };
  // The strong link of a unit whose places for the digit are `where`, the cell's position
  // `own` among them, if it has two (a cell can find the same partner in its box and line).
  static void strong_link(Mask where, int unit, Mask own, Strong& out) {
    const Mask others = Mask(where & ~own);
    if (!(where & own) || !others || (others & (others - 1))) return;
    const int other = kUnitCells[unit][lowest_index(others)];
    if (out.count && out.links[0].cell == other) return;
    out.links[std::size_t(out.count++)] = {std::uint8_t(other), std::uint8_t(unit)};
  }

  // for_each_on on `board`, following cells when `cells`, with the strong links `strong` (none
  // when null).
  template <typename Each>
  static void each_on(const Board& board, Potential off, bool cells, const Strong* strong,
                      Each each) {
    const int cell = cell_of(off);
    const int digit = digit_of(off);
    if (cells && count_of(board.candidates[cell]) == 2) {
      each(potential(cell, lowest_digit(board.candidates[cell] & ~bit_of(digit)), true),
           Cause::cell, -1);
    }
    if (!strong) return;
    for (int i = 0; i < strong->count; ++i) {
      each(potential(strong->links[i].cell, digit, true), Cause::unit, int(strong->links[i].unit));
    }
  }

  // Lists the weak links, when first followed: on most boards a nested chain makes, the
  // forcing chains and cycles learn from the strong links alone that nothing forces (reach.hpp),
  // and never follow a weak one. The list ends with a sentinel, never read as a link, so that
  // it is not empty once made.
  void link_weakly() const;
  // The strong links of places_, on strong_ cleared.
  void link_strongly();

  const Board& board_;
  Places places_;
  std::array<CellSet, 9> holders_{};  // by digit - 1
  // Not zeroed: link_weakly writes every entry before any is read.
  mutable std::array<std::uint16_t, kCandidates + 1> weak_first_;
  mutable std::vector<WeakLink> weak_;
  std::array<Strong, kCandidates> strong_{};  // zeroed once; relink() clears the `linked_` alone
  // The candidates with strong links, strong_[linked_[0 .. linked_count_)] (not zeroed).
  std::array<std::int16_t, kCandidates> linked_;
  int linked_count_ = 0;
};

// ---- Strong links by unit and by cell ----------------------------------------------------
// The strong links Implications keeps by candidate (for_each_on), listed as the hint ladder's
// patterns read them: a unit's conjugate pair, or a bivalue cell's two digits. The orders
// differ and both matter: a candidate's links in the chains' unit order (box, row, column)
// decide which chain a rating finds; the lists here, in unit number order, which pattern a
// hint shows. (A dynamic chain also finds its strong links on places that change as it goes.)

// A conjugate pair: a digit's only two places in a unit, in position order.
struct ConjugatePair {
  int unit = 0;
  std::array<int, 2> cells{};
};

// The conjugate pairs of `digit`, in unit order (rows, columns, boxes). Two cells of a box and
// a line make a pair in each.
inline std::vector<ConjugatePair> conjugate_pairs(const Places& places, int digit) {
  std::vector<ConjugatePair> pairs;
  for (int unit = 0; unit < 27; ++unit) {
    const Mask where = places(unit, digit);
    if (count_of(where) != 2) continue;
    pairs.push_back({unit,
                     {kUnitCells[unit][lowest_index(where)],
                      kUnitCells[unit][lowest_index(Mask(where & (where - 1)))]}});
  }
  return pairs;
}

// Calls each(cell, low, high) for every cell that holds just two digits, in cell order.
template <typename Each>
void for_each_bivalue_cell(const Board& board, Each each) {
  for (int cell = 0; cell < 81; ++cell) {
    const Mask digits = board.candidates[cell];
    if (count_of(digits) != 2) continue;
    each(cell, lowest_digit(digits), lowest_digit(Mask(digits & (digits - 1))));
  }
}

}  // namespace sudoku::logic
