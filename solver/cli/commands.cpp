// The commands that answer each puzzle: solve, count, rate and explain, hint, canon, certify.
#include "commands.hpp"

#include <iostream>
#include <sstream>
#include <string>

#include "input.hpp"
#include "parallel.hpp"
#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"

namespace cli {
namespace {

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

}  // namespace

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

}  // namespace cli
