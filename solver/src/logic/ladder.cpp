// The ladder: Sudoku Explainer's techniques in the order its rater tries them.
#include "ladder.hpp"

#include <optional>

#include "chains/finders.hpp"

namespace sudoku::logic {
namespace {

// What the rungs share on one board: its Places, built when a rung first asks for them (most
// boards are left by a single before any rung does) and then read by every rung that asks.
class OnBoard {
 public:
  explicit OnBoard(const Board& board) : board_(board) {}
  const Places& places() {
    if (!places_) places_.emplace(board_);
    return *places_;
  }

 private:
  const Board& board_;
  std::optional<Places> places_;
};

// Sudoku Explainer 1.2.1's producers, in its order (nearly the order of their ratings). The
// rater applies the first step the first producer finds, so the order is part of the rating.
// `floor` is the least rating a producer's steps can have: when the budget runs out in it,
// the puzzle is at least that hard. `chain`: a chain family's, which the hint ladder falls
// back on.
using Finder = Found (*)(const Board&, Work&, OnBoard&);
struct Rung {
  Finder find;
  int floor;
  bool chain = false;
};
template <Found (*find)(const Board&)>
constexpr Rung plain(int floor) {
  return {[](const Board& b, Work&, OnBoard&) { return find(b); }, floor};
}
template <Found (*find)(const Board&, const Places&)>
constexpr Rung on_places(int floor) {
  return {[](const Board& b, Work&, OnBoard& on) { return find(b, on.places()); }, floor};
}
// A technique that searches only what changed since the board it last found nothing on
// (work.hpp's QuietBoard): `find(changed)` runs it on the changed cells.
template <QuietBoard Work::*quiet, typename Find>
Found since_quiet_board(const Board& b, Work& work, Find find) {
  Found step = find((work.*quiet).changed(b));
  (work.*quiet).found(b, step.has_value());
  return step;
}
template <Found (*find)(const Board&, const CellSet&), QuietBoard Work::*quiet>
constexpr Rung since_quiet(int floor) {
  return {[](const Board& b, Work& work, OnBoard&) {
            return since_quiet_board<quiet>(b, work, [&](const CellSet& c) { return find(b, c); });
          },
          floor};
}
// The same for a technique of a given size that reads the board's Places.
template <int size, Found (*find)(const Board&, const Places&, int, const CellSet&),
          QuietBoard Work::*quiet>
constexpr Rung sized_since_quiet(int floor) {
  return {[](const Board& b, Work& work, OnBoard& on) {
            return since_quiet_board<quiet>(
                b, work, [&](const CellSet& c) { return find(b, on.places(), size, c); });
          },
          floor};
}
// And for one of a given size that does not.
template <int size, Found (*find)(const Board&, int, const CellSet&), QuietBoard Work::*quiet>
constexpr Rung sized_board_since_quiet(int floor) {
  return {[](const Board& b, Work& work, OnBoard&) {
            return since_quiet_board<quiet>(b, work,
                                            [&](const CellSet& c) { return find(b, size, c); });
          },
          floor};
}
// The digits whose candidates changed since the quiet board: every digit when there is none.
Mask changed_digits(const Board& b, const QuietBoard& quiet) {
  const std::array<Mask, 81>* was = quiet.candidates();
  if (!was) return kAllDigits;
  Mask digits = 0;
  for (int cell = 0; cell < 81; ++cell) digits |= Mask(b.candidates[cell] ^ (*was)[cell]);
  return digits;
}
// A technique on the board's Places that reads each digit's places alone, over the digits
// that changed since the quiet board.
template <Found (*find)(const Board&, const Places&, Mask), QuietBoard Work::*quiet>
constexpr Rung digits_since_quiet(int floor) {
  return {[](const Board& b, Work& work, OnBoard& on) {
            Found step = find(b, on.places(), changed_digits(b, work.*quiet));
            (work.*quiet).found(b, step.has_value());
            return step;
          },
          floor};
}
// Fish of a given size, as such a technique.
template <int size>
Found fish_of_size(const Board& b, const Places& places, Mask digits) {
  return find_fish(b, places, size, digits);
}
// The unique loops, likewise, though they read the quiet board itself: they search only the
// pairs of digits a change can have touched since then.
constexpr Rung unique_loops(int floor) {
  return {[](const Board& b, Work& work, OnBoard& on) {
            Found step = find_unique_loop(b, on.places(), work.unique_loop_quiet.candidates(),
                                          &work.unique_loop_looped);
            work.unique_loop_quiet.found(b, step.has_value());
            return step;
          },
          floor};
}
template <Found (*find)(const Board&, ChainWork&)>
constexpr Rung chains(int floor) {
  return {[](const Board& b, Work& work, OnBoard&) { return find(b, work); }, floor, true};
}
template <int level>
constexpr Rung dynamic(int floor) {
  return {[](const Board& b, Work& work, OnBoard&) { return find_dynamic_chain(b, work, level); },
          floor, true};
}
constexpr Rung kLadder[] = {
    plain<find_hidden_single>(10),
    digits_since_quiet<find_direct_intersection, &Work::direct_intersection>(17),
    sized_since_quiet<2, find_direct_hidden_set, &Work::direct_hidden_pair>(20),
    plain<find_naked_single>(23),
    sized_since_quiet<3, find_direct_hidden_set, &Work::direct_hidden_triplet>(25),
    digits_since_quiet<find_intersection, &Work::intersection>(26),
    sized_board_since_quiet<2, find_naked_set, &Work::naked_pair>(30),
    digits_since_quiet<fish_of_size<2>, &Work::x_wing>(32),
    sized_since_quiet<2, find_hidden_set, &Work::hidden_pair>(34),
    sized_board_since_quiet<3, find_naked_set, &Work::naked_triplet>(36),
    digits_since_quiet<fish_of_size<3>, &Work::swordfish>(38),
    sized_since_quiet<3, find_hidden_set, &Work::hidden_triplet>(40),
    since_quiet<find_xy_wing, &Work::xy_wing>(42),
    since_quiet<find_xyz_wing, &Work::xyz_wing>(44),
    unique_loops(45),
    sized_board_since_quiet<4, find_naked_set, &Work::naked_quad>(50),
    digits_since_quiet<fish_of_size<4>, &Work::jellyfish>(52),
    sized_since_quiet<4, find_hidden_set, &Work::hidden_quad>(54),
    on_places<find_bug>(56),
    since_quiet<find_aligned_pair_exclusion, &Work::pair_exclusion>(62),
    chains<find_forcing_chain_or_cycle>(65),
    since_quiet<find_aligned_triplet_exclusion, &Work::triplet_exclusion>(75),
    chains<find_nishio_chain>(75),
    chains<find_multiple_chain>(80),
    dynamic<0>(85),
    dynamic<1>(90),
    dynamic<2>(95),
    dynamic<3>(100),
    dynamic<4>(105),
    dynamic<5>(110),
};

// The rungs in order (the chain families' alone when `chains_only`), as next_step says.
template <bool chains_only>
Found climb(const Board& board, Work& work, int* floor, int ceiling) {
  OnBoard on(board);
  for (const Rung& rung : kLadder) {
    if constexpr (chains_only) {
      if (!rung.chain) continue;
    }
    if (floor) *floor = rung.floor;
    if (ceiling && rung.floor > ceiling) return std::nullopt;  // the floors never go down
    if (Found step = rung.find(board, work, on)) return step;
    if (work.exhausted()) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

Found next_step(const Board& board, Work& work, int* floor, int ceiling) {
  return climb<false>(board, work, floor, ceiling);
}

Found next_chain_step(const Board& board, Work& work) {
  return climb<true>(board, work, nullptr, 0);
}

}  // namespace sudoku::logic
