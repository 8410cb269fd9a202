// sudoku bench: the time of the solver, or of rate(), canonical_form(), certify() or hint(), per
// puzzle of each file, one line per file.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "commands.hpp"
#include "input.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/logic.hpp"

namespace cli {
namespace {

// One line of a timed bench: the file, how many were timed, their mean, median and largest µs,
// and the count in the last column.
void print_times(const std::string& name, std::vector<double>& micros, int count) {
  const std::size_t n = micros.size();
  double total = 0;
  for (double m : micros) total += m;
  std::sort(micros.begin(), micros.end());
  const double median = n ? (micros[(n - 1) / 2] + micros[n / 2]) / 2 : 0;
  std::printf("%-36s %9zu %10.1f %10.1f %10.1f %9d\n", name.c_str(), n, n ? total / double(n) : 0,
              median, n ? micros.back() : 0.0, count);
}

// Times `work(puzzle)` on every puzzle of each file: mean, median and largest µs per puzzle, and
// how many puzzles `work` counted (its answer; the last column, named `counted`).
template <typename Work>
int run_timed_bench(const Options& options, const char* counted, Work work) {
  using Clock = std::chrono::steady_clock;
  std::printf("%-36s %9s %10s %10s %10s %9s\n", "file", "puzzles", "mean_us", "median_us", "max_us",
              counted);
  for (const std::string& name : options.files) {
    std::vector<sudoku::Grid> puzzles;
    if (!for_each_puzzle({name}, [&](const PuzzleText& puzzle) {
          const sudoku::ParseResult parsed = sudoku::parse(puzzle.text, puzzle.first_line);
          if (parsed.ok) puzzles.push_back(parsed.grid);
        })) {
      return 2;
    }
    std::vector<double> micros;
    int count = 0;
    for (const sudoku::Grid& puzzle : puzzles) {
      const auto before = Clock::now();
      count += work(puzzle);
      micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - before).count());
    }
    print_times(name, micros, count);
  }
  return 0;
}

// rate(): the logical solver's cost per puzzle, and how many it rated.
int run_rate_bench(const Options& options) {
  return run_timed_bench(options, "rated",
                         [](const sudoku::Grid& puzzle) { return sudoku::rate(puzzle).rated; });
}

// canonical_form(): its cost per puzzle, and how many different forms the file holds (as many as
// puzzles, unless some are others in disguise). Puzzles whose givens clash have none.
int run_canon_bench(const Options& options) {
  std::set<sudoku::Grid> forms;
  return run_timed_bench(options, "forms", [&](const sudoku::Grid& puzzle) {
    const auto form = sudoku::canonical_form(puzzle);
    return form && forms.insert(form->grid).second;
  });
}

// certify(): the cost of a whole certificate per puzzle, and how many were unique.
int run_certify_bench(const Options& options) {
  return run_timed_bench(options, "unique", [](const sudoku::Grid& puzzle) {
    return sudoku::certify(puzzle).status == sudoku::Status::unique;
  });
}

// hint(): its cost from a player's position. Each puzzle is walked with the hint ladder
// (explain --teach), the player taking every step (entries for placements, marks struck for
// eliminations), and hint() is timed at every position whose step is not a single. Prints the
// positions, their mean, median and largest µs, and how many hints were steps.
int run_hint_bench(const Options& options) {
  using Clock = std::chrono::steady_clock;
  std::printf("%-36s %9s %10s %10s %10s %9s\n", "file", "positions", "mean_us", "median_us",
              "max_us", "steps");
  for (const std::string& name : options.files) {
    std::vector<double> micros;
    int steps = 0;
    const bool readable = for_each_puzzle({name}, [&](const PuzzleText& puzzle) {
      const sudoku::ParseResult parsed = sudoku::parse(puzzle.text, puzzle.first_line);
      if (!parsed.ok) return;
      const sudoku::Rating walk = sudoku::rate(parsed.grid, {.keep_steps = true, .teach = true});
      sudoku::Position position;
      position.givens = parsed.grid;
      position.marks.assign(81, 0);
      // The marks a player starts from: every digit the cell's row, column and box allow.
      for (int cell = 0; cell < 81; ++cell) {
        if (parsed.grid[cell]) continue;
        std::uint16_t allowed = 0x1ff;
        for (int other = 0; other < 81; ++other) {
          const bool peer = other / 9 == cell / 9 || other % 9 == cell % 9 ||
                            (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);
          if (peer && parsed.grid[other])
            allowed &= std::uint16_t(~(1u << (parsed.grid[other] - 1)));
        }
        position.marks[cell] = allowed;
      }
      for (const sudoku::Step& step : walk.steps) {
        const bool single = step.technique == "Full House" || step.technique == "Hidden Single" ||
                            step.technique == "Naked Single";
        if (!single) {
          const auto before = Clock::now();
          const sudoku::Hint hint = sudoku::hint(position);
          micros.push_back(
              std::chrono::duration<double, std::micro>(Clock::now() - before).count());
          steps += hint.kind == sudoku::Hint::Kind::step;
        }
        for (const sudoku::Candidate& c : step.placements) {
          position.entries[c.cell] = std::uint8_t(c.digit);
          position.marks[c.cell] = 0;
        }
        for (const sudoku::Candidate& c : step.eliminations) {
          position.marks[c.cell] &= std::uint16_t(~(1u << (c.digit - 1)));
        }
      }
    });
    if (!readable) return 2;
    print_times(name, micros, steps);
  }
  return 0;
}

}  // namespace

// Times the first solution of every puzzle of each file, as published solver benchmarks do.
int run_bench(const Options& options) {
  if (options.rate) return run_rate_bench(options);
  if (options.hint) return run_hint_bench(options);
  if (options.canon) return run_canon_bench(options);
  if (options.certify) return run_certify_bench(options);
  using Clock = std::chrono::steady_clock;
  const bool textbook = options.algorithm == "textbook";
  const sudoku::SolveOptions textbook_options = options.solve_options();
  std::printf("%-36s %9s %12s %10s %10s %10s\n", "file", "puzzles", "puzzles/s", "mean_us",
              "median_us", textbook ? "placements" : "guesses");
  int status = 0;
  for (const std::string& name : options.files) {
    std::vector<sudoku::Grid> puzzles;
    int unreadable = 0;
    if (!for_each_puzzle({name}, [&](const PuzzleText& puzzle) {
          const sudoku::ParseResult parsed = sudoku::parse(puzzle.text, puzzle.first_line);
          if (parsed.ok) {
            puzzles.push_back(parsed.grid);
          } else {
            ++unreadable;
          }
        })) {
      return 2;
    }
    std::vector<double> micros;
    micros.reserve(puzzles.size());
    double work = 0;
    int wrong = 0;
    for (const sudoku::Grid& puzzle : puzzles) {
      const auto before = Clock::now();
      sudoku::Grid solution{};
      bool solved;
      sudoku::Stats stats;
      if (textbook) {
        const sudoku::SolveResult result = sudoku::solve(puzzle, textbook_options);
        solved = result.solved();
        solution = result.solution;
        stats = result.stats;
      } else {
        solved = sudoku::solve_first(puzzle, solution, &stats, options.budget);
      }
      micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - before).count());
      work += double(textbook ? stats.placements : stats.guesses);
      if (!solved || !sudoku::is_solution_of(solution, puzzle)) ++wrong;
    }
    double seconds = 0;  // the timed solves only: checking the answers is outside the clock
    for (double m : micros) seconds += m / 1e6;
    const std::size_t n = puzzles.size();
    std::sort(micros.begin(), micros.end());
    const double median = n ? (micros[(n - 1) / 2] + micros[n / 2]) / 2 : 0;
    std::printf("%-36s %9zu %12.0f %10.2f %10.2f %10.2f\n", name.c_str(), n,
                n ? double(n) / seconds : 0.0, n ? seconds * 1e6 / double(n) : 0.0, median,
                n ? work / double(n) : 0.0);
    if (wrong || unreadable) {
      std::fprintf(stderr, "sudoku bench: %s: %d unsolved or wrong, %d unreadable\n", name.c_str(),
                   wrong, unreadable);
      status = 1;
    }
  }
  return status;
}

}  // namespace cli
