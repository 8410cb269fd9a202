// The text forms the logic tests read and the miners (scripts/mine_steps.cpp) write: a mined
// position's fields, a step's operations and links, and a board built from values and
// candidates (tests/data/*_steps.txt).
#pragma once

#include <string>
#include <vector>

#include "logic/board.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::test {

// The fields of `text` between separators; a trailing separator ends an empty last field.
std::vector<std::string> split(const std::string& text, char separator);

// "+3:5 -12:4": the step's placements and eliminations.
std::string operations(const Step& step);
// "12:4=13:4 13:4-22:4": the step's links, strong with '=', weak with '-'.
std::string links(const Step& step);

// A board's values ("4..7.", one character a cell) and candidates ("12,,459,...", a field a
// cell), the values and candidates fields of a mined position.
std::string values_of(const logic::Board& board);
std::string candidates_of(const logic::Board& board);

// Checks every step of a walk against its solution, and its name against the table of
// techniques (sudoku/techniques.hpp: the name, its rating band and its ladder); a failed check
// names the puzzle and the step. Returns the number of steps checked. In sound.cpp, with Catch2.
std::size_t check_sound(const Rating& rating, const std::string& puzzle);

// A board with these values and exactly these candidates.
logic::Board board_of(const std::string& values, const std::vector<std::uint16_t>& candidates);

}  // namespace sudoku::test
