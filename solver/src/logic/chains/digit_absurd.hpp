// Which Nishio assumptions lead to a contradiction, found without building a chain.
//
// A Nishio chain (7.5) follows one digit's links only: a place on turns the digit's other
// places in its units off, and a unit down to one place turns that place on. So what an
// assumption implies is a fixpoint over the digit's places alone, computed here on 81-cell
// bitsets (CellSet): the set of places turned on and the set turned off grow until nothing
// changes. The chain search (forcing.cpp) finds a contradiction from an assumption exactly
// when this fixpoint holds a place both on and off, or a unit of two places or more with all
// of them off (the search meets the last place as on and off then). The search stops at its
// first contradiction, in an order this fixpoint does not keep, but whether there is one does
// not depend on the order. The search follows only the assumptions marked here, and the hints
// it finds, with their chains, are the same.
#pragma once

#include <array>
#include <bitset>

#include "../board.hpp"

namespace sudoku::logic {

// By potential (implications.hpp): whether assuming it leads to a contradiction in its digit.
std::bitset<kPotentials> digit_contradictions(const Board& board);

// The same for the boards of one rating, one after another. A digit's marks depend only on its
// places and on which of them are naked singles (no assumption is made there), and a step
// changes a few digits: the others keep the marks they had on the last board.
class DigitContradictions {
 public:
  const std::bitset<kPotentials>& of(const Board& board);

 private:
  struct Key {
    CellSet places;
    CellSet singles;
    bool operator==(const Key&) const = default;
  };
  std::array<Key, 10> keys_{};  // by digit: what its marks were found on
  std::array<bool, 10> known_{};
  std::bitset<kPotentials> marked_;
};

}  // namespace sudoku::logic
