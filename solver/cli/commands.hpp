// The CLI's commands: the options its command line sets (main.cpp), and each command's runner,
// which prints one result per puzzle and returns the exit status: 0 when every puzzle got its
// answer, 1 when some did not (not unique, not rated, ...), 2 for input it could not read or
// options it could not follow.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace cli {

// The command line as main.cpp's parser sets it: one set of fields for every command, each of
// which reads its own.
struct Options {
  std::string algorithm = "fast";
  std::uint64_t budget = 0;
  std::uint64_t limit = 1000;
  bool grid = false;
  bool stats = false;
  bool json = false;
  bool teach = false;    // explain: walk with the hint ladder
  bool rate = false;     // bench: time rate() instead
  bool canon = false;    // bench: time canonical_form() instead
  bool certify = false;  // bench: time certify() instead
  bool hint = false;     // bench: time hint() on the positions of hint-ladder walks instead
  std::string progress;
  std::string marks;
  int count_wanted = 1;  // generate
  // generate: the request's texts (sudoku::GenerateRequest), absent for an option not given
  std::optional<std::string> level;
  std::optional<std::string> rating_range;
  std::optional<std::string> symmetry;  // absent: the library's default for the band
  bool minimal = false;
  std::optional<std::string> seed;  // decimal digits (the option's check writes them so)
  std::optional<std::string> date;
  int attempts = 2000;
  bool times = false;
  int jobs = 0;                 // rate, explain, generate: threads; 0 for one per core
  std::string cells_directory;  // scan: where to write the reader's cell pictures
  std::vector<std::string> files;

  sudoku::SolveOptions solve_options() const {
    sudoku::SolveOptions options;
    options.algorithm =
        algorithm == "textbook" ? sudoku::Algorithm::textbook : sudoku::Algorithm::fast;
    options.budget = budget;
    return options;
  }
};

// commands.cpp
int run_solve(const Options& options);
int run_count(const Options& options);
int run_rate(const Options& options, bool explain);  // rate, or explain with `explain`
int run_hint(const Options& options);
int run_canon(const Options& options);
int run_certify(const Options& options);
// scan.cpp
int run_scan(const Options& options);
// generate.cpp
int run_generate(const Options& options);
// techniques.cpp: the table of techniques (sudoku/techniques.hpp), a line each
int run_techniques(const Options& options);
// bench.cpp: --rate, --canon, --certify or --hint (at most one), else the solver
int run_bench(const Options& options);

}  // namespace cli
