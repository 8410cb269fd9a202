// Hard minimal puzzles bundled with the library, where the search for master puzzles starts
// (vicinity.hpp). bank.cpp says where they come from.
#pragma once

#include <span>
#include <string_view>

namespace sudoku::generator {

struct BankPuzzle {
  std::string_view puzzle;  // 81 characters, '.' for an empty cell
  int rating = 0;           // tenths: this library's rating, which a test keeps true
};
std::span<const BankPuzzle> hard_bank();

}  // namespace sudoku::generator
