// The Embind bindings: the only file that knows about Emscripten.
//
// Calls cross the boundary through one "exchange" area in wasm memory instead of Embind's
// string and object conversions, which cost more than solving an easy puzzle: JS writes the
// puzzle text into `text`, calls solve(), and reads the numbers, solution, message and
// conflicts from typed-array views over the same memory. JS sees camelCase names; the wrapper
// in sudoku-client.js turns the raw fields into the documented result object.
//
// The logical solver (rate, explain, hint) answers in JSON, as the library writes it
// (sudoku/logic.hpp): its inputs come through `text` too, and its answer stays in a string
// here whose address and length go into `numbers` (json_address, json_length); JS decodes it
// from the memory's buffer and parses it. Measured in Node against Embind std::string arguments
// and results: the same within noise on real puzzles (rating costs ~200 us, the JSON of
// explain's steps ~80 us more), about 1 us less per call on a bad input (3.3 vs 4.2 us), and
// every call of the module keeps to one path.
//
// generate() takes its options as numbers and its seed (or date) as text in `text`: seeds are
// 64-bit, which a JS number cannot hold. Its answer: the puzzle in `grid`, the solution and the
// seed (decimal) one after the other in `text`, the rest in `numbers` and `message`.
#include <emscripten/bind.h>

#include <algorithm>
#include <charconv>
#include <cstring>

#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/sudoku.hpp"
#include "sudoku/trace.hpp"

namespace {

constexpr std::size_t kTextCapacity = 1 << 16;
constexpr std::size_t kMessageCapacity = 1024;
constexpr std::size_t kConflictCapacity = 27 * 36;  // every pair of every unit
constexpr std::size_t kTraceChunkCapacity = 1 << 16;

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
  rating,        // generate(): the puzzle's rating in tenths (0 when not rated)
  rated,         // 1 when the ladder finished it
  attempts,      // puzzles made, up to and including the one returned
  seed_length,   // the seed's digits, in `text` after the solution
  number_count
};

// One per module instance: wasm runs one call at a time, and the wrapper reads each result
// before it makes the next call.
struct Exchange {
  std::uint8_t text[kTextCapacity];
  double numbers[number_count];
  std::uint8_t grid[81];  // ASCII digits and '.': the solution, or validate()'s parsed puzzle
  std::uint8_t message[kMessageCapacity];
  // Clashing pairs: cell a, cell b, unit (0 row, 1 column, 2 box), unit index.
  std::int32_t conflicts[4 * kConflictCapacity];
  std::uint32_t steps[kTraceChunkCapacity];  // a trace chunk, packed (sudoku::pack)
};
Exchange exchange;

// The trace being read, kept between calls so that consecutive chunks cost only their steps.
struct TraceSession {
  std::string text;
  int algorithm = -1;
  std::unique_ptr<sudoku::Trace> trace;
  std::uint64_t position = 0;
};
TraceSession session;

// The last JSON answer of rate() or hint(), kept until the next one so that JS can read it.
std::string json_answer;

// `length` bytes of `text` from `offset`, clamped to the area.
std::string_view text_view(double text_length, double offset = 0) {
  const auto start = std::min<std::size_t>(std::size_t(offset), kTextCapacity);
  const auto length = std::min<std::size_t>(std::size_t(text_length), kTextCapacity - start);
  return {reinterpret_cast<const char*>(exchange.text) + start, length};
}

// Tells JS where json_answer is.
void publish_json() {
  exchange.numbers[json_address] = double(reinterpret_cast<std::uintptr_t>(json_answer.data()));
  exchange.numbers[json_length] = double(json_answer.size());
}

void write_message(const std::string& message) {
  const std::size_t size = std::min(message.size(), kMessageCapacity);
  std::memcpy(exchange.message, message.data(), size);
  exchange.numbers[message_length] = double(size);
}

void write_conflicts(const std::vector<sudoku::Conflict>& conflicts) {
  const std::size_t size = std::min(conflicts.size(), kConflictCapacity);
  for (std::size_t i = 0; i < size; ++i) {
    std::int32_t* out = exchange.conflicts + 4 * i;
    out[0] = conflicts[i].cell_a;
    out[1] = conflicts[i].cell_b;
    out[2] = int(conflicts[i].unit);
    out[3] = conflicts[i].index;
  }
  exchange.numbers[conflict_count] = double(size);
}

// Writes the message and the pairs of the grid's clashing givens; false when none clash.
bool write_clashes(const sudoku::Grid& grid) {
  const std::vector<sudoku::Conflict> conflicts = sudoku::find_conflicts(grid);
  if (conflicts.empty()) return false;
  write_message(sudoku::describe(conflicts, grid));
  write_conflicts(conflicts);
  return true;
}

void write_grid(const sudoku::Grid& grid) {
  for (int cell = 0; cell < 81; ++cell) {
    exchange.grid[cell] = grid[cell] ? std::uint8_t('0' + grid[cell]) : std::uint8_t('.');
  }
}

void clear_outputs() {
  std::fill(std::begin(exchange.numbers), std::end(exchange.numbers), 0.0);
}

int solve(double text_length, int algorithm, double limit, double budget) {
  sudoku::SolveOptions options;
  options.algorithm = algorithm == 1 ? sudoku::Algorithm::textbook : sudoku::Algorithm::fast;
  options.limit = limit >= 1 ? std::uint64_t(limit) : 2;
  options.budget = budget >= 1 ? std::uint64_t(budget) : 0;
  const sudoku::SolveResult result = sudoku::solve(text_view(text_length), options);

  double* numbers = exchange.numbers;
  numbers[count] = double(result.count);
  numbers[nodes] = double(result.stats.nodes);
  numbers[guesses] = double(result.stats.guesses);
  numbers[placements] = double(result.stats.placements);
  numbers[backtracks] = double(result.stats.backtracks);
  numbers[complete] = result.complete;
  write_message(result.message);
  write_conflicts(result.conflicts);
  write_grid(result.solved() ? result.solution : sudoku::Grid{});
  return int(result.status);
}

// The first solution only, for bulk work: returns -1 when one was found (it is then in `grid`),
// else the status solve() gives the puzzle (malformed, invalid, none or aborted), worded as
// solve() words it. One search answers both: its nodes and guesses are all the work done, and a
// budget of N nodes is spent once, not once to search and again to say why nothing was found.
int solve_first(double text_length, double budget) {
  clear_outputs();
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  if (!parsed.ok) {
    write_message(parsed.message);
    return int(sudoku::Status::malformed);
  }
  sudoku::Grid solution{};
  sudoku::Stats stats;
  bool aborted = false;
  const auto nodes = budget >= 1 ? std::uint64_t(budget) : sudoku::default_fast_budget;
  const bool found = sudoku::solve_first(parsed.grid, solution, &stats, nodes, &aborted);
  exchange.numbers[Number::nodes] = double(stats.nodes);
  exchange.numbers[Number::guesses] = double(stats.guesses);
  if (found) {
    exchange.numbers[count] = 1;
    write_grid(solution);
    return -1;
  }
  if (aborted) {
    write_message("gave up after " + std::to_string(nodes) +
                  " search nodes without finding a solution");
    return int(sudoku::Status::aborted);
  }
  // The search ran to its end: clashing givens (which it cannot complete) or no solution.
  if (write_clashes(parsed.grid)) return int(sudoku::Status::invalid);
  write_message("no solution: the givens do not clash, but no grid completes them");
  return int(sudoku::Status::none);
}

// Parses and checks for clashing givens, without searching: returns the status `malformed` or
// `invalid`, or -1 when the puzzle is valid (its 81-character form is then in `grid`).
int validate(double text_length) {
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  clear_outputs();
  if (!parsed.ok) {
    write_message(parsed.message);
    return int(sudoku::Status::malformed);
  }
  write_grid(parsed.grid);
  return write_clashes(parsed.grid) ? int(sudoku::Status::invalid) : -1;
}

// Steps [from, from + max_steps) of the search of the puzzle in `text`, but never past `cap`
// steps in all. Returns the status `malformed`, `invalid` or `aborted` (cap reached before the
// end), or -1. Leaves the grid as the search has it after the chunk.
int trace(double text_length, int algorithm, double from, double max_steps, double cap) {
  const std::string_view text = text_view(text_length);
  clear_outputs();
  const auto start = std::uint64_t(from);
  if (!session.trace || session.text != text || session.algorithm != algorithm ||
      session.position > start) {
    session = {};
    const sudoku::ParseResult parsed = sudoku::parse(text);
    if (!parsed.ok) {
      write_message(parsed.message);
      return int(sudoku::Status::malformed);
    }
    if (write_clashes(parsed.grid)) return int(sudoku::Status::invalid);
    session.text = text;
    session.algorithm = algorithm;
    session.trace = sudoku::Trace::start(
        parsed.grid, algorithm == 1 ? sudoku::Algorithm::textbook : sudoku::Algorithm::fast);
  }
  sudoku::Trace& trace = *session.trace;
  const auto limit = std::uint64_t(cap);
  sudoku::SearchStep step;
  while (session.position < start && session.position < limit && trace.next(step)) {
    ++session.position;
  }
  const auto wanted = std::min<std::uint64_t>(std::uint64_t(max_steps), kTraceChunkCapacity);
  std::size_t produced = 0;
  while (produced < wanted && session.position < limit && trace.next(step)) {
    exchange.steps[produced++] = sudoku::pack(step);
    ++session.position;
  }

  double* numbers = exchange.numbers;
  numbers[trace_position] = double(session.position);
  numbers[trace_chunk] = double(produced);
  numbers[trace_finished] = trace.finished();
  numbers[trace_found] = trace.found();
  numbers[placements] = double(trace.counters().placements);
  numbers[backtracks] = double(trace.counters().backtracks);
  write_grid(trace.grid());
  if (!trace.finished() && session.position >= limit) {
    write_message("gave up after " + std::to_string(session.position) + " steps");
    return int(sudoku::Status::aborted);
  }
  return -1;
}

// Rates the puzzle in `text` (explain: with every step). The answer is sudoku::to_json's, in
// json_answer; returns the status.
int rate(double text_length, bool keep_steps) {
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  sudoku::Rating rating;
  if (parsed.ok) {
    rating = sudoku::rate(parsed.grid, sudoku::RateOptions{keep_steps});
  } else {
    rating.message = parsed.message;
  }
  json_answer = sudoku::to_json(rating, parsed.grid);
  publish_json();
  return int(rating.status);
}

// A hint for the position whose puzzle, progress and marks texts lie one after another in
// `text` (progress and marks may be empty). The answer is sudoku::to_json's, in json_answer.
int hint(double puzzle_length, double progress_length, double marks_length) {
  const sudoku::Hint hint =
      sudoku::hint(text_view(puzzle_length), text_view(progress_length, puzzle_length),
                   text_view(marks_length, puzzle_length + progress_length));
  json_answer = sudoku::to_json(hint);
  publish_json();
  return int(hint.status);
}

// A puzzle of the seed in `text` (decimal digits, `seed_length` of them) or, when there are none,
// of the day whose date (YYYY-MM-DD, checked by the caller) and level name (empty: "any") follow
// it there. Ratings in tenths (both 0: any), symmetry as sudoku::Symmetry's value. Returns the
// status: unique, aborted (no puzzle in the band within `attempts`) or malformed (bad options).
int generate(double seed_length, double date_length, double level_length, int min_rating,
             int max_rating, int symmetry, bool minimal, int attempts) {
  clear_outputs();
  const std::string_view seed_text = text_view(seed_length);
  const std::string_view date = text_view(date_length, seed_length);
  const std::string_view level = text_view(level_length, seed_length + date_length);
  sudoku::GenerateOptions options;
  options.min_rating = min_rating;
  options.max_rating = max_rating;
  options.symmetry = sudoku::Symmetry(symmetry);
  options.minimal = minimal;
  options.attempts = attempts;
  const char* end = seed_text.data() + seed_text.size();
  const auto [stop, error] = std::from_chars(seed_text.data(), end, options.seed);
  const bool parsed = seed_text.empty() || (error == std::errc() && stop == end);
  if (symmetry < 0 || symmetry > int(sudoku::Symmetry::anti_diagonal) || attempts < 1 ||
      min_rating < 0 || min_rating > max_rating || seed_text.empty() == date.empty() || !parsed) {
    write_message("generate: bad options");  // the wrapper checks them before it calls
    return int(sudoku::Status::malformed);
  }
  if (!date.empty()) options.seed = sudoku::date_seed(date, level.empty() ? "any" : level);

  const sudoku::Generated made = sudoku::generate(options);
  exchange.numbers[Number::rating] = made.rating;
  exchange.numbers[Number::rated] = made.rated;
  exchange.numbers[Number::attempts] = made.attempts;
  write_message(made.message);
  write_grid(made.puzzle);
  const sudoku::Grid& solution = made.solution;
  for (int cell = 0; cell < 81; ++cell) exchange.text[cell] = std::uint8_t('0' + solution[cell]);
  char* digits = reinterpret_cast<char*>(exchange.text) + 81;
  exchange.numbers[Number::seed_length] =
      double(std::to_chars(digits, digits + 20, made.seed).ptr - digits);
  return int(made.ok ? sudoku::Status::unique : sudoku::Status::aborted);
}

template <typename T, std::size_t N>
emscripten::val view_of(T (&array)[N]) {
  return emscripten::val(emscripten::typed_memory_view(N, array));
}

// Fresh views over the exchange area (views detach when the memory grows).
emscripten::val exchange_views() {
  emscripten::val views = emscripten::val::object();
  views.set("text", view_of(exchange.text));
  views.set("numbers", view_of(exchange.numbers));
  views.set("grid", view_of(exchange.grid));
  views.set("message", view_of(exchange.message));
  views.set("conflicts", view_of(exchange.conflicts));
  views.set("steps", view_of(exchange.steps));
  return views;
}

// The status words, in the order of the values solve() returns.
emscripten::val status_names() {
  emscripten::val names = emscripten::val::array();
  for (auto status :
       {sudoku::Status::unique, sudoku::Status::multiple, sudoku::Status::none,
        sudoku::Status::invalid, sudoku::Status::malformed, sudoku::Status::aborted}) {
    names.call<void>("push", std::string(sudoku::status_name(status)));
  }
  return names;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku) {
  emscripten::function("solve", &solve);
  emscripten::function("validate", &validate);
  emscripten::function("solveFirst", &solve_first);
  emscripten::function("trace", &trace);
  emscripten::function("rate", &rate);
  emscripten::function("hint", &hint);
  emscripten::function("generate", &generate);
  emscripten::function("exchangeViews", &exchange_views);
  emscripten::function("statusNames", &status_names);
  emscripten::constant("textCapacity", double(kTextCapacity));
  emscripten::function(
      "version", +[] { return std::string(SUDOKU_VERSION); });
}
