// sudoku-wasm: the generator. Unique puzzles of a chosen level and symmetry, reproducible from a
// seed on every machine (natively and in wasm alike).
//
// Reproducibility rests on a random source specified here, not on the standard library's
// distributions (which differ between implementations):
//   - the generator is SplitMix64: state += 0x9E3779B97F4A7C15, then the output is the state
//     mixed by z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
//     z ^ (z >> 31);
//   - a number below n is drawn by rejection: outputs below (2^64 - n) mod n are drawn again,
//     and the first other output x gives x mod n;
//   - a shuffle is Fisher-Yates from the last element down, each swap partner drawn as above.
// A puzzle's seed is the generator's initial state. The next puzzle of a run with `count` > 1
// uses the next seed: the first output of a SplitMix64 started at the previous seed.
// A date's seed is the FNV-1a 64-bit hash of "YYYY-MM-DD/level" (e.g. "2026-11-22/hard").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku {

enum class Symmetry {
  none,
  rotational,    // 180°: cell (r, c) with (8 - r, 8 - c); the default
  quarter_turn,  // 90°: (r, c), (c, 8 - r), (8 - r, 8 - c), (8 - c, r)
  horizontal,    // mirror across the middle row: (r, c) with (8 - r, c)
  vertical,      // mirror across the middle column: (r, c) with (r, 8 - c)
  diagonal,      // mirror across the main diagonal: (r, c) with (c, r)
  anti_diagonal  // mirror across the other diagonal: (r, c) with (8 - c, 8 - r)
};
// The symmetry of a puzzle when none is asked for: rotational, or none for bands from 8.0 up.
// Hard puzzles seldom have one, and master puzzles come from a bank of hard puzzles of which
// only a few are symmetric (see generate/vicinity.hpp).
Symmetry default_symmetry(int min_rating);
// The symmetries' names, by Symmetry's value: what the CLI's --symmetry and the JS API's
// `symmetry` take, and certificates print.
inline constexpr std::string_view kSymmetryNames[] = {
    "none", "rotational", "quarter-turn", "horizontal", "vertical", "diagonal", "anti-diagonal"};
std::string_view symmetry_name(Symmetry symmetry);
std::optional<Symmetry> symmetry_from_name(std::string_view name);
// Whether the givens have the symmetry: each cell and its image under it are both given or both
// empty (Symmetry::none: always).
bool has_symmetry(const Grid& puzzle, Symmetry symmetry);

// Whether the given in `cell` of a unique puzzle is redundant: taken away, the puzzle is still
// unique (no search when the cell's row, column and box leave it one digit). The generator's
// minimal puzzles and the certificate's redundant givens (certify.hpp) both ask this. A search
// that runs out of its default budget counts as not unique.
bool is_redundant(const Grid& puzzle, int cell);

struct GenerateOptions {
  // Ratings in tenths, inclusive: a level's band or a range such as 40-59. Both 0: any rating.
  int min_rating = 0;
  int max_rating = 0;
  std::optional<Symmetry> symmetry;  // nothing: default_symmetry(min_rating)
  bool minimal = false;              // no given can be removed without losing uniqueness
  std::uint64_t seed = 0;
  int attempts = 2000;  // puzzles made and rated before giving up, 1 to kMaxAttempts
};
inline constexpr int kMaxAttempts = 100'000'000;

struct Generated {
  bool ok = false;
  Grid puzzle{};
  Grid solution{};
  int rating = 0;  // tenths; for puzzles the budget could not rate, 0 and rated = false
  bool rated = false;
  int bound = 0;           // tenths: when the budget ran out before the rating was known, the least
                           // rating the puzzle has (Rating::bound); else 0
  std::uint64_t seed = 0;  // makes exactly this puzzle again
  int attempts = 0;        // puzzles made before this one was found
  std::string message;     // why none was found, or a sentence about the puzzle
};

// The puzzle of `options.seed`: the first of its attempts whose rating falls in the band.
Generated generate(const GenerateOptions& options);

// The seed after `seed`, for the next puzzle of a run.
std::uint64_t next_seed(std::uint64_t seed);
// The daily seed of a date ("2026-11-22") and level name.
std::uint64_t date_seed(std::string_view date, std::string_view level);

// Whether `text` is a date as the daily puzzles name them: a real day of the Gregorian
// calendar written YYYY-MM-DD, years 0000 to 9999. "2028-02-29" is one; "2026-02-29",
// "2026-2-3" and "26-11-22" are not.
bool is_date(std::string_view text);
// What a date must be, in the words every edge's message gives after "expected".
inline constexpr std::string_view kDateExpected = "a date as YYYY-MM-DD";

// The band of a level name ("easy" .. "master") or a range "4.0-5.9", in tenths; nothing when
// the text is neither.
struct RatingBand {
  int min = 0;
  int max = 0;
};
std::optional<RatingBand> level_band(std::string_view level);
// "4.0-5.9" (both ends included) or "9.0-" (no upper bound): one or two digits and one decimal
// each ("10.0-"), the first not above the second; "4-5", "5.9-4.0" and "" are not ranges.
std::optional<RatingBand> parse_rating_range(std::string_view range);
// What a rating range must be, in the words every edge's message gives after "expected".
inline constexpr std::string_view kRatingRangeExpected =
    "a range of ratings with one decimal, such as 4.0-5.9 or 9.0-";

// A request for a puzzle as the edges receive it, in text: the CLI's options and the JS API's
// fields of the same names. A text is absent when its option was not given.
struct GenerateRequest {
  std::optional<std::string_view> seed{};      // decimal digits of 0 to 2^64 - 1
  std::optional<std::string_view> date{};      // the day's puzzle (is_date); one of seed and date
  std::optional<std::string_view> level{};     // a name of kLevels
  std::optional<std::string_view> rating{};    // a range (parse_rating_range); not with a level
  std::optional<std::string_view> symmetry{};  // a name of kSymmetryNames; absent: the default
  bool minimal = false;
  int attempts = 2000;  // 1 to kMaxAttempts
};

// A request's options, or what is wrong with it.
struct RequestedOptions {
  std::optional<Status> status;  // malformed for a bad request; nothing when `options` hold it
  // A bad request: the option at fault ("date"), and the other one when two clash ("seed" and
  // "date"); the text the option was given (empty for two); what is wrong, to follow the
  // option's name and text: "expected a date as YYYY-MM-DD", "give one or the other".
  // Each edge names options and shows texts its own way: the CLI says
  // "--date 2026-02-30: expected a date as YYYY-MM-DD", the JS API
  // "date: expected a date as YYYY-MM-DD, not "2026-02-30"".
  std::string_view option;
  std::string_view other;
  std::string_view text;
  std::string message;
  GenerateOptions options;
};
// The options of a request: the seed, or the date's (date_seed of the date and the level's name,
// "any" for none); the band of the level or the range (both 0 for neither: any rating); the
// symmetry named; `minimal` and `attempts` as given. A request with neither seed nor date is
// bad ("give one"): an edge draws a random seed when its user gives neither. The options are
// checked in that order: the first bad one is the one named.
RequestedOptions read_generate_request(const GenerateRequest& request);
// What the request's option `option` ("seed", "date", "level", "rating", "symmetry" or
// "attempts") must be, in the words every edge's message gives after "expected": for "level",
// "one of 'easy', 'medium', 'hard', 'expert', 'extreme', 'master'". Empty for other names.
std::string generate_expected(std::string_view option);

}  // namespace sudoku
