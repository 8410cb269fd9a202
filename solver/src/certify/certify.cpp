// certify(): each fact of the certificate from the library's own public answers (solve,
// first_two_solutions, rate, canonical_form, has_symmetry, is_redundant), and the forum text of
// them.
#include "sudoku/certify.hpp"

#include <algorithm>
#include <utility>

#include "sudoku/canon.hpp"
#include "sudoku/generate.hpp"

namespace sudoku {
namespace {

// Solutions counted when comparing the givens the suggestion could add next: enough to tell a
// given that settles most of the puzzle from one that settles little, cheap to count.
constexpr std::uint64_t kProbeLimit = 64;

constexpr Symmetry kSymmetries[] = {Symmetry::rotational, Symmetry::quarter_turn,
                                    Symmetry::horizontal, Symmetry::vertical,
                                    Symmetry::diagonal,   Symmetry::anti_diagonal};

bool is_single(std::string_view technique) {
  return technique == "Full House" || technique == "Hidden Single" || technique == "Naked Single";
}

std::string cell_list(const std::vector<int>& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ", ";
    out += cell_name(cells[i]);
  }
  return out;
}

// Givens of `target` that make `puzzle` (whose solutions include `target`) unique. One given,
// when one does (every empty cell is tried: a minimal puzzle that lost a given gets it back);
// else found greedily: while two solutions differ, of the cells where they differ, give the one
// whose digit in `target` leaves the fewest solutions (counted up to kProbeLimit; the first on
// a tie); then drop each given added that the others make unnecessary. Each loop adds a given,
// so it ends within 81. Empty when a search runs out of budget.
std::vector<Candidate> suggest_givens(const Grid& puzzle, const Grid& target,
                                      std::uint64_t budget) {
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle[cell]) continue;
    Grid trial = puzzle;
    trial[cell] = target[cell];
    const Status status = solve(trial, {.budget = budget}).status;
    if (status == Status::aborted) return {};
    if (status == Status::unique) return {{cell, target[cell]}};
  }
  Grid current = puzzle;
  std::vector<int> added;
  for (;;) {
    const TwoSolutions two = first_two_solutions(current, budget);
    if (two.aborted) return {};
    if (two.count < 2) break;
    const Grid& other = two.first == target ? two.second : two.first;
    int best = -1;
    std::uint64_t fewest = 0;
    for (int cell = 0; cell < 81; ++cell) {
      if (other[cell] == target[cell]) continue;
      Grid trial = current;
      trial[cell] = target[cell];
      const SolveResult probe = solve(trial, {.limit = kProbeLimit, .budget = budget});
      // Neither run to its end nor stopped at the limit: the budget ran out.
      if (!probe.complete && probe.count < kProbeLimit) return {};
      if (best < 0 || probe.count < fewest) {
        best = cell;
        fewest = probe.count;
      }
    }
    current[best] = target[best];
    added.push_back(best);
  }
  for (auto it = added.begin(); it != added.end();) {
    Grid fewer = current;
    fewer[*it] = 0;
    const Status status = solve(fewer, {.budget = budget}).status;
    if (status == Status::aborted) return {};
    if (status == Status::unique) {
      current = fewer;
      it = added.erase(it);
    } else {
      ++it;
    }
  }
  std::sort(added.begin(), added.end());
  std::vector<Candidate> suggested;
  for (int cell : added) suggested.push_back({cell, target[cell]});
  return suggested;
}

// The histogram, pearl, diamond and singles-only flag of a rating's steps.
void summarise_steps(const std::vector<Step>& steps, Certificate& certificate) {
  std::vector<TechniqueCount>& histogram = certificate.techniques;
  int hardest = 0;
  bool placed = false;
  certificate.singles_only = !steps.empty();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    auto entry = std::find_if(histogram.begin(), histogram.end(), [&](const TechniqueCount& e) {
      return e.technique == step.technique;
    });
    if (entry == histogram.end()) entry = histogram.insert(entry, {step.technique, 0, 0});
    entry->rating = std::max(entry->rating, step.rating);
    ++entry->count;
    certificate.singles_only = certificate.singles_only && is_single(step.technique);
    hardest = std::max(hardest, step.rating);
    if (i == 0) certificate.diamond = hardest;
    if (!placed && !step.placements.empty()) {
      placed = true;
      certificate.pearl = hardest;
    }
  }
  std::sort(histogram.begin(), histogram.end(),
            [](const TechniqueCount& a, const TechniqueCount& b) {
              return std::pair(a.rating, a.technique) < std::pair(b.rating, b.technique);
            });
}

std::string symmetry_words(const std::vector<Symmetry>& symmetries) {
  if (symmetries.empty()) return "none";
  std::string out;
  for (std::size_t i = 0; i < symmetries.size(); ++i) {
    if (i) out += ", ";
    out += symmetry_name(symmetries[i]);
  }
  return out;
}

std::string forum_text(const Certificate& c) {
  std::string out = to_line(c.puzzle);
  const Rating& rating = c.rating;
  if (c.status == Status::unique && rating.rated) {
    out += " ED=" + format_rating(rating.rating) + '/' + format_rating(c.pearl) + '/' +
           format_rating(c.diamond) + '\n';
    out += "Level: " + std::string(level_name(rating.rating)) +
           "; hardest step: " + rating.hardest + "; " + std::to_string(rating.step_count) +
           " steps" + (c.singles_only ? " (singles only)" : "") + '\n';
  } else if (c.status == Status::unique) {
    out += "\nRating: at least " + format_rating(rating.bound) + " (" + rating.message + ")\n";
  } else if (c.status != Status::multiple) {
    out += '\n' + std::string(status_name(c.status)) + ": " + c.message + '\n';
  } else {
    out += "\nNot unique: " + c.message;
    if (!c.differing.empty()) out += "; two solutions differ in " + cell_list(c.differing);
    out += '\n';
    if (!c.suggested.empty()) {
      out += "Unique with the givens";
      for (const Candidate& given : c.suggested) {
        out += ' ' + cell_name(given.cell) + '=' + std::to_string(given.digit);
      }
      out += '\n';
    }
  }
  out += "Givens: " + std::to_string(c.givens);
  if (c.status == Status::unique) {
    out += c.minimal ? ", minimal" : ", redundant: " + cell_list(c.redundant);
  }
  out += "; symmetry: " + symmetry_words(c.symmetries) + '\n';
  out += "Canonical: " + to_line(c.canonical) + '\n';
  return out;
}

}  // namespace

Certificate certify(const Grid& puzzle, const CertifyOptions& options) {
  Certificate certificate;
  certificate.puzzle = puzzle;
  const SolveResult solved = solve(puzzle, {.limit = options.limit, .budget = options.budget});
  certificate.status = solved.status;
  certificate.message = solved.message;
  certificate.conflicts = solved.conflicts;
  certificate.count = solved.count;
  certificate.complete = solved.complete;
  if (solved.status == Status::malformed) return certificate;
  certificate.givens = int(std::count_if(puzzle.begin(), puzzle.end(), [](auto d) { return d; }));
  if (solved.status == Status::invalid) return certificate;

  for (Symmetry symmetry : kSymmetries) {
    if (has_symmetry(puzzle, symmetry)) certificate.symmetries.push_back(symmetry);
  }
  certificate.canonical = canonical_form(puzzle)->grid;
  certificate.link = "#play/" + to_line(puzzle);
  certificate.rating.status = solved.status;
  certificate.rating.message = solved.message;

  if (solved.status == Status::unique) {
    certificate.solution = solved.solution;
    for (int cell = 0; cell < 81; ++cell) {
      if (puzzle[cell] && is_redundant(puzzle, cell)) certificate.redundant.push_back(cell);
    }
    certificate.minimal = certificate.redundant.empty();
    certificate.rating = rate(puzzle, {.keep_steps = true, .budget = options.rating_budget});
    summarise_steps(certificate.rating.steps, certificate);
    certificate.rating.steps.clear();
  } else if (solved.status == Status::multiple) {
    const std::uint64_t budget = options.budget ? options.budget : default_fast_budget;
    const TwoSolutions two = first_two_solutions(puzzle, budget);
    if (two.count >= 2) {
      certificate.solution = two.first;
      certificate.other_solution = two.second;
      for (int cell = 0; cell < 81; ++cell) {
        if (two.first[cell] != two.second[cell]) certificate.differing.push_back(cell);
      }
      certificate.suggested = suggest_givens(puzzle, two.first, budget);
    }
  }
  certificate.text = forum_text(certificate);
  return certificate;
}

Certificate certify(std::string_view text, const CertifyOptions& options, LineNumber first_line) {
  const ParseResult parsed = parse(text, first_line);
  if (!parsed.ok) {
    Certificate certificate;
    certificate.status = Status::malformed;
    certificate.message = parsed.message;
    return certificate;
  }
  return certify(parsed.grid, options);
}

}  // namespace sudoku
