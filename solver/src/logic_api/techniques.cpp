// The table of techniques (sudoku/techniques.hpp): every name a finder writes into a step.
//
// The names are the finders' own, spelled as they build them (logic/*.cpp for Sudoku
// Explainer's, teach/*.cpp for the hint ladder's patterns, logic/chains/ for the chains, whose
// names join a kind and a nesting level: forcing.hpp's ForcingMode::name). A name added to a
// finder and not here fails every walk of the native tests (tests/solver/sound.cpp).
//
// The bands are Sudoku Explainer's ratings: fixed for most techniques; for a chain, its base
// and then 0.1 more each time its length passes 4, 6, 8, 12, 16, ... (chain_difficulty), with
// no upper bound. A pattern the hint ladder rates as a chain (teach/aic.cpp's chain_rating) has
// the band of its fixed number of links.
//
// A lesson teaches one technique, or a few that are one pattern (pointing and claiming, the
// types of a unique rectangle, a chain's grouped form, Sudoku Explainer's name for it). Two
// share a lesson because the hint ladder almost never gives them, and a lesson needs positions
// where its technique is the next step: the hidden quad (only in a unit with nine empty cells,
// as every smaller hidden set is a naked one there) goes with the naked quad, and the XY-Chain
// (the XY-Wing and the almost locked sets come first) with the AIC, of which it is a form.
#include "sudoku/techniques.hpp"

#include <algorithm>

namespace sudoku {
namespace {

constexpr Technique kTechniques[] = {
    // The hint ladder's order (teach/ladder.cpp says why each rung is where it is). Its
    // patterns that Sudoku Explainer also has are "both"; the uniqueness patterns, fish and
    // quads sit elsewhere on Sudoku Explainer's ladder (logic/ladder.cpp).
    {"Full House", "full-house", "singles", "both", 10, 10},
    {"Hidden Single", "hidden-single", "singles", "both", 12, 15},
    {"Naked Single", "naked-single", "singles", "both", 23, 23},
    {"Pointing", "locked-candidates", "locked candidates", "both", 26, 26},
    {"Claiming", "locked-candidates", "locked candidates", "both", 28, 28},
    {"Naked Pair", "naked-pair", "subsets", "both", 30, 30},
    {"Hidden Pair", "hidden-pair", "subsets", "both", 34, 34},
    {"Naked Triplet", "naked-triple", "subsets", "both", 36, 36},
    {"Hidden Triplet", "hidden-triple", "subsets", "both", 40, 40},
    {"Unique Rectangle type 1", "unique-rectangle", "uniqueness", "both", 45, 45},
    {"Unique Rectangle type 2", "unique-rectangle", "uniqueness", "both", 45, 45},
    {"Unique Rectangle type 3", "unique-rectangle", "uniqueness", "both", 45, 48},
    {"Unique Rectangle type 4", "unique-rectangle", "uniqueness", "both", 45, 45},
    {"Unique Loop type 1", "unique-rectangle", "uniqueness", "both", 46, 50},
    {"Unique Loop type 2", "unique-rectangle", "uniqueness", "both", 46, 50},
    {"Unique Loop type 3", "unique-rectangle", "uniqueness", "both", 46, 53},
    {"Unique Loop type 4", "unique-rectangle", "uniqueness", "both", 46, 50},
    {"Bivalue Universal Grave type 1", "bug", "uniqueness", "both", 56, 56},
    {"Bivalue Universal Grave type 2", "bug", "uniqueness", "both", 57, 57},
    {"Bivalue Universal Grave type 3", "bug", "uniqueness", "both", 57, 62},
    {"Bivalue Universal Grave type 4", "bug", "uniqueness", "both", 57, 57},
    {"X-Wing", "x-wing", "fish", "both", 32, 32},
    {"Swordfish", "swordfish", "fish", "both", 38, 38},
    {"Jellyfish", "jellyfish", "fish", "both", 52, 52},
    {"Naked Quad", "quads", "subsets", "both", 50, 50},
    {"Hidden Quad", "quads", "subsets", "both", 54, 54},
    {"Remote Pair", "remote-pair", "AIC and nice loops", "hint", 70, 0},
    {"Skyscraper", "skyscraper", "single-digit patterns", "hint", 66, 66},
    {"2-String Kite", "2-string-kite", "single-digit patterns", "hint", 66, 66},
    {"Turbot Fish", "turbot-fish", "single-digit patterns", "hint", 66, 66},
    {"Empty Rectangle", "empty-rectangle", "single-digit patterns", "hint", 66, 66},
    {"Finned X-Wing", "finned-x-wing", "fish", "hint", 34, 34},
    {"Sashimi X-Wing", "finned-x-wing", "fish", "hint", 35, 35},
    {"W-Wing", "w-wing", "wings", "hint", 70, 70},
    {"Simple Colouring", "simple-colouring", "colouring", "hint", 66, 0},
    {"XY-Wing", "xy-wing", "wings", "both", 42, 42},
    {"XYZ-Wing", "xyz-wing", "wings", "both", 44, 44},
    {"WXYZ-Wing", "wxyz-wing", "wings", "hint", 71, 71},
    {"Finned Swordfish", "finned-swordfish", "fish", "hint", 40, 40},
    {"Sashimi Swordfish", "finned-swordfish", "fish", "hint", 41, 41},
    {"Finned Jellyfish", "finned-jellyfish", "fish", "hint", 54, 54},
    {"Sashimi Jellyfish", "finned-jellyfish", "fish", "hint", 55, 55},
    {"Sue de Coq", "sue-de-coq", "almost locked sets", "hint", 71, 71},
    {"X-Chain", "x-chain", "AIC and nice loops", "hint", 66, 0},
    {"Grouped X-Chain", "x-chain", "AIC and nice loops", "hint", 66, 0},
    {"XY-Chain", "aic", "AIC and nice loops", "hint", 70, 0},
    {"AIC", "aic", "AIC and nice loops", "hint", 70, 0},
    {"Grouped AIC", "aic", "AIC and nice loops", "hint", 70, 0},
    {"Continuous Nice Loop", "nice-loop", "AIC and nice loops", "hint", 66, 0},
    {"Grouped Continuous Nice Loop", "nice-loop", "AIC and nice loops", "hint", 66, 0},
    {"ALS-XZ", "als-xz", "almost locked sets", "hint", 70, 0},
    {"ALS-XY-Wing", "als-xy-wing", "almost locked sets", "hint", 70, 0},
    {"Death Blossom", "death-blossom", "almost locked sets", "hint", 70, 0},
    {"3D Medusa", "3d-medusa", "colouring", "hint", 70, 0},
    {"Aligned Pair Exclusion", "aligned-exclusion", "aligned exclusion", "both", 62, 62},
    {"Aligned Triplet Exclusion", "aligned-exclusion", "aligned exclusion", "both", 75, 75},
    {"ALS-Chain", "als-chain", "almost locked sets", "hint", 70, 0},
    {"Kraken Fish", "kraken-fish", "fish", "hint", 66, 0},
    // Sudoku Explainer's chains, which the hint ladder falls back on when none of its patterns
    // applies (its steps then say ladder "rating"), in Sudoku Explainer's order.
    {"Bidirectional X-Cycle", "nice-loop", "AIC and nice loops", "rating", 65, 0},
    {"Bidirectional Y-Cycle", "nice-loop", "AIC and nice loops", "rating", 65, 0},
    {"Bidirectional Cycle", "nice-loop", "AIC and nice loops", "rating", 70, 0},
    {"Forcing X-Chain", "x-chain", "AIC and nice loops", "rating", 66, 0},
    {"Forcing Y-Chain", "aic", "AIC and nice loops", "rating", 66, 0},
    {"Forcing Chain", "aic", "AIC and nice loops", "rating", 70, 0},
    {"Nishio Forcing Chains", "forcing-chains", "forcing chains", "rating", 75, 0},
    {"Region Forcing Chains", "forcing-chains", "forcing chains", "rating", 80, 0},
    {"Cell Forcing Chains", "forcing-chains", "forcing chains", "rating", 80, 0},
    {"Dynamic Contradiction Forcing Chains", "dynamic-forcing-chains", "forcing chains", "rating",
     85, 0},
    {"Dynamic Double Forcing Chains", "dynamic-forcing-chains", "forcing chains", "rating", 85, 0},
    {"Dynamic Region Forcing Chains", "dynamic-forcing-chains", "forcing chains", "rating", 85, 0},
    {"Dynamic Cell Forcing Chains", "dynamic-forcing-chains", "forcing chains", "rating", 85, 0},
    {"Dynamic Contradiction Forcing Chains (+)", "nested-forcing-chains", "forcing chains",
     "rating", 90, 0},
    {"Dynamic Double Forcing Chains (+)", "nested-forcing-chains", "forcing chains", "rating", 90,
     0},
    {"Dynamic Region Forcing Chains (+)", "nested-forcing-chains", "forcing chains", "rating", 90,
     0},
    {"Dynamic Cell Forcing Chains (+)", "nested-forcing-chains", "forcing chains", "rating", 90, 0},
    {"Dynamic Contradiction Forcing Chains (+ Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 95, 0},
    {"Dynamic Double Forcing Chains (+ Forcing Chains)", "nested-forcing-chains", "forcing chains",
     "rating", 95, 0},
    {"Dynamic Region Forcing Chains (+ Forcing Chains)", "nested-forcing-chains", "forcing chains",
     "rating", 95, 0},
    {"Dynamic Cell Forcing Chains (+ Forcing Chains)", "nested-forcing-chains", "forcing chains",
     "rating", 95, 0},
    {"Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 100, 0},
    {"Dynamic Double Forcing Chains (+ Multiple Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 100, 0},
    {"Dynamic Region Forcing Chains (+ Multiple Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 100, 0},
    {"Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 100, 0},
    {"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 105, 0},
    {"Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 105, 0},
    {"Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 105, 0},
    {"Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)", "nested-forcing-chains",
     "forcing chains", "rating", 105, 0},
    {"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+))", "nested-forcing-chains",
     "forcing chains", "rating", 110, 0},
    {"Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+))", "nested-forcing-chains",
     "forcing chains", "rating", 110, 0},
    {"Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+))", "nested-forcing-chains",
     "forcing chains", "rating", 110, 0},
    {"Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+))", "nested-forcing-chains",
     "forcing chains", "rating", 110, 0},
    // Sudoku Explainer's direct techniques, which the hint ladder leaves out: a person takes the
    // elimination, then the single.
    {"Direct Pointing", "locked-candidates", "locked candidates", "rating", 17, 17},
    {"Direct Claiming", "locked-candidates", "locked candidates", "rating", 19, 19},
    {"Direct Hidden Pair", "hidden-pair", "subsets", "rating", 20, 20},
    {"Direct Hidden Triplet", "hidden-triple", "subsets", "rating", 25, 25},
};

}  // namespace

std::span<const Technique> techniques() {
  return kTechniques;
}

const Technique* find_technique(std::string_view name) {
  const auto* row = std::find_if(std::begin(kTechniques), std::end(kTechniques),
                                 [&](const Technique& t) { return t.name == name; });
  return row == std::end(kTechniques) ? nullptr : row;
}

}  // namespace sudoku
