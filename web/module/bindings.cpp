// The Embind bindings of the core and the logic: with scan_bindings.cpp (the scanner's module),
// the only files that know about Emscripten, one EMSCRIPTEN_BINDINGS each.
//
// Compiled into two modules of the one library (web/module/CMakeLists.txt): the core (parse,
// validate, solve, count, traces; SUDOKU_CORE_PART=1) and the logic (rate, explain, hint,
// generate, certify, canonical form; SUDOKU_LOGIC_PART=1), which the client loads when a call
// needs it; the single-file build, everything inlined, registers both parts in one module. Each
// links only the library code its functions reach. All share the exchange area (exchange.hpp),
// exchangeViews() and version(): the one boundary definition. boundary() is registered with the
// logic part only: scripts/assemble.mjs reads it at build time, and the client never calls it, so
// the core, which every embedder downloads, does without it (and the level, symmetry and date
// words it reaches).
//
// Calls take their input in the exchange area's `text` and answer in its other fields
// (exchange.hpp). The logical solver (rate, explain, hint, certify) answers in JSON, as
// solver/json writes it (sudoku/json.hpp): its answer stays in a string here whose address and
// length go into `numbers` (json_address, json_length); JS decodes it from the memory's buffer
// and parses it. Measured in Node against Embind std::string arguments and results: the same
// within noise on real puzzles (rating costs ~200 us, the JSON of explain's steps ~80 us more),
// about 1 us less per call on a bad input (3.3 vs 4.2 us), and every call of the module keeps to
// one path.
//
// generate() takes its request as texts in `text` (seeds are 64-bit, which a JS number cannot
// hold) and answers with the puzzle in `puzzle`, the solution in `solution`, the seed (decimal)
// in `seed`, the level's name in `level`, the rest in `numbers` and `message`: a rating crosses
// as rate()'s does, a decimal and a level's name.
#include <emscripten/bind.h>

#if !defined(SUDOKU_CORE_PART) || !defined(SUDOKU_LOGIC_PART)
#error "define SUDOKU_CORE_PART and SUDOKU_LOGIC_PART (0 or 1): the parts this module registers"
#endif

#include <algorithm>
#include <charconv>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "exchange.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/sudoku.hpp"
#include "sudoku/trace.hpp"

namespace {

using namespace wasm;

// The algorithms by their number across the boundary: sudoku::Algorithm's values. Only the
// logic module registers boundary(), which names them; the core reads the numbers alone.
[[maybe_unused]] constexpr std::string_view kAlgorithmNames[] = {"fast", "textbook"};

#if SUDOKU_CORE_PART
// An algorithm by its number across the boundary (kAlgorithmNames).
sudoku::Algorithm algorithm_of(int number) {
  return number == int(sudoku::Algorithm::textbook) ? sudoku::Algorithm::textbook
                                                    : sudoku::Algorithm::fast;
}

// Writes the message and the pairs of the grid's clashing givens; false when none clash.
bool write_clashes(const sudoku::Grid& grid) {
  const std::vector<sudoku::Conflict> conflicts = sudoku::find_conflicts(grid);
  if (conflicts.empty()) return false;
  write_message(sudoku::describe(conflicts, grid));
  write_conflicts(conflicts);
  return true;
}

int solve(double text_length, int algorithm, double limit, double budget) {
  sudoku::SolveOptions options;
  options.algorithm = algorithm_of(algorithm);
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
  write_grid(exchange.solution, result.solved() ? result.solution : sudoku::Grid{});
  return int(result.status);
}

// The first solution only, for bulk work: returns -1 when one was found (then in `solution`),
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
    write_grid(exchange.solution, solution);
    return -1;
  }
  if (aborted) {
    write_message(sudoku::no_solution_message(sudoku::Algorithm::fast, nodes, true));
    return int(sudoku::Status::aborted);
  }
  // The search ran to its end: clashing givens (which it cannot complete) or no solution.
  if (write_clashes(parsed.grid)) return int(sudoku::Status::invalid);
  write_message(sudoku::no_solution_message(sudoku::Algorithm::fast, nodes, false));
  return int(sudoku::Status::none);
}

// Parses and checks for clashing givens, without searching: returns the status `malformed` or
// `invalid`, or -1 when the puzzle is valid (its 81-character form is then in `puzzle`).
int validate(double text_length) {
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  clear_outputs();
  if (!parsed.ok) {
    write_message(parsed.message);
    return int(sudoku::Status::malformed);
  }
  write_grid(exchange.puzzle, parsed.grid);
  return write_clashes(parsed.grid) ? int(sudoku::Status::invalid) : -1;
}

// A trace cursor crosses the boundary as a number, its address, which JS owns and closes with
// closeTrace(): no Embind class, whose JS side (class handles, pointer registries, delete) was
// the largest part of the core's glue that nothing else needs. 0 is none.
double handle_of(sudoku::TraceCursor* cursor) {
  return double(reinterpret_cast<std::uintptr_t>(cursor));
}
sudoku::TraceCursor* cursor_at(double handle) {
  return reinterpret_cast<sudoku::TraceCursor*>(std::uintptr_t(handle));
}

// A trace of the puzzle in `text`, for JS to read in chunks with readTrace() and then close
// (it owns the cursor). 0 when there is none to read, with numbers[status] malformed or invalid
// and the message (and clashes) in the exchange area.
double open_trace(double text_length, int algorithm) {
  clear_outputs();
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  if (!parsed.ok) {
    write_message(parsed.message);
    exchange.numbers[status] = double(sudoku::Status::malformed);
    return 0;
  }
  if (write_clashes(parsed.grid)) {
    exchange.numbers[status] = double(sudoku::Status::invalid);
    return 0;
  }
  return handle_of(new sudoku::TraceCursor(parsed.grid, algorithm_of(algorithm)));
}

void close_trace(double handle) {
  delete cursor_at(handle);
}

// Steps [from, from + max_steps) of the cursor's search, but never past `cap` steps in all.
// Returns the status `aborted` (cap reached before the end), or -1. Leaves the grid as the
// search has it after the chunk in `trace_grid`.
int read_trace(double handle, double from, double max_steps, double cap) {
  clear_outputs();
  sudoku::TraceCursor& cursor = *cursor_at(handle);
  // In double first: a count past 2^32 does not fit wasm's size_t.
  const auto count = std::size_t(std::min(max_steps, double(kTraceChunkCapacity)));
  const auto limit = std::uint64_t(cap);
  const std::size_t produced =
      cursor.read(std::uint64_t(from), std::span(exchange.steps, count), limit);
  const sudoku::Trace& trace = cursor.trace();
  double* numbers = exchange.numbers;
  numbers[trace_position] = double(cursor.position());
  numbers[trace_chunk] = double(produced);
  numbers[trace_finished] = trace.finished();
  numbers[trace_found] = trace.found();
  numbers[placements] = double(trace.counters().placements);
  numbers[backtracks] = double(trace.counters().backtracks);
  write_grid(exchange.trace_grid, trace.grid());
  if (cursor.capped(limit)) {
    write_message("gave up after " + std::to_string(cursor.position()) + " steps");
    return int(sudoku::Status::aborted);
  }
  return -1;
}

#endif  // SUDOKU_CORE_PART

#if SUDOKU_LOGIC_PART
// The last JSON answer of rate() or hint(), kept until the next one so that JS can read it.
std::string json_answer;

// Tells JS where json_answer is.
void publish_json() {
  exchange.numbers[json_address] = double(reinterpret_cast<std::uintptr_t>(json_answer.data()));
  exchange.numbers[json_length] = double(json_answer.size());
}

// Rates the puzzle in `text` (explain: with every step; `teach`: walked on the hint ladder, as
// explain --teach). The answer is sudoku::to_json's, in json_answer; returns the status.
int rate(double text_length, bool keep_steps, bool teach) {
  const sudoku::ParseResult parsed = sudoku::parse(text_view(text_length));
  sudoku::Rating rating;
  if (parsed.ok) {
    rating = sudoku::rate(parsed.grid, {.keep_steps = keep_steps, .teach = teach});
  } else {
    rating.message = parsed.message;
  }
  json_answer = sudoku::to_json(rating, parsed.grid);
  publish_json();
  return int(rating.status);
}

// The certificate of the puzzle in `text` (sudoku/certify.hpp), counting up to `limit` with
// `budget` search nodes per search (0: the default). The answer is sudoku::to_json's, in
// json_answer; returns the status.
int certify(double text_length, double limit, double budget) {
  const sudoku::Certificate certificate = sudoku::certify(
      text_view(text_length), {.limit = std::uint64_t(limit), .budget = std::uint64_t(budget)});
  json_answer = sudoku::to_json(certificate);
  publish_json();
  return int(certificate.status);
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

// The canonical form of the puzzle in `text` (sudoku/canon.hpp): returns -1 with the form in
// `canonical` and its transform in `transform`, or the status solve() gives bad input
// (malformed, or invalid with the clashes), with its message.
int canonical(double text_length) {
  clear_outputs();
  const sudoku::CanonicalResult result = sudoku::canonical_form(text_view(text_length));
  write_message(result.message);
  if (result.status) {
    write_conflicts(result.conflicts);
    return int(*result.status);
  }
  const sudoku::Transform& transform = result.canonical.transform;
  write_grid(exchange.canonical, result.canonical.grid);
  exchange.transform[0] = transform.transpose;
  std::copy(transform.rows.begin(), transform.rows.end(), exchange.transform + kTransformRows);
  std::copy(transform.columns.begin(), transform.columns.end(),
            exchange.transform + kTransformColumns);
  std::copy(transform.digits.begin(), transform.digits.end(),
            exchange.transform + kTransformDigits);
  return -1;
}

// A puzzle of the request whose texts lie one after another in `text`: seed (decimal digits),
// date (YYYY-MM-DD), level name, rating range and symmetry name, each of the length given, -1
// for an option not given (sudoku::GenerateRequest). Returns the status: unique, aborted (no
// puzzle in the band within `attempts`) or malformed: a bad request, with the message
// "OPTION: WHAT" ("date: expected a date as YYYY-MM-DD", "seed and date: give one or the
// other"), to which the client adds the value it was given.
int generate(double seed_length, double date_length, double level_length, double rating_length,
             double symmetry_length, bool minimal, int attempts) {
  clear_outputs();
  const double lengths[] = {seed_length, date_length, level_length, rating_length, symmetry_length};
  std::optional<std::string_view> texts[std::size(lengths)];
  double offset = 0;
  for (std::size_t i = 0; i < std::size(lengths); ++i) {
    if (lengths[i] >= 0) texts[i] = text_view(lengths[i], offset);
    offset += std::max(lengths[i], 0.0);
  }
  const sudoku::RequestedOptions read = sudoku::read_generate_request({.seed = texts[0],
                                                                       .date = texts[1],
                                                                       .level = texts[2],
                                                                       .rating = texts[3],
                                                                       .symmetry = texts[4],
                                                                       .minimal = minimal,
                                                                       .attempts = attempts});
  if (read.status) {
    std::string message(read.option);
    if (!read.other.empty()) message.append(" and ").append(read.other);
    write_message(message.append(": ").append(read.message));
    return int(*read.status);
  }
  const sudoku::Generated made = sudoku::generate(read.options);
  exchange.numbers[Number::rating] = made.rating / 10.0;
  exchange.numbers[Number::rated] = made.rated;
  if (made.rated) {
    exchange.numbers[Number::level_length] =
        double(write_text(exchange.level, sudoku::level_name(made.rating)));
  }
  exchange.numbers[Number::attempts] = made.attempts;
  write_message(made.message);
  write_grid(exchange.puzzle, made.puzzle);
  write_grid(exchange.solution, made.solution);
  char* digits = reinterpret_cast<char*>(exchange.seed);
  exchange.numbers[Number::seed_length] =
      double(std::to_chars(digits, digits + kSeedCapacity, made.seed).ptr - digits);
  return int(made.ok ? sudoku::Status::unique : sudoku::Status::aborted);
}

#endif  // SUDOKU_LOGIC_PART

template <typename T, std::size_t N>
emscripten::val view_of(T (&array)[N]) {
  return emscripten::val(emscripten::typed_memory_view(N, array));
}

// Fresh views over the exchange area (views detach when the memory grows).
emscripten::val exchange_views() {
  emscripten::val views = emscripten::val::object();
  views.set("text", view_of(exchange.text));
  views.set("numbers", view_of(exchange.numbers));
  views.set("solution", view_of(exchange.solution));
  views.set("puzzle", view_of(exchange.puzzle));
  views.set("traceGrid", view_of(exchange.trace_grid));
  views.set("seed", view_of(exchange.seed));
  views.set("level", view_of(exchange.level));
  views.set("canonical", view_of(exchange.canonical));
  views.set("transform", view_of(exchange.transform));
  views.set("message", view_of(exchange.message));
  views.set("conflicts", view_of(exchange.conflicts));
  views.set("steps", view_of(exchange.steps));
  return views;
}

#if SUDOKU_LOGIC_PART
emscripten::val strings(auto&& names) {
  emscripten::val array = emscripten::val::array();
  for (const auto& name : names) array.call<void>("push", std::string(name));
  return array;
}

// Every constant JS must agree with, by name, defined here or in the library and nowhere else:
// scripts/assemble.mjs writes what this returns into the client as BOUNDARY, and the JS tests
// check that the package's copy is what the module returns.
//   numbers      the index of each field of Exchange::numbers
//   statuses     sudoku::Status's words, by value: what solve() and friends return
//   algorithms   sudoku::Algorithm's names, by value
//   unitKinds    sudoku::Unit's names, by value (kUnitKindNames)
//   stepKinds    sudoku::StepKind's names, by value; stepFields the packed step's layout
//   levels       sudoku::kLevels: name, min and max rating in tenths
//   symmetries   sudoku::kSymmetryNames, by Symmetry's value
//   expected     what each generate() option must be, in the library's words
//                (sudoku::generate_expected), by the option's name
//   textCapacity the bytes of `text`; traceChunkCapacity the steps of a trace chunk;
//   conflictFields the numbers of one pair in `conflicts`
//   transformFields canonical()'s transform: each field's offset in `transform`
emscripten::val boundary() {
  using emscripten::val;
  val numbers = val::object();
  for (int number = 0; number < number_count; ++number)
    numbers.set(std::string(kNumberNames[number]), number);
  std::vector<std::string_view> statuses;
  for (int value = 0; value <= int(sudoku::Status::aborted); ++value)
    statuses.push_back(sudoku::status_name(sudoku::Status(value)));
  val fields = val::object();
  for (const sudoku::PackedField& field : sudoku::kPackedFields) {
    val layout = val::object();
    layout.set("shift", field.shift);
    layout.set("bits", field.bits);
    fields.set(std::string(field.name), layout);
  }
  val levels = val::array();
  for (const sudoku::Level& level : sudoku::kLevels) {
    val entry = val::object();
    entry.set("name", std::string(level.name));
    entry.set("min", level.min);
    entry.set("max", level.max);
    levels.call<void>("push", entry);
  }

  val result = val::object();
  result.set("numbers", numbers);
  result.set("statuses", strings(statuses));
  result.set("algorithms", strings(kAlgorithmNames));
  result.set("unitKinds", strings(sudoku::kUnitKindNames));
  result.set("stepKinds", strings(sudoku::kStepKindNames));
  result.set("stepFields", fields);
  result.set("levels", levels);
  result.set("symmetries", strings(sudoku::kSymmetryNames));
  val expected = val::object();
  for (const char* option : {"seed", "date", "level", "rating", "symmetry", "attempts"})
    expected.set(option, sudoku::generate_expected(option));
  result.set("expected", expected);
  result.set("textCapacity", double(kTextCapacity));
  result.set("traceChunkCapacity", double(kTraceChunkCapacity));
  result.set("conflictFields", double(kConflictFields));
  val transform_fields = val::object();
  transform_fields.set("transpose", 0);
  transform_fields.set("rows", double(kTransformRows));
  transform_fields.set("columns", double(kTransformColumns));
  transform_fields.set("digits", double(kTransformDigits));
  result.set("transformFields", transform_fields);
  return result;
}
#endif  // SUDOKU_LOGIC_PART

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku) {
#if SUDOKU_LOGIC_PART
  emscripten::function("rate", &rate);
  emscripten::function("hint", &hint);
  emscripten::function("generate", &generate);
  emscripten::function("canonical", &canonical);
  emscripten::function("certify", &certify);
  emscripten::function("boundary", &boundary);
#endif
#if SUDOKU_CORE_PART
  emscripten::function("solve", &solve);
  emscripten::function("validate", &validate);
  emscripten::function("solveFirst", &solve_first);
  emscripten::function("openTrace", &open_trace);
  emscripten::function("readTrace", &read_trace);
  emscripten::function("closeTrace", &close_trace);
#endif
  emscripten::function("exchangeViews", &exchange_views);
  emscripten::function(
      "version", +[] { return std::string(SUDOKU_VERSION); });
}
