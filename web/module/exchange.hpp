// The exchange area: the memory of a module instance that each call reads its input from and
// writes its answer to, and which JS reads through typed-array views (exchange.js), instead of
// Embind's string and object conversions, which cost more than solving an easy puzzle. JS writes
// the puzzle text into `text`, calls solve(), and reads the numbers, solution, message and
// conflicts from views over the same memory. `text` is input only; every output has a field of
// its own that means one thing. JS sees camelCase names; the client (sudoku-api.js, exchange.js)
// turns the raw fields into the documented result object. The bindings (bindings.cpp) register
// the calls and the views; boundary() gives JS the fields' names and sizes.
//
// canonical() answers with the form in `canonical` and its transform in `transform`, as bytes:
//
//     transform:  [0]      transpose (0 or 1)
//                 [1..9]   rows        (sudoku::Transform, the same order)
//                 [10..18] columns
//                 [19..28] digits      (digits[0] = 0)
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace wasm {

inline constexpr std::size_t kTextCapacity = 1 << 16;
inline constexpr std::size_t kMessageCapacity = 1024;
inline constexpr std::size_t kConflictCapacity = 27 * 36;  // every pair of every unit
inline constexpr std::size_t kConflictFields = 5;
inline constexpr std::size_t kTraceChunkCapacity = 1 << 16;
inline constexpr std::size_t kSeedCapacity = 20;   // the decimal digits of 2^64 - 1
inline constexpr std::size_t kLevelCapacity = 16;  // a level's name (sudoku::kLevels)
// canonical()'s transform: its fields' offsets in Exchange::transform (see the top).
inline constexpr std::size_t kTransformRows = 1;
inline constexpr std::size_t kTransformColumns = kTransformRows + 9;
inline constexpr std::size_t kTransformDigits = kTransformColumns + 9;
inline constexpr std::size_t kTransformBytes = kTransformDigits + 10;

// Indices into Exchange::numbers.
enum Number {
  count,
  nodes,
  guesses,
  placements,
  backtracks,
  message_length,
  conflict_count,
  trace_position,  // steps produced since the start of the trace
  trace_chunk,     // steps in this chunk
  trace_finished,
  trace_found,
  complete,      // solve(): the search ran to its end below the limit
  json_address,  // rate() and hint(): where their JSON answer is in wasm memory
  json_length,   // and its length in bytes
  rating,        // generate(): the puzzle's rating, a decimal as rate()'s JSON gives it (7.2)
  rated,         // 1 when the ladder finished it (else the rating is 0)
  level_length,  // and then the bytes of its level's name in `level`; else 0
  attempts,      // puzzles made, up to and including the one returned
  seed_length,   // generate(): the digits of `seed`
  status,        // openTrace(): the status when it opens no trace
  number_count
};
// The names JS reads them by, in the enum's order (see boundary()).
inline constexpr std::string_view kNumberNames[] = {
    "count",         "nodes",         "guesses",       "placements", "backtracks",
    "messageLength", "conflictCount", "tracePosition", "traceChunk", "traceFinished",
    "traceFound",    "complete",      "jsonAddress",   "jsonLength", "rating",
    "rated",         "levelLength",   "attempts",      "seedLength", "status"};
static_assert(std::size(kNumberNames) == number_count);

// One per module instance: wasm runs one call at a time, and the wrapper reads each result
// before it makes the next call.
// The grids are 81 ASCII characters, digits and '.' for an empty cell.
struct Exchange {
  std::uint8_t text[kTextCapacity];  // the input: a puzzle, or hint()'s and generate()'s texts
  double numbers[number_count];
  std::uint8_t solution[81];    // solve() and solveFirst() when solved; generate(): its puzzle's
  std::uint8_t puzzle[81];      // validate()'s puzzle as parsed, generate()'s puzzle
  std::uint8_t trace_grid[81];  // readTrace(): the grid as the search has it after the chunk
  std::uint8_t seed[kSeedCapacity];    // generate(): the puzzle's seed, numbers[seed_length] digits
  std::uint8_t level[kLevelCapacity];  // generate(): its level's name, numbers[level_length] bytes
  std::uint8_t canonical[81];          // canonical(): the canonical form
  std::uint8_t transform[kTransformBytes];  // canonical(): the transform that makes it
  std::uint8_t message[kMessageCapacity];
  // Clashing pairs: cell a, cell b, unit kind (sudoku::Unit: 0 row, 1 column, 2 box), unit
  // index, unit number (0..26).
  std::int32_t conflicts[kConflictFields * kConflictCapacity];
  std::uint32_t steps[kTraceChunkCapacity];  // a trace chunk, packed (sudoku::pack)
};
extern Exchange exchange;

// `length` bytes of `text` from `offset`, clamped to the area.
std::string_view text_view(double length, double offset = 0);
// Sets every number to 0.
void clear_outputs();
void write_message(std::string_view message);
void write_conflicts(const std::vector<sudoku::Conflict>& conflicts);
void write_grid(std::uint8_t (&out)[81], const sudoku::Grid& grid);
// Writes `text`, cut to the field's size, into `out`; returns the bytes written.
template <std::size_t N>
std::size_t write_text(std::uint8_t (&out)[N], std::string_view text) {
  const std::size_t size = std::min(text.size(), N);
  std::copy_n(text.data(), size, out);
  return size;
}

}  // namespace wasm
