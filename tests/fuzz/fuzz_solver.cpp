// A libFuzzer harness over the parsers and every solver entry point (scripts/fuzz.sh runs it).
//
// Input: a first byte of switches, then text. The text goes to every parser as it is; when it
// is a puzzle, the searches must agree with each other and with the puzzle, and the switches
// choose which of the slower entry points also run on it:
//   bit 0  rate() with its steps: each placement is the solution's digit, no elimination
//          removes it
//   bit 1  hint() from a position made of the solution's digits (and one wrong entry on bit 2)
//   bit 3  Watch the search's traces, textbook (bit 4 clear) or fast (bit 4 set)
//   bit 5  generate() with a seed taken from the text
//   bit 6  hint() from text: puzzle, progress and marks cut from the text at \x1f bytes
//   bit 7  the canonical form of an isomorph made from the text, the puzzle's own form
// Every puzzle gets its canonical form, made by its transform. Budgets are small so that every
// input runs in milliseconds; a check that fails aborts.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

#include "sudoku/canon.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/sudoku.hpp"
#include "sudoku/trace.hpp"

namespace {

using namespace sudoku;

void require(bool condition, const char* what) {
  if (condition) return;
  std::fprintf(stderr, "fuzz_solver: check failed: %s\n", what);
  std::abort();
}

// Messages quote the input through printable(): they hold no raw control byte or bad UTF-8.
void require_printable(const std::string& message) {
  require(printable(message) == message, "a message is printable UTF-8");
}

// A step never places a digit other than the solution's and never removes the solution's.
void require_sound(const Step& step, const Grid& solution) {
  for (const Candidate& placed : step.placements)
    require(solution[placed.cell] == placed.digit, "a placement is the solution's digit");
  for (const Candidate& removed : step.eliminations)
    require(solution[removed.cell] != removed.digit, "an elimination spares the solution");
}

void check_searches(const Grid& puzzle, SolveResult& fast) {
  SolveOptions options;
  options.limit = 3;
  options.budget = 5'000;
  fast = solve(puzzle, options);
  options.algorithm = Algorithm::textbook;
  options.budget = 50'000;
  const SolveResult textbook = solve(puzzle, options);
  require_printable(fast.message);
  require_printable(textbook.message);
  for (const SolveResult& result : {fast, textbook}) {
    if (result.solved())
      require(is_solution_of(result.solution, puzzle), "a solution solves the puzzle");
    require(result.count <= 3, "the count stops at the limit");
  }
  require((fast.status == Status::invalid) == (textbook.status == Status::invalid),
          "both searches see clashing givens");
  if (fast.complete && textbook.complete) {
    require(fast.count == textbook.count, "both searches count the same");
    require(fast.status == textbook.status, "both searches give the same status");
  }
  if (fast.status != Status::aborted && textbook.status != Status::aborted &&
      fast.status != Status::invalid) {
    require((fast.count == 0) == (textbook.count == 0), "both searches find a solution or none");
  }

  Grid first{};
  const bool found = solve_first(puzzle, first, nullptr, 5'000);
  if (found) require(is_solution_of(first, puzzle), "solve_first's solution solves the puzzle");
  if (fast.solved()) require(found, "solve_first finds what solve found");
  if (fast.status == Status::none) require(!found, "solve_first finds none where there is none");
}

void check_rating(const Grid& puzzle, const SolveResult& fast) {
  RateOptions options;
  options.keep_steps = true;
  options.budget = 50'000;
  const Rating rating = rate(puzzle, options);
  require_printable(rating.message);
  if (fast.complete) require(rating.status == fast.status, "rate() and solve() agree");
  if (rating.status != Status::unique) return;
  require(is_solution_of(rating.solution, puzzle), "the rating's solution solves the puzzle");
  for (const Step& step : rating.steps) require_sound(step, rating.solution);
}

void check_hint(const Grid& puzzle, const SolveResult& fast, std::string_view text, bool wrong) {
  if (fast.status != Status::unique || !fast.complete) return;
  Position position;
  position.givens = puzzle;
  // The player has entered the solution's digit wherever the text has an odd byte.
  for (std::size_t i = 0; i < text.size() && i < 81; ++i) {
    if (!puzzle[i] && (text[i] & 1)) position.entries[i] = fast.solution[i];
  }
  int wrong_cell = -1;
  if (wrong) {
    for (int cell = 0; cell < 81 && wrong_cell < 0; ++cell) {
      if (!puzzle[cell] && !position.entries[cell]) wrong_cell = cell;
    }
    if (wrong_cell >= 0)
      position.entries[wrong_cell] = std::uint8_t(fast.solution[wrong_cell] % 9 + 1);
  }
  const Hint hinted = hint(position);
  require_printable(hinted.message);
  if (wrong_cell >= 0) require(hinted.kind == Hint::Kind::mistake, "a wrong entry is named first");
  if (hinted.kind == Hint::Kind::step) require_sound(hinted.step, fast.solution);
  if (hinted.kind == Hint::Kind::mistake) {
    require(!hinted.step.cells.empty() && hinted.step.cells.front().cell == wrong_cell,
            "the mistake named is the wrong entry");
  }
}

void check_trace(const Grid& puzzle, const SolveResult& fast, Algorithm algorithm) {
  if (fast.status == Status::invalid) return;  // a trace needs givens that do not clash
  const auto trace = Trace::start(puzzle, algorithm);
  SearchStep step;
  for (int steps = 0; steps < 20'000 && trace->next(step); ++steps) {
    require(step.cell < 81 && step.digit <= 9, "a trace step names a cell and a digit");
    require(unpack(pack(step)).cell == step.cell, "a packed step unpacks");
  }
  if (!trace->finished()) return;
  if (trace->found()) require(is_solution_of(trace->grid(), puzzle), "a trace's solution");
  if (fast.complete) require(trace->found() == (fast.count > 0), "a trace finds what solve finds");
}

void check_hint_text(std::string_view text) {
  std::string_view parts[3];
  for (std::string_view& part : parts) {
    const std::size_t cut = text.find('\x1f');
    part = text.substr(0, cut);
    text = cut == std::string_view::npos ? std::string_view() : text.substr(cut + 1);
  }
  require_printable(hint(parts[0], parts[1], parts[2]).message);
}

// The canonical form is an isomorph made by its transform, its own form, and (`disguise`) the
// form of an isomorph of the puzzle drawn with the text's bytes; clashing givens have none.
void check_canonical(const Grid& puzzle, std::string_view text, bool disguise) {
  const auto canonical = canonical_form(puzzle);
  require(canonical.has_value() == find_conflicts(puzzle).empty(),
          "a puzzle has a canonical form unless its givens clash");
  if (!canonical) return;
  require(is_isomorphism(canonical->transform), "the form's transform is an isomorphism");
  require(apply_transform(canonical->transform, puzzle) == canonical->grid,
          "the form's transform makes the form");
  if (!disguise) return;
  std::uint64_t state = 0;
  for (const char c : text) state = state * 131 + static_cast<unsigned char>(c);
  const auto draw = [&](int n) {  // a number below n (a linear congruential step)
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return int((state >> 33) % std::uint64_t(n));
  };
  const auto shuffle = [&](std::uint8_t* items, int n) {
    for (int i = n - 1; i > 0; --i) std::swap(items[i], items[draw(i + 1)]);
  };
  Transform transform;
  transform.transpose = draw(2) == 1;
  for (auto* lines : {&transform.rows, &transform.columns}) {
    std::uint8_t chutes[3] = {0, 1, 2};
    shuffle(chutes, 3);
    for (int i = 0; i < 3; ++i) {
      std::uint8_t within[3] = {0, 1, 2};
      shuffle(within, 3);
      for (int j = 0; j < 3; ++j) (*lines)[3 * i + j] = std::uint8_t(3 * chutes[i] + within[j]);
    }
  }
  shuffle(transform.digits.data() + 1, 9);
  require(is_isomorphism(transform), "the fuzzer's transform is an isomorphism");
  const auto again = canonical_form(apply_transform(transform, puzzle));
  require(again && again->grid == canonical->grid, "an isomorph has the same canonical form");
}

void check_generate(std::string_view text) {
  GenerateOptions options;
  for (const char c : text) options.seed = options.seed * 131 + static_cast<unsigned char>(c);
  options.attempts = 2;
  const Generated made = generate(options);
  require_printable(made.message);
  if (!made.ok) return;
  SolveOptions check;
  check.budget = 1'000'000;
  const SolveResult result = solve(made.puzzle, check);
  require(result.status == Status::unique, "a generated puzzle is unique");
  require(result.solution == made.solution, "a generated puzzle comes with its solution");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t switches = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

  // The text as every parser reads it.
  const ParseResult parsed = parse(text);
  require_printable(parsed.message);
  require_printable(parse_marks(text).message);
  if (switches & 64) check_hint_text(text);
  (void)parse_rating_range(text);
  (void)level_band(text);
  if (switches & 32) check_generate(text);
  if (!parsed.ok) return 0;

  const Grid& puzzle = parsed.grid;
  require(parse(to_line(puzzle)).grid == puzzle, "to_line reads back");
  require(parse(to_picture(puzzle)).grid == puzzle, "to_picture reads back");
  SolveResult fast;
  check_searches(puzzle, fast);
  if (switches & 1) check_rating(puzzle, fast);
  if (switches & 2) check_hint(puzzle, fast, text, (switches & 4) != 0);
  if (switches & 8)
    check_trace(puzzle, fast, switches & 16 ? Algorithm::fast : Algorithm::textbook);
  check_canonical(puzzle, text, (switches & 128) != 0);
  return 0;
}
