// sudoku: the command-line tool. Streams puzzles from its arguments, files or stdin, one result
// line each. Every argument is a puzzle or a file of puzzles, by one rule (cli::kArgumentRule).
//
//   sudoku solve [--algorithm fast|textbook] [--budget N] [--grid] [--stats] [PUZZLE|FILE...]
//   sudoku count [--limit N] [...] [PUZZLE|FILE...]
//   sudoku bench [--algorithm ...] [--rate | --canon | --certify | --hint] PUZZLE|FILE...
//   sudoku rate [--jobs N] [PUZZLE|FILE...]
//   sudoku explain [--json] [--teach] [--jobs N] [PUZZLE|FILE...]
//   sudoku hint [--progress DIGITS] [--marks MARKS] [--json] PUZZLE|FILE...
//   sudoku canon [--json] [PUZZLE|FILE...]
//   sudoku certify [--json] [--jobs N] [PUZZLE|FILE...]
//   sudoku generate [--count N] [--jobs N] [--level L | --rating MIN-MAX] [--symmetry S]
//                   [--minimal] [--seed N | --date YYYY-MM-DD] [--attempts N]
//   sudoku scan [--json | --times] [--cells DIR] IMAGE...
//   sudoku techniques [--json]
//
// This file reads the command line; each command's runner is in commands.cpp, bench.cpp,
// generate.cpp or scan.cpp (commands.hpp).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "commands.hpp"
#include "input.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"

namespace {

using cli::Options;

// The most work (nodes, placements, solutions) a number option may ask for per puzzle.
constexpr std::uint64_t kMaxWork = 1'000'000'000'000'000;

// Number options take decimal whole numbers in a range, nothing else (no sign, hex, octal,
// exponent or fraction): CLI11 alone would read "-1" as a huge number and "0x10" as 16.
CLI::Validator decimal(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, value);
        const bool digits = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
          return c >= '0' && c <= '9';
        });
        if (digits && error == std::errc() && stop == end && value >= min && value <= max) {
          text = std::to_string(value);  // no leading zeros, which CLI11 would read as octal
          return {};
        }
        return "expected a whole number from " + std::to_string(min) + " to " +
               std::to_string(max) + ", got '" + text + "'";
      },
      "N");
}

// The library's level names (sudoku::kLevels), "easy" to "master".
std::vector<std::string> level_names() {
  std::vector<std::string> names;
  for (const sudoku::Level& level : sudoku::kLevels) names.emplace_back(level.name);
  return names;
}

// The library's symmetry names (sudoku::kSymmetryNames), "none" to "anti-diagonal".
std::vector<std::string> symmetry_names() {
  return {std::begin(sudoku::kSymmetryNames), std::end(sudoku::kSymmetryNames)};
}

// "easy, medium or hard"
std::string in_words(const std::vector<std::string>& names, std::string_view last) {
  std::string words;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) words += i + 1 == names.size() ? " " + std::string(last) + " " : ", ";
    words += names[i];
  }
  return words;
}

// The arguments every command reads by cli::kArgumentRule, which its help states.
CLI::Option* add_inputs(CLI::App& command, Options& options,
                        std::string_view what = "puzzles or files of puzzles (stdin when none)") {
  command.footer(std::string(cli::kArgumentRule));
  return command.add_option("inputs", options.files, std::string(what));
}

void add_common_options(CLI::App& command, Options& options) {
  command.add_option("--algorithm", options.algorithm, "fast (default) or textbook")
      ->check(CLI::IsMember({"fast", "textbook"}));
  command
      .add_option("--budget", options.budget,
                  "work allowed per puzzle: search nodes (fast) or placements (textbook)")
      ->transform(decimal(0, kMaxWork));
  add_inputs(command, options);
}

// --jobs: threads answering at once.
void add_jobs(CLI::App& command, Options& options, std::string_view doing) {
  command
      .add_option("--jobs", options.jobs,
                  "threads " + std::string(doing) + " at once (default: one per core)")
      ->transform(decimal(1, 256));
}

CLI::App* add_solve(CLI::App& app, Options& options) {
  CLI::App* solve = app.add_subcommand("solve", "one line per puzzle: the solution, or why not");
  add_common_options(*solve, options);
  solve->add_flag("--grid", options.grid, "print solutions as a 9x9 grid");
  solve->add_flag("--stats", options.stats, "append the solver's counters");
  return solve;
}

CLI::App* add_count(CLI::App& app, Options& options) {
  CLI::App* count = app.add_subcommand("count", "the number of solutions of each puzzle");
  add_common_options(*count, options);
  count->add_option("--limit", options.limit, "stop counting at this many (default 1000)")
      ->transform(decimal(1, kMaxWork));
  count->add_flag("--stats", options.stats, "append the solver's counters");
  return count;
}

// bench times one thing: the solver, or the one other job its flag names.
CLI::App* add_bench(CLI::App& app, Options& options) {
  CLI::App* bench = app.add_subcommand("bench", "time the solver on puzzle files");
  add_common_options(*bench, options);
  bench->get_option("inputs")->required();
  CLI::Option* const modes[] = {
      bench->add_flag("--rate", options.rate, "time the logical rating (sudoku rate) instead"),
      bench->add_flag("--canon", options.canon, "time the canonical form (sudoku canon) instead"),
      bench->add_flag("--certify", options.certify,
                      "time the certificate (sudoku certify) instead"),
      bench->add_flag("--hint", options.hint,
                      "time hint() on the positions of hint-ladder walks (steps beyond singles)")};
  for (std::size_t i = 0; i < std::size(modes); ++i) {
    for (std::size_t j = i + 1; j < std::size(modes); ++j) modes[i]->excludes(modes[j]);
  }
  return bench;
}

CLI::App* add_rate(CLI::App& app, Options& options) {
  CLI::App* rate = app.add_subcommand(
      "rate", "Sudoku Explainer rating: rating, level, hardest technique, steps");
  add_inputs(*rate, options);
  add_jobs(*rate, options, "rating");
  return rate;
}

CLI::App* add_explain(CLI::App& app, Options& options) {
  CLI::App* explain = app.add_subcommand("explain", "the logical steps that solve each puzzle");
  add_inputs(*explain, options);
  explain->add_flag("--json", options.json, "one JSON object per puzzle per line");
  explain->add_flag("--teach", options.teach,
                    "walk with the hint ladder (patterns players learn) instead of the rating's");
  add_jobs(*explain, options, "explaining");
  return explain;
}

CLI::App* add_hint(CLI::App& app, Options& options) {
  CLI::App* hint = app.add_subcommand("hint", "the next step from a player's position");
  hint->add_option("--progress", options.progress,
                   "the player's digits: 81 cells, '.' or '0' for empty (may repeat the givens)");
  hint->add_option(
      "--marks", options.marks,
      "the player's candidates: 81 comma-separated fields of digits, e.g. 12,,459,...");
  hint->add_flag("--json", options.json, "each hint as one JSON object");
  add_inputs(*hint, options, "puzzles or files of puzzles")->required();
  return hint;
}

CLI::App* add_canon(CLI::App& app, Options& options) {
  CLI::App* canon = app.add_subcommand(
      "canon",
      "the canonical form of each puzzle: the least isomorph, the same for a puzzle in "
      "any disguise (relabelled, reflected, rows or columns swapped)");
  canon->add_flag("--json", options.json,
                  "one JSON object per puzzle, with the transform that gives the form");
  add_inputs(*canon, options);
  return canon;
}

CLI::App* add_certify(CLI::App& app, Options& options) {
  CLI::App* certify = app.add_subcommand(
      "certify",
      "a setter's certificate of each puzzle: uniqueness, redundant givens, symmetries, "
      "rating (ED=rating/pearl/diamond), canonical form and a link to play it");
  add_inputs(*certify, options);
  certify->add_flag("--json", options.json, "one JSON object per puzzle per line");
  add_jobs(*certify, options, "certifying");
  return certify;
}

CLI::App* add_scan(CLI::App& app, Options& options) {
  CLI::App* scan = app.add_subcommand(
      "scan",
      "read the puzzle in each photo or screenshot (JPEG or PNG): the puzzle, then the status");
  scan->add_option("images", options.files, "image files")->required();
  CLI::Option* json = scan->add_flag(
      "--json", options.json,
      "one JSON object per image, with the grid's corners and each cell's confidence");
  scan->add_flag("--times", options.times,
                 "append the µs of each step (for benchmarks): decode, picture, grid, warp, "
                 "cells, read, check; then the scan's CPU µs")
      ->excludes(json);
  scan->add_option("--cells", options.cells_directory,
                   "write the digit reader's cell pictures of each image to this directory "
                   "(for scripts/train-digits.py)")
      ->check(CLI::ExistingDirectory);
  return scan;
}

CLI::App* add_techniques(CLI::App& app, Options& options) {
  CLI::App* techniques = app.add_subcommand(
      "techniques",
      "the techniques the hint and rating ladders name: name, lesson, family, ladders, "
      "rating band");
  techniques->add_flag("--json", options.json, "one JSON object per technique per line");
  return techniques;
}

// generate's options take the request's texts; the library reads them (read_generate_request),
// and the names it knows are the choices offered here.
CLI::App* add_generate(CLI::App& app, Options& options) {
  CLI::App* generate = app.add_subcommand("generate", "new puzzles: puzzle, rating, level, seed");
  generate->add_option("--count", options.count_wanted, "how many puzzles (default 1)")
      ->transform(decimal(1, 1000000));
  add_jobs(*generate, options, "generating");
  const std::vector<std::string> levels = level_names();
  auto* level = generate->add_option("--level", options.level, in_words(levels, "or"))
                    ->check(CLI::IsMember(levels));
  generate->add_option("--rating", options.rating_range, "a rating range, e.g. 4.0-5.9")
      ->excludes(level);
  const std::vector<std::string> symmetries = symmetry_names();
  generate
      ->add_option("--symmetry", options.symmetry,
                   in_words(symmetries, "or") + " (default: rotational, none from 8.0 up)")
      ->check(CLI::IsMember(symmetries));
  generate->add_flag("--minimal", options.minimal, "no given can be removed");
  generate->add_flag("--times", options.times, "append the µs each puzzle took (for benchmarks)");
  auto* seed = generate->add_option("--seed", options.seed, "the seed (a whole number)")
                   ->transform(decimal(0, std::numeric_limits<std::uint64_t>::max()));
  generate->add_option("--date", options.date, "the daily puzzle of a date, YYYY-MM-DD")
      ->excludes(seed);
  generate
      ->add_option("--attempts", options.attempts, "puzzles tried per puzzle wanted (default 2000)")
      ->transform(decimal(1, sudoku::kMaxAttempts));
  return generate;
}

}  // namespace

int main(int argc, char** argv) {
#if defined(__GLIBC__)
  // glibc hands a freed heap top past 128 KB back to the kernel, and maps bigger blocks on
  // their own. A rating's chain graphs grow past that and are freed with each puzzle, so every
  // puzzle of a batch faulted its pages in anew: a tenth of rating 40 mixed puzzles.
  mallopt(M_TRIM_THRESHOLD, 32 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
  std::ios::sync_with_stdio(false);
  CLI::App app{"sudoku: solve, count, rate, explain, canonicalise and generate Sudoku puzzles"};
  // CLI11 quotes the values it rejects; they are the user's bytes, maybe not UTF-8. Set before
  // the subcommands, which copy it.
  app.failure_message([](const CLI::App* command, const CLI::Error& error) {
    return sudoku::printable(CLI::FailureMessage::simple(command, error));
  });
  app.require_subcommand(1);
  app.footer(std::string(cli::kArgumentRule));
  Options options;
  using Run = int (*)(const Options&);
  const std::pair<CLI::App*, Run> commands[] = {
      {add_solve(app, options), cli::run_solve},
      {add_count(app, options), cli::run_count},
      {add_bench(app, options), cli::run_bench},
      {add_rate(app, options), [](const Options& given) { return cli::run_rate(given, false); }},
      {add_explain(app, options), [](const Options& given) { return cli::run_rate(given, true); }},
      {add_hint(app, options), cli::run_hint},
      {add_canon(app, options), cli::run_canon},
      {add_certify(app, options), cli::run_certify},
      {add_generate(app, options), cli::run_generate},
      {add_scan(app, options), cli::run_scan},
      {add_techniques(app, options), cli::run_techniques},
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? 0 : 2;
  }
  for (const auto& [command, run] : commands) {
    if (command->parsed()) return run(options);
  }
  return 2;  // not reached: a command is required
}
