// The implication engine: every link between the candidates of one board, computed once and
// shared by every chain search on that board. Sudoku Explainer recomputes each link at every
// step of every chain; a nested rating walks the same board's links millions of times.
//
// Representation (a candidate index is candidate_index(cell, digit), 0..728, ../geometry.hpp;
// a potential's is p >> 1):
//   weak links   when candidate c is on, the same digit's other candidates in c's box, then
//                its row, then its column go off: each cell once, with the unit it was met in.
//                Not stored: read off the places, the digit's in each of c's units less c's
//                cell and (in the row and column) its box (kPeerParts). Listing them cost more
//                than following them: on most boards a nested chain makes, few are followed.
//   strong links when candidate c is off, in each unit (box, row, column) where c's digit has
//                two places, the other place comes on: at most three, each cell once.
//   cell links   the other digits of c's cell (c on), or the last one of a bivalue cell (c off),
//                are read from the board's masks: they cost nothing to find.
//   holders      by digit, the cells that hold it, a CellSet each: the cycles' removals are
//                read off them (cycles.cpp).
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

// The positions of each cell's units (box, row, column: kCellUnits) that are its peers in the
// chains' order: the other cells of its box, then of its row and its column outside the box.
struct PeerParts {
  std::array<Mask, 3> keep;
};
inline constexpr std::array<PeerParts, 81> kPeerParts = [] {
  std::array<PeerParts, 81> table{};
  for (int cell = 0; cell < 81; ++cell) {
    const Mask box_columns = Mask(7u << (column_of(cell) / 3 * 3));
    const Mask box_rows = Mask(7u << (row_of(cell) / 3 * 3));
    table[std::size_t(cell)] = {{Mask(0x1ff & ~(1u << box_position(cell))),
                                 Mask(0x1ff & ~box_columns), Mask(0x1ff & ~box_rows)}};
  }
  return table;
}();
static_assert([] {
  for (int cell = 0; cell < 81; ++cell) {
    std::size_t i = 0;
    for (std::size_t k = 0; k < 3; ++k) {
      const int unit = kCellUnits[std::size_t(cell)].unit[k];
      for (int at = 0; at < 9; ++at) {
        if (!(kPeerParts[std::size_t(cell)].keep[k] >> at & 1)) continue;
        if (i == 20 || peer_lists()[cell][i++] != kUnitCells[unit][at]) return false;
      }
    }
    if (i != 20) return false;
  }
  return true;
}());

class Implications {
 public:
  explicit Implications(const Board& board);
  // Makes the links again for `next`, which the caller then copies into the board this refers
  // to (BoardLinks keeps one board and its links, and overwrites both for each new board).
  // Cheaper than a new Implications: the places and holders change only where the candidates
  // do, and the strong links are cleared only where the last board had some (not 12 KB zeroed).
  void relink(const Board& next);

  const Board& board() const { return board_; }
  const Places& places() const { return places_; }
  // The cells that hold `digit` as a candidate; all of them, by digit - 1.
  const CellSet& holders(int digit) const { return holders_[std::size_t(digit - 1)]; }
  const std::array<CellSet, 9>& holders() const { return holders_; }
  // Those where it has a strong link in a unit: one of two places in the unit.
  const CellSet& strongly_linked(int digit) const {
    return strongly_linked_[std::size_t(digit - 1)];
  }

  // What `on` (a candidate of the board) being true turns off, on the board, each as
  // each(potential, cause, unit): the cell's other digits when it follows cells, then the
  // digit's other places in its units (always).
  template <typename Each>
  void for_each_off(Potential on, Follow follow, Each each) const {
    for_each_off(board_, places_, on, follow, each);
  }
  // The same on `now`, the board or a copy of it that has lost candidates (a dynamic chain's),
  // read off its places, which the chain keeps up to date: the digit's places left in the cell's
  // box, then in the rest of its row and of its column, each part in cell order (kPeerParts).
  // Most of a candidate's weak links on such a copy lead to candidates the chain has removed;
  // the places hold only those still there.
  template <typename Each>
  static void for_each_off(const Board& now, const Places& places, Potential on, Follow follow,
                           Each each) {
    const int cell = cell_of(on);
    const int digit = digit_of(on);
    if (follows(follow, Follow::cells)) {
      for (Mask rest = Mask(now.candidates[cell] & ~bit_of(digit)); rest; rest &= rest - 1) {
        each(potential(cell, lowest_digit(rest), false), Cause::cell, -1);
      }
    }
    const CellUnits& units = kCellUnits[std::size_t(cell)];
    const PeerParts& parts = kPeerParts[std::size_t(cell)];
    for (std::size_t i = 0; i < 3; ++i) {
      const int unit = units.unit[i];
      for (Mask rest = Mask(places.of[std::size_t(unit)][std::size_t(digit - 1)] & parts.keep[i]);
           rest; rest &= rest - 1) {
        each(potential(kUnitCells[unit][lowest_index(rest)], digit, false), Cause::unit, unit);
      }
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
  // pass over the candidate's units finds its strong links, in the order for_each_on gives
  // them (a unit where the digit has two places; a cell can find the same partner in its box
  // and line, linked once), and takes `off` from each unit's places once its link is followed
  // (what the link makes reads that unit's places alone).
  template <typename Each>
  static void follow_off_dynamic(Board& now, Places& places, Potential off, Follow follow,
                                 Each each) {
    const int cell = cell_of(off);
    const int digit = digit_of(off);
    // The cell's other digits: one when the cell is bivalue.
    const Mask rest = Mask(now.candidates[std::size_t(cell)] & ~bit_of(digit));
    if (follows(follow, Follow::cells) && rest && !(rest & (rest - 1))) {
      each(potential(cell, lowest_digit(rest), true), Cause::cell, -1);
    }
    const CellUnits& units = kCellUnits[std::size_t(cell)];
    int partner = -1;  // the first strong link's
    for (std::size_t i = 0; i < 3; ++i) {
      const int unit = units.unit[i];
      Mask& where = places.of[std::size_t(unit)][std::size_t(digit - 1)];
      const Mask others = Mask(where & ~units.own[i]);
      if ((where & units.own[i]) && others && !(others & (others - 1))) {
        const int other = kUnitCells[unit][lowest_index(others)];
        if (other != partner) {
          if (partner < 0) partner = other;
          each(potential(other, digit, true), Cause::unit, unit);
        }
      }
      where = others;
    }
    now.eliminate(cell, digit);
  }

 private:
  struct Link {
    std::uint8_t cell;
    std::uint8_t unit;
  };
  struct Strong {
    std::array<Link, 3> links;
    int count = 0;
  };
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

  // The strong links of places_, on strong_ cleared; `board` is the board of places_ (in
  // relink(), not yet board_).
  void link_strongly(const Board& board);

  const Board& board_;
  Places places_;
  std::array<CellSet, 9> holders_{};          // by digit - 1
  std::array<CellSet, 9> strongly_linked_{};  // by digit - 1
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
