// sudoku generate: "puzzle<TAB>rating<TAB>level<TAB>seed" per puzzle, the seeds of a run one
// after another (sudoku::next_seed), made on several threads and printed in order.
#include "sudoku/generate.hpp"

#include <chrono>
#include <cmath>
#include <iostream>
#include <random>
#include <string>

#include "commands.hpp"
#include "input.hpp"
#include "parallel.hpp"
#include "sudoku/logic.hpp"

namespace cli {
namespace {

// The options of the command line's request, or nothing after saying on stderr what is wrong.
// A request with neither --seed nor --date gets a random seed.
std::optional<sudoku::GenerateOptions> read_request(const Options& options) {
  sudoku::GenerateRequest request{.seed = options.seed,
                                  .date = options.date,
                                  .level = options.level,
                                  .rating = options.rating_range,
                                  .symmetry = options.symmetry,
                                  .minimal = options.minimal,
                                  .attempts = options.attempts};
  std::string drawn;
  if (!request.seed && !request.date) {
    std::random_device device;
    drawn = std::to_string((std::uint64_t(device()) << 32) ^ device());
    request.seed = drawn;
  }
  const sudoku::RequestedOptions read = sudoku::read_generate_request(request);
  if (!read.status) return read.options;
  // "--date 2026-02-30: expected a date as YYYY-MM-DD", "--seed and --date: give one or the
  // other": the user's bytes, which may not be UTF-8, printable.
  std::cerr << "sudoku generate: --" << read.option;
  if (!read.other.empty()) std::cerr << " and --" << read.other;
  if (read.other.empty()) std::cerr << ' ' << sudoku::printable(read.text);
  std::cerr << ": " << read.message << '\n';
  return std::nullopt;
}

}  // namespace

int run_generate(const Options& options) {
  const std::optional<sudoku::GenerateOptions> generate = read_request(options);
  if (!generate) return 2;
  std::uint64_t seed = generate->seed;
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
    sudoku::GenerateOptions mine = *generate;
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
  in_order_parallel<std::uint64_t>(options.jobs ? options.jobs : default_jobs(), feed, work, print);
  std::cout.flush();
  return status;
}

}  // namespace cli
