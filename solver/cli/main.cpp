// sudoku: the command-line tool. Streams puzzles from its arguments, files or stdin, one result
// line each. Every argument is a puzzle or a file of puzzles, by one rule (cli::kArgumentRule).
//
//   sudoku solve [--algorithm fast|textbook] [--budget N] [--grid] [--stats] [PUZZLE|FILE...]
//   sudoku count [--limit N] [...] [PUZZLE|FILE...]
//   sudoku bench [--algorithm ...] PUZZLE|FILE...
//   sudoku rate [--jobs N] [PUZZLE|FILE...]
//   sudoku explain [--json] [--teach] [--jobs N] [PUZZLE|FILE...]
//   sudoku hint [--progress DIGITS] [--marks MARKS] [--json] PUZZLE|FILE...
//   sudoku canon [--json] [PUZZLE|FILE...]
//   sudoku certify [--json] [--jobs N] [PUZZLE|FILE...]
//   sudoku generate [--count N] [--jobs N] [--level L | --rating MIN-MAX] [--symmetry S]
//                   [--minimal] [--seed N | --date YYYY-MM-DD] [--attempts N]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "input.hpp"
#include "parallel.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/sudoku.hpp"

namespace {

using cli::for_each_puzzle;
using cli::Progress;
using cli::PuzzleText;

// The most work (nodes, placements, solutions) a number option may ask for per puzzle.
constexpr std::uint64_t kMaxWork = 1'000'000'000'000'000;

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
  // generate
  int count_wanted = 1;
  std::string level;
  std::string rating_range;
  bool rating_given = false;  // --rating was given (an empty range is an error, not "none")
  std::string symmetry;       // empty: the library's default for the band
  bool minimal = false;
  std::optional<std::uint64_t> seed;
  std::string date;
  int attempts = 2000;
  bool times = false;
  int jobs = 0;  // rate, explain, generate: threads; 0 for one per core
  std::vector<std::string> files;

  sudoku::SolveOptions solve_options() const {
    sudoku::SolveOptions options;
    options.algorithm =
        algorithm == "textbook" ? sudoku::Algorithm::textbook : sudoku::Algorithm::fast;
    options.budget = budget;
    return options;
  }
};

std::string format_stats(const sudoku::SolveResult& result, sudoku::Algorithm algorithm) {
  const sudoku::Stats& s = result.stats;
  if (algorithm == sudoku::Algorithm::textbook) {
    return "placements=" + std::to_string(s.placements) +
           " backtracks=" + std::to_string(s.backtracks);
  }
  return "nodes=" + std::to_string(s.nodes) + " guesses=" + std::to_string(s.guesses);
}

std::string failure_line(const sudoku::SolveResult& result) {
  return std::string(sudoku::status_name(result.status)) + ": " + result.message;
}

int run_solve(const Options& options) {
  const sudoku::SolveOptions solve_options = options.solve_options();
  bool all_unique = true;
  const bool readable = for_each_puzzle(options.files, [&](const PuzzleText& puzzle) {
    const sudoku::SolveResult result = sudoku::solve(puzzle.text, solve_options, puzzle.first_line);
    all_unique = all_unique && result.status == sudoku::Status::unique;
    std::string stats;
    if (options.stats) stats = "\t" + format_stats(result, solve_options.algorithm);
    if (result.status != sudoku::Status::unique) {
      std::cout << failure_line(result) << stats << '\n';
    } else if (options.grid) {
      std::cout << sudoku::to_picture(result.solution)
                << (options.stats ? stats.substr(1) + "\n" : "") << '\n';
    } else {
      std::cout << sudoku::to_line(result.solution) << stats << '\n';
    }
  });
  std::cout.flush();
  if (!readable) return 2;
  return all_unique ? 0 : 1;
}

int run_count(const Options& options) {
  sudoku::SolveOptions solve_options = options.solve_options();
  solve_options.limit = options.limit;
  bool all_counted = true;
  const bool readable = for_each_puzzle(options.files, [&](const PuzzleText& puzzle) {
    const sudoku::SolveResult result = sudoku::solve(puzzle.text, solve_options, puzzle.first_line);
    std::string line;
    switch (result.status) {
      case sudoku::Status::unique:
      case sudoku::Status::multiple:
      case sudoku::Status::none:
        if (!result.complete && result.count < solve_options.limit) {
          // The budget, not the limit, stopped the count: it is not known.
          all_counted = false;
          line = "aborted: the budget ran out after " + std::to_string(result.count) +
                 (result.count == 1 ? " solution" : " solutions");
          break;
        }
        line = std::to_string(result.count);
        if (!result.complete) line += '+';  // the limit stopped the count
        break;
      default:
        all_counted = false;
        line = failure_line(result);
    }
    if (options.stats) line += "\t" + format_stats(result, solve_options.algorithm);
    std::cout << line << '\n';
  });
  std::cout.flush();
  if (!readable) return 2;
  return all_counted ? 0 : 1;
}

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

// rate: "4.2<TAB>expert<TAB>XY-Wing<TAB>57" per puzzle; explain: the steps' sentences, or JSON.
struct RatedText {
  std::string text;
  bool unique = false;
};

RatedText rate_text(const PuzzleText& puzzle, const Options& options, bool explain) {
  sudoku::RateOptions rate_options;
  rate_options.keep_steps = explain;
  rate_options.teach = options.teach;
  const sudoku::ParseResult parsed = sudoku::parse(puzzle.text, puzzle.first_line);
  sudoku::Rating rating;
  if (parsed.ok) {
    rating = sudoku::rate(parsed.grid, rate_options);
  } else {
    rating.message = parsed.message;
  }
  std::ostringstream out;
  const bool unique = rating.status == sudoku::Status::unique;
  if (explain && options.json) {
    out << sudoku::to_json(rating, parsed.grid) << '\n';
    return {out.str(), unique};
  }
  if (!unique) {
    out << sudoku::status_name(rating.status) << ": " << rating.message << '\n';
    return {out.str(), unique};
  }
  if (explain) {
    for (const sudoku::Step& step : rating.steps) {
      out << sudoku::format_rating(step.rating) << '\t';
      if (options.teach) out << step.ladder << '\t' << step.technique << '\t';
      out << step.text << '\n';
    }
    out << rating.message << "\n\n";
    return {out.str(), unique};
  }
  const std::string hardest = rating.hardest.empty() ? "-" : rating.hardest;
  if (rating.rated) {
    out << sudoku::format_rating(rating.rating) << '\t' << sudoku::level_name(rating.rating) << '\t'
        << hardest << '\t' << rating.step_count << '\n';
  } else {
    // The budget ran out: the least rating it has; or (never seen) no technique applies.
    const std::string so_far =
        rating.hardest.empty() ? "" : " (" + sudoku::format_rating(rating.rating) + ")";
    if (rating.bound) {
      out << ">=" << sudoku::format_rating(rating.bound) << '\t' << sudoku::level_name(rating.bound)
          << '\t' << hardest << so_far;
    } else {
      out << "not rated\t-\t" << hardest << so_far;
    }
    out << '\t' << rating.step_count << '\n';
  }
  return {out.str(), unique};
}

// A guess at how long a puzzle's rating takes, to order the threads' work (parallel.hpp): the
// fast solver's search nodes, which grow where the rating needs long chains. It costs
// microseconds, against milliseconds for a hard puzzle's rating.
std::uint64_t rating_effort(const PuzzleText& puzzle) {
  sudoku::SolveOptions solve;
  solve.budget = 10'000;
  return sudoku::solve(puzzle.text, solve, puzzle.first_line).stats.nodes;
}

int run_rate(const Options& options, bool explain) {
  bool all_unique = true;
  Progress progress;
  const bool readable = cli::for_each_puzzle_parallel(
      options.files, options.jobs ? options.jobs : cli::default_jobs(),
      [&](const PuzzleText& puzzle) { return rate_text(puzzle, options, explain); },
      [&](const RatedText& rated) {
        progress.tick();
        all_unique = all_unique && rated.unique;
        std::cout << rated.text;
      },
      rating_effort);
  std::cout.flush();
  if (!readable) return 2;
  return all_unique ? 0 : 1;
}

// hint: one line (or JSON object) per puzzle, each from --progress and --marks when given.
int run_hint(const Options& options) {
  bool all_hinted = true;
  const bool readable = for_each_puzzle(options.files, [&](const PuzzleText& puzzle) {
    // Parsed here first, so that a puzzle from a file is named by the file's line numbers.
    const sudoku::ParseResult parsed = sudoku::parse(puzzle.text, puzzle.first_line);
    sudoku::Hint hint;
    if (parsed.ok) {
      hint = sudoku::hint(sudoku::to_line(parsed.grid), options.progress, options.marks);
    } else {
      hint.message = parsed.message;
    }
    all_hinted = all_hinted && hint.status == sudoku::Status::unique;
    if (options.json) {
      std::cout << sudoku::to_json(hint) << '\n';
    } else if (hint.status != sudoku::Status::unique) {
      std::cout << sudoku::status_name(hint.status) << ": " << hint.message << '\n';
    } else if (hint.kind == sudoku::Hint::Kind::step) {
      std::cout << hint.step.technique << " (" << sudoku::format_rating(hint.step.rating)
                << "): " << hint.message << '\n';
    } else {
      std::cout << hint.message << '\n';
    }
  });
  std::cout.flush();
  if (!readable) return 2;
  return all_hinted ? 0 : 1;
}

// canon: the canonical form per puzzle (81 characters, '.' empty), or `status: message` as solve
// says it; --json: one object per puzzle, with the transform.
int run_canon(const Options& options) {
  bool all_canonical = true;
  const bool readable = for_each_puzzle(options.files, [&](const PuzzleText& puzzle) {
    const sudoku::CanonicalResult result = sudoku::canonical_form(puzzle.text, puzzle.first_line);
    all_canonical = all_canonical && !result.status;
    if (options.json) {
      std::cout << sudoku::to_json(result) << '\n';
    } else if (result.status) {
      std::cout << sudoku::status_name(*result.status) << ": " << result.message << '\n';
    } else {
      std::cout << sudoku::to_line(result.canonical.grid) << '\n';
    }
  });
  std::cout.flush();
  if (!readable) return 2;
  return all_canonical ? 0 : 1;
}

// certify: the certificate's forum text per puzzle, then a blank line; `status: message` as
// solve says it for text that is not a puzzle or clashing givens; --json: one object per line.
struct CertifiedText {
  std::string text;
  bool unique = false;
};

CertifiedText certify_text(const PuzzleText& puzzle, const Options& options) {
  const sudoku::Certificate certificate = sudoku::certify(puzzle.text, {}, puzzle.first_line);
  const bool unique = certificate.status == sudoku::Status::unique;
  if (options.json) return {sudoku::to_json(certificate) + '\n', unique};
  if (certificate.text.empty()) {
    return {
        std::string(sudoku::status_name(certificate.status)) + ": " + certificate.message + '\n',
        unique};
  }
  return {certificate.text + '\n', unique};
}

int run_certify(const Options& options) {
  bool all_unique = true;
  Progress progress;
  const bool readable = cli::for_each_puzzle_parallel(
      options.files, options.jobs ? options.jobs : cli::default_jobs(),
      [&](const PuzzleText& puzzle) { return certify_text(puzzle, options); },
      [&](const CertifiedText& certified) {
        progress.tick();
        all_unique = all_unique && certified.unique;
        std::cout << certified.text;
      });
  std::cout.flush();
  if (!readable) return 2;
  return all_unique ? 0 : 1;
}

// generate: "puzzle<TAB>rating<TAB>level<TAB>seed" per puzzle.
int run_generate(const Options& options) {
  sudoku::GenerateOptions generate;
  if (!options.symmetry.empty()) generate.symmetry = sudoku::symmetry_from_name(options.symmetry);
  generate.minimal = options.minimal;
  generate.attempts = options.attempts;
  std::optional<sudoku::RatingBand> band;
  if (!options.level.empty()) band = sudoku::level_band(options.level);
  if (options.rating_given) {
    band = sudoku::parse_rating_range(options.rating_range);
    if (!band) {
      std::cerr << "sudoku generate: --rating " << sudoku::printable(options.rating_range)
                << ": expected " << sudoku::kRatingRangeExpected << '\n';
      return 2;
    }
  }
  if (band) {
    generate.min_rating = band->min;
    generate.max_rating = band->max;
  }
  if (!options.date.empty() && !sudoku::is_date(options.date)) {
    std::cerr << "sudoku generate: --date " << sudoku::printable(options.date) << ": expected "
              << sudoku::kDateExpected << '\n';
    return 2;
  }
  std::uint64_t seed = 0;
  if (options.seed) {
    seed = *options.seed;
  } else if (!options.date.empty()) {
    seed = sudoku::date_seed(options.date, options.level.empty() ? "any" : options.level);
  } else {
    std::random_device device;
    seed = (std::uint64_t(device()) << 32) ^ device();
  }
  // Each seed's puzzle on a worker (the seeds of a run follow one another), printed in order.
  struct Made {
    sudoku::Generated made;
    double micros = 0;
  };
  Progress progress;
  int status = 0;
  const auto feed = [&](const auto& take) {
    for (int i = 0; i < options.count_wanted; ++i, seed = sudoku::next_seed(seed)) take(seed);
    return true;
  };
  const auto work = [&](std::uint64_t puzzle_seed) {
    sudoku::GenerateOptions mine = generate;
    mine.seed = puzzle_seed;
    const auto before = std::chrono::steady_clock::now();
    Made result{sudoku::generate(mine)};
    result.micros =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - before)
            .count();
    return result;
  };
  const auto print = [&](const Made& result) {
    progress.tick();
    const sudoku::Generated& made = result.made;
    const std::string time_column =
        options.times ? "\t" + std::to_string(std::lround(result.micros)) : "";
    if (!made.ok) {
      // The options asked for what could not be made within the attempts.
      std::cout << "aborted: " << made.message << '\n';
      status = 2;
      return;
    }
    // Not rated: the budget ran out, and the puzzle rates at least its bound (as `rate` says).
    const std::string rating = made.rated   ? sudoku::format_rating(made.rating)
                               : made.bound ? ">=" + sudoku::format_rating(made.bound)
                                            : "not rated";
    std::cout << sudoku::to_line(made.puzzle) << '\t' << rating << '\t'
              << (made.rated ? sudoku::level_name(made.rating) : "unrated") << '\t' << made.seed
              << time_column << '\n';
  };
  cli::in_order_parallel<std::uint64_t>(options.jobs ? options.jobs : cli::default_jobs(), feed,
                                        work, print);
  std::cout.flush();
  return status;
}

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

  CLI::App* solve = app.add_subcommand("solve", "one line per puzzle: the solution, or why not");
  add_common_options(*solve, options);
  solve->add_flag("--grid", options.grid, "print solutions as a 9x9 grid");
  solve->add_flag("--stats", options.stats, "append the solver's counters");

  CLI::App* count = app.add_subcommand("count", "the number of solutions of each puzzle");
  add_common_options(*count, options);
  count->add_option("--limit", options.limit, "stop counting at this many (default 1000)")
      ->transform(decimal(1, kMaxWork));
  count->add_flag("--stats", options.stats, "append the solver's counters");

  CLI::App* bench = app.add_subcommand("bench", "time the solver on puzzle files");
  add_common_options(*bench, options);
  bench->get_option("inputs")->required();
  auto* bench_rate =
      bench->add_flag("--rate", options.rate, "time the logical rating (sudoku rate) instead");
  auto* bench_canon =
      bench->add_flag("--canon", options.canon, "time the canonical form (sudoku canon) instead")
          ->excludes(bench_rate);
  bench->add_flag("--certify", options.certify, "time the certificate (sudoku certify) instead")
      ->excludes(bench_rate)
      ->excludes(bench_canon);
  bench
      ->add_flag("--hint", options.hint,
                 "time hint() on the positions of hint-ladder walks (steps beyond singles)")
      ->excludes(bench_rate)
      ->excludes(bench_canon);

  CLI::App* rate = app.add_subcommand(
      "rate", "Sudoku Explainer rating: rating, level, hardest technique, steps");
  add_inputs(*rate, options);
  rate->add_option("--jobs", options.jobs, "threads rating at once (default: one per core)")
      ->transform(decimal(1, 256));

  CLI::App* explain = app.add_subcommand("explain", "the logical steps that solve each puzzle");
  add_inputs(*explain, options);
  explain->add_flag("--json", options.json, "one JSON object per puzzle per line");
  explain->add_flag("--teach", options.teach,
                    "walk with the hint ladder (patterns players learn) instead of the rating's");
  explain->add_option("--jobs", options.jobs, "threads explaining at once (default: one per core)")
      ->transform(decimal(1, 256));

  CLI::App* hint = app.add_subcommand("hint", "the next step from a player's position");
  hint->add_option("--progress", options.progress,
                   "the player's digits: 81 cells, '.' or '0' for empty (may repeat the givens)");
  hint->add_option(
      "--marks", options.marks,
      "the player's candidates: 81 comma-separated fields of digits, e.g. 12,,459,...");
  hint->add_flag("--json", options.json, "each hint as one JSON object");
  add_inputs(*hint, options, "puzzles or files of puzzles")->required();

  CLI::App* canon = app.add_subcommand(
      "canon",
      "the canonical form of each puzzle: the least isomorph, the same for a puzzle in "
      "any disguise (relabelled, reflected, rows or columns swapped)");
  canon->add_flag("--json", options.json,
                  "one JSON object per puzzle, with the transform that gives the form");
  add_inputs(*canon, options);

  CLI::App* certify = app.add_subcommand(
      "certify",
      "a setter's certificate of each puzzle: uniqueness, redundant givens, symmetries, "
      "rating (ED=rating/pearl/diamond), canonical form and a link to play it");
  add_inputs(*certify, options);
  certify->add_flag("--json", options.json, "one JSON object per puzzle per line");
  certify->add_option("--jobs", options.jobs, "threads certifying at once (default: one per core)")
      ->transform(decimal(1, 256));

  CLI::App* generate = app.add_subcommand("generate", "new puzzles: puzzle, rating, level, seed");
  generate->add_option("--count", options.count_wanted, "how many puzzles (default 1)")
      ->transform(decimal(1, 1000000));
  generate->add_option("--jobs", options.jobs, "threads generating at once (default: one per core)")
      ->transform(decimal(1, 256));
  const std::vector<std::string> levels = level_names();
  auto* level = generate->add_option("--level", options.level, in_words(levels, "or"))
                    ->check(CLI::IsMember(levels));
  auto* rating_option =
      generate->add_option("--rating", options.rating_range, "a rating range, e.g. 4.0-5.9")
          ->excludes(level);
  generate
      ->add_option("--symmetry", options.symmetry,
                   "none, rotational, quarter-turn, horizontal, vertical, diagonal or "
                   "anti-diagonal (default: rotational, none from 8.0 up)")
      ->check(CLI::IsMember({"none", "rotational", "quarter-turn", "horizontal", "vertical",
                             "diagonal", "anti-diagonal"}));
  generate->add_flag("--minimal", options.minimal, "no given can be removed");
  generate->add_flag("--times", options.times, "append the µs each puzzle took (for benchmarks)");
  auto* seed = generate->add_option("--seed", options.seed, "the seed (a whole number)")
                   ->transform(decimal(0, std::numeric_limits<std::uint64_t>::max()));
  generate->add_option("--date", options.date, "the daily puzzle of a date, YYYY-MM-DD")
      ->excludes(seed);
  generate
      ->add_option("--attempts", options.attempts, "puzzles tried per puzzle wanted (default 2000)")
      ->transform(decimal(1, 100000000));

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? 0 : 2;
  }
  if (solve->parsed()) return run_solve(options);
  if (count->parsed()) return run_count(options);
  if (rate->parsed()) return run_rate(options, false);
  if (explain->parsed()) return run_rate(options, true);
  if (hint->parsed()) return run_hint(options);
  if (canon->parsed()) return run_canon(options);
  if (certify->parsed()) return run_certify(options);
  if (generate->parsed()) {
    options.rating_given = rating_option->count() > 0;
    return run_generate(options);
  }
  return run_bench(options);
}
