// sudoku-wasm: the logical solver. Solves a puzzle the way a person does, one named technique
// at a time, and rates it on Sudoku Explainer's scale with Sudoku Explainer 1.2.1's whole classic
// ladder, 1.0 to 11+: singles, intersections, subsets, fish, wings, uniqueness, BUG, aligned
// pair and triplet exclusion, then the chains, up to nested forcing chains (the README lists them
// with their ratings: "Logic: rate, explain, hint").
//
// Ratings are kept in tenths (integers) so that they compare and print exactly: 42 is 4.2.
// Cells are 0..80 and units 0..26 as in sudoku.hpp (rows 0..8, columns 9..17, boxes 18..26 in
// reading order; unit_name gives their words). The answers are C++ values; their JSON (the CLI's
// and the JS API's wire format) is written outside the library, by sudoku/json.hpp (solver/json).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

// A digit in a cell: a placement, an elimination, or a candidate to draw.
struct Candidate {
  int cell = 0;
  int digit = 0;  // 1..9
  friend bool operator==(const Candidate&, const Candidate&) = default;
};

// What a highlighted cell or candidate is to the step, for a view to colour it.
enum class Role {
  pattern,  // makes the technique: the pair, the fish's corners, the wing's cells, the single
  target,   // placed or removed by the step
  cause,    // a placed digit that rules a candidate out (why a single is single)
  fin,      // a finned fish's fin: a candidate off the fish that the eliminations also see
  als,      // a cell of an almost locked set (N cells, N + 1 digits)
};
std::string_view role_name(Role role);  // "pattern", "target", "cause", "fin", "als"

// A cell (digit 0) or one candidate (digit 1..9) a view should highlight.
struct Highlight {
  int cell = 0;
  int digit = 0;
  Role role = Role::pattern;
};

// One link of a chain, from candidate to candidate, for a view to draw as an arrow. A strong
// link ("if `from` is not its digit, `to` is") comes from an off potential to an on one; a
// weak link ("if `from` is its digit, `to` is not") from on to off.
struct Link {
  Candidate from;
  Candidate to;
  bool strong = false;
};

// Why a potential of a chain ("cell holds digit", or does not) follows from the one before it.
struct Why {
  enum class Kind {
    cell,    // two digits of one cell: the one on turns the other off, or the other off leaves
             // it the last digit (every other digit of the cell is off on the step's board or
             // earlier in the chain)
    unit,    // two places of one digit in `unit`: the one on turns the other off, or the other
             // off leaves it the last place (as for a cell)
    nested,  // `technique`, applied to the board the chain has made, removes it (nested chains)
  } kind = Kind::cell;
  int unit = -1;                // unit: 0..26
  std::string technique;        // nested: e.g. "Hidden Pair", "Forcing Chain"
  std::vector<Candidate> also;  // nested: the other candidates the chain removed that it needed
};

// One potential of a chain: `cell` holds `digit` (on) or does not (off).
struct ChainPotential {
  int cell = 0;
  int digit = 0;
  bool on = false;
  // How it follows from the potential before it (in its path, or where its path branches);
  // none for a chain's assumption.
  std::optional<Why> why;
  // A group (the hint ladder's grouped chains): the digit's two or three places where a box
  // crosses a row or column, on when the digit is in one of them; `cell` is the first. Empty
  // for one candidate.
  std::vector<int> cells;
};

// One path of a chain step, in the order a person follows them. A path starts with an
// assumption (its first potential has no `why`), or branches off an earlier path: then its
// first potential follows from potential `branch->at` of path `branch->path` counted from that
// path's assumption (through its own branch, if it has one), and the path is that one's up to
// there, then its own. Every potential a link needs besides the one before it (a
// dynamic chain's candidates removed before, a nested technique's `also`) is on an earlier path
// from the same assumption, or earlier on its own.
//
// The paths of a step: for an alternating inference chain (the hint ladder's), one path from
// X off to W on (X or W is true), back to X off when it closes a loop; for a Remote Pair, one
// such path for each elimination that an earlier one does not give; for a colouring (Simple
// Colouring, 3D Medusa) whose colour is false, two paths from one of its candidates on to a
// candidate on and off (rules 1, 2: two of its candidates exclude each other; rule 6: the
// colour empties a cell, each of its digits but the last off on a supporting path, the last on
// and off), then from that candidate off a path to each other candidate of the colour (off); for
// a colouring that removes what both colours see, an X-or-W path for each elimination that an
// earlier one does not give; for an ALS-Chain, one path for each candidate it removes, from it
// on to it off, each almost locked set of more than one cell a nested link ("Almost Locked Set":
// the set, the digit before off, removes the next); for a Kraken Fish, one path from each fin
// on to the one candidate it removes, off (with no fin on, its fish removes it); for a forcing
// chain, the chain from the assumption to the conclusion; for a cycle, the loop, from a
// potential back to it;
// for a contradiction, two paths from the assumption, one to a candidate on and one to it off; for
// double, cell and region forcing chains, one path from each assumption (the candidate on and off;
// each digit of the cell; each place of the digit in the unit) to the same potential, the
// conclusion. Before each path come the `supporting` paths its links need.
struct ChainBranch {
  int path = 0;  // an earlier path: an index into Step::paths
  int at = 0;    // a potential of it, by its index in that path whole: from its assumption
};
struct ChainPath {
  std::optional<ChainBranch> branch;
  bool supporting = false;  // leads to what a later link needs, not to the conclusion
  std::vector<ChainPotential> potentials;
};

// One step of logic, as a person would take it.
struct Step {
  std::string technique;  // the name Sudoku Explainer gives it, e.g. "Hidden Single", "X-Wing"
  int rating = 0;         // tenths: 12 is 1.2
  std::vector<Candidate> placements;
  std::vector<Candidate> eliminations;
  std::vector<Highlight> cells;  // what the step is made of, for a view to draw
  std::vector<int> units;        // the units the step reasons about (0..26)
  std::vector<Link> links;       // chains: every implication the step uses
  std::string text;              // one sentence for people: "In box 5, 7 fits only in r5c4."
  // Chain steps with their text (explain, hint): the chains, as ChainPath says; the rating
  // ladder's chains, and the hint ladder's alternating inference chains (X-Chain, XY-Chain,
  // AIC, Continuous Nice Loop, their grouped forms), Remote Pairs, Simple Colouring, 3D
  // Medusa, ALS-Chain and Kraken Fish. A chain step's `text` is written from them (one
  // writer: logic/chain_text.hpp). Empty for other steps, and on the plain rating path (rate).
  std::vector<ChainPath> paths;
  // Which ladder gave the step, on the hint ladder's walks (hint, explain --teach): "hint" for
  // a pattern players learn, "rating" for Sudoku Explainer's chains when none applies. Empty
  // on the rating ladder's (rate, explain), whose JSON leaves it out.
  std::string ladder;
};

// Our levels (see the README), each a band of ratings in tenths, both ends included.
struct Level {
  std::string_view name;
  int min = 0;
  int max = 0;
};
inline constexpr Level kLevels[] = {{"easy", 10, 15},   {"medium", 16, 25},  {"hard", 26, 39},
                                    {"expert", 40, 59}, {"extreme", 60, 89}, {"master", 90, 999}};
// The level of a rating (ratings below 1.0, a puzzle with nothing to solve, count as easy).
std::string_view level_name(int rating);

struct Rating {
  Status status = Status::malformed;  // unique when the puzzle could be rated; see below
  bool rated = false;                 // the ladder solved it: `rating` is Sudoku Explainer's number
  int rating = 0;                     // tenths: the hardest step's rating (so far, when not rated)
  std::string hardest;                // that step's technique
  int step_count = 0;                 // steps taken (placements and eliminations)
  std::vector<Step> steps;            // every step, when asked for (explain)
  int bound = 0;                      // tenths: when the budget or the ceiling stopped it, the
                                      // least rating it has
  std::string message;                // a sentence for people, always set
  Grid solution{};                    // the solution, for unique puzzles
};

// The work a rating or hint may take, in chain nodes made (a nested search's result that the
// rating already holds costs none). The hardest puzzles (nested forcing chains) might need
// more than the default; when it runs out, Rating::bound says how hard the puzzle is at least.
inline constexpr std::int64_t kDefaultBudget = 400'000'000;

struct RateOptions {
  bool keep_steps = false;  // fill Rating::steps (explain)
  std::int64_t budget = kDefaultBudget;
  // Tenths; 0 for none. The rating stops as soon as the puzzle must rate above it: a step, or
  // the least rating of the next technique to try, is higher (then not rated, and `bound` is
  // that rating). The generator's band: a candidate too hard for it is dropped without the
  // chain searches that would rate it exactly.
  int ceiling = 0;
  // Walk the solution with the hint ladder (explain --teach), not Sudoku Explainer's: the
  // patterns players learn first, forcing chains only when none applies. `rating` is then the
  // hardest step's on Sudoku Explainer's scale, which is not Sudoku Explainer's rating of the
  // puzzle. Ignores `ceiling`.
  bool teach = false;
};

// Rates a puzzle: the easiest step that makes progress, applied again and again, as Sudoku
// Explainer does. Puzzles that are not unique get the status solve() gives them (malformed,
// invalid, none, multiple or aborted) and no rating. A unique puzzle is `rated` unless the
// budget ran out or the ceiling stopped it: then it is `unique` but not `rated`, `rating` is
// the hardest step found before that, and `bound` the least rating it has. (No technique
// applying at all would also leave it not rated, with no bound: the ladder ends in nested
// forcing chains, and no unique puzzle has been seen to need more.)
Rating rate(const Grid& puzzle, const RateOptions& options = {});
Rating rate(std::string_view text, const RateOptions& options = {}, LineNumber first_line = 1);

// A player's position: the givens, the digits the player entered (0 elsewhere), and optionally
// the candidates the player has marked.
struct Position {
  Grid givens{};
  Grid entries{};
  // One 9-bit mask per cell (bit d-1 for digit d), or empty when the player keeps no marks.
  // A cell whose mask is 0 has no marks: every digit its row, column and box allow counts.
  std::vector<std::uint16_t> marks;
};

// Parses the compact marks notation: 81 fields separated by commas, each the digits marked
// in that cell ("" or "0" for none): "12,,459,...". Also accepts 81 fields separated by
// spaces or newlines. On failure `ok` is false and `message` names the field.
struct MarksResult {
  bool ok = false;
  std::vector<std::uint16_t> marks;
  std::string message;
};
MarksResult parse_marks(std::string_view text);

struct Hint {
  Status status = Status::malformed;  // unique when a hint could be given
  // What the hint is: a mistake of the player's ("r3c4 is not 5"), the next step, or nothing
  // (the position is solved, or stuck: no step was found within the default budget, or no
  // technique of the ladder applies).
  enum class Kind { mistake, step, solved, stuck } kind = Kind::stuck;
  // Which mistake, for a view to put it right: a digit in a cell the solution does not have
  // there (clear it), or a cell whose marks leave out its digit (mark it again). `none` unless
  // `kind` is `mistake`.
  enum class Mistake { none, wrong_entry, missing_candidate } mistake = Mistake::none;
  Step step;  // for `mistake` and `step`
  std::string message;
};

// The one thing most worth saying about a position: a wrong entry, or a cell whose marks
// leave out its digit, comes first; otherwise the easiest step from the player's candidates
// that changes something (never an elimination the player's marks already made), from the
// hint ladder: the patterns players learn, in the order they learn them (solver/src/teach/
// ladder.cpp gives each rung's reason): singles, locked candidates, pairs and triples, the
// uniqueness patterns and BUG, the basic fish (X-Wing, Swordfish, Jellyfish), quads, Remote
// Pair, the single-digit patterns of two strong links (Skyscraper, 2-String Kite, Turbot Fish,
// Empty Rectangle), finned X-Wing, W-Wing, Simple Colouring, the XY-, XYZ- and WXYZ-Wing, the
// other finned fish, Sue de Coq, chains of up to six links, almost locked sets (ALS-XZ,
// ALS-XY-Wing and Death Blossom, the step that removes the most), 3D Medusa, longer chains,
// aligned pair and triplet exclusion, ALS-Chain, Kraken Fish; and Sudoku Explainer's cycles and
// forcing chains only when none applies.
Hint hint(const Position& position);
// The same from text: the puzzle as parse() reads it; the progress as an 81-cell line or
// picture (empty for none; it may repeat the givens); the marks as parse_marks() reads them
// (empty for none). Bad input comes back `malformed`, with a message naming the argument.
Hint hint(std::string_view puzzle, std::string_view progress, std::string_view marks);

// "4.2"
std::string format_rating(int rating);

}  // namespace sudoku
