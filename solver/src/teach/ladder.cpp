// The hint ladder's order, and its fallback on Sudoku Explainer's chains.
//
// The order is the one players learn the patterns in, as trainers teach them (SudokuWiki's
// list of strategies) and as HoDoKu's difficulty scores rank them (its defaults in
// Options.java's StepConfig table, in brackets below): each rung is found by eye once the
// rungs above it are known. Two rules settle where the scores alone would not:
// - Basic fish before the single-digit chains. X-Wing, Swordfish and Jellyfish are the first
//   single-digit patterns every player learns; the patterns of two strong links (Skyscraper,
//   2-String Kite, Turbot Fish, Empty Rectangle) and the finned fish generalise them: a
//   Skyscraper is an X-Wing with one corner moved, and a Turbot Fish on an X-Wing's four cells
//   removes what the X-Wing does, or less. HoDoKu scores the Turbot Fish [120] below the
//   X-Wing [140], and an order by the scores hid the X-Wing behind it.
// - When two rungs remove the same, the simpler pattern shows: the named shapes before the
//   general form (Skyscraper and 2-String Kite before the Turbot Fish), the smaller before the
//   larger, a pattern before a chain. Within the almost locked sets' rungs, the step that
//   removes the most shows (then the fewest cells; als_xz.cpp, als_xy_wing.cpp,
//   death_blossom.cpp).
// - Before any forcing chain, what HoDoKu tries before its own (ALS-Chain, then Kraken
//   Fish): chains whose nodes are whole almost locked sets, and a fish whose fins each lead by
//   a short chain to the same elimination. Each reads as a few named patterns joined, where a
//   forcing chain is a net of implications; on the 146 puzzles of the 615 that Sudoku
//   Explainer rates 6.5-8.9 (scripts/bench/teach.mjs) they take the forcing-chain steps from
//   45 (in 17 puzzles) to 17 (in 9): ALS-Chain alone to 27, Kraken Fish alone to 31.
// Each rung's place and its reason are in kHintLadder below. HoDoKu's own solver tries its steps
// in yet another order (the table's first column); the scores and the teaching order, not
// that, are what rank difficulty. Sudoku Explainer's direct techniques (a pointing or a pair
// that leaves a single) are left out: a person takes the elimination, then the single. Its
// aligned pair and triplet exclusion come after the chains, and its cycles and forcing chains
// last, only when nothing above applies.
#include "ladder.hpp"

#include "../logic/ladder.hpp"
#include "patterns.hpp"

namespace sudoku::teach {
namespace {

using Finder = Found (*)(const Board&);

// The longest chain the AIC search looks for. Longer ones are left to the forcing chains,
// which a person does not check by eye either way.
constexpr int kMostLinks = 15;
// Chains up to this many links come before the almost locked sets, longer ones after: an
// ALS-XZ reads about as easily as a chain of five links (HoDoKu scores both about 300).
constexpr int kShortLinks = 6;

template <TwoLinks shape>
Found two_links(const Board& board) {
  return find_two_strong_links(board, shape);
}
template <int size, Found (*find)(const Board&, int)>
Found sized(const Board& board) {
  return find(board, size);
}
Found chain(const Board& board) {
  return find_aic(board, kMostLinks);
}
Found short_chain(const Board& board) {
  return find_aic(board, kShortLinks);
}

constexpr Finder kHintLadder[] = {
    // Singles [4, 14]: full house first, then hidden singles (boxes, then lines), then a cell
    // with one candidate left, which needs the candidates written.
    logic::find_hidden_single,
    logic::find_naked_single,
    // Locked candidates [50]: a digit of a box confined to a line, or of a line to a box.
    logic::find_intersection,
    // Naked and hidden pairs and triples [60, 70, 80, 100]: by size, naked before hidden.
    sized<2, logic::find_naked_set>,
    sized<2, logic::find_hidden_set>,
    sized<3, logic::find_naked_set>,
    sized<3, logic::find_hidden_set>,
    // Uniqueness [100]: a rectangle or loop of cells that would make two solutions, and BUG+1.
    logic::find_unique_loop,
    logic::find_bug,
    // Basic fish [140, 150, 160], smallest first: the first single-digit patterns players learn,
    // before every pattern that generalises them (below).
    sized<2, logic::find_fish>,
    sized<3, logic::find_fish>,
    sized<4, logic::find_fish>,
    // Quads [120, 150]: four cells and four digits held at once, which Sudoku Explainer rates
    // above the fish (5.0 and 5.4 against 3.2 to 5.2).
    sized<4, logic::find_naked_set>,
    sized<4, logic::find_hidden_set>,
    // Remote Pair [110]: the first chain, bivalue cells of the same two digits, alternating.
    find_remote_pair,
    // Two strong links on one digit [120-150], the named shapes before the general form: the
    // Skyscraper (the X-Wing's two parallel lines with one end moved), the 2-String Kite (a row
    // and a column whose ends meet in a box), the Turbot Fish (any other), then the Empty
    // Rectangle (a box's digit in one row and one column of it: a grouped end).
    two_links<TwoLinks::skyscraper>,
    two_links<TwoLinks::kite>,
    two_links<TwoLinks::turbot>,
    find_empty_rectangle,
    // Finned and sashimi X-Wing [130, 150]: an X-Wing with extra cells in one box.
    sized<2, find_finned_fish>,
    // The wings and colouring [150-200]: two bivalue cells joined by a strong link, one digit's
    // strong links coloured, then three and four cells around a hinge.
    find_w_wing,
    find_simple_colouring,
    logic::find_xy_wing,
    logic::find_xyz_wing,
    find_wxyz_wing,
    // Finned and sashimi Swordfish and Jellyfish [200-260].
    sized<3, find_finned_fish>,
    sized<4, find_finned_fish>,
    // Sue de Coq [250]: two almost locked sets around a box and a line crossing.
    find_sue_de_coq,
    // Alternating inference chains up to six links [260-300], shortest first (aic.cpp).
    short_chain,
    // Almost locked sets [300, 320, 360]: ALS-XZ (two sets), ALS-XY-Wing (three), then Death
    // Blossom (a cell and its petals), three rungs on one list of the sets.
    find_almost_locked_sets,
    // 3D Medusa: HoDoKu has none (its nearest, Multi Colors, scores 200); here because its
    // rules 4 and 5 are chains of any length read off one colouring, and SudokuWiki too ranks
    // it after the XY-Chain.
    find_medusa,
    // The longer chains, up to kMostLinks.
    chain,
    // Sudoku Explainer's aligned pair and triplet exclusion (its 6.2 and 7.5).
    logic::find_aligned_pair_exclusion,
    logic::find_aligned_triplet_exclusion,
    // ALS-Chain [340, HoDoKu's ALS-XY-Chain]: three or more almost locked sets (three where the
    // ALS-XY-Wing does not apply: its end sets overlap), each sharing a restricted common digit
    // with the next; last but one, as HoDoKu tries it before its Kraken Fish and forcing chains.
    // Not among the almost locked sets' rungs above: a locked set to check at each link, it
    // would hide the plain chains and Medusa, which read more easily.
    find_als_chain,
    // Kraken Fish [500, a last resort HoDoKu leaves off by default]: a finned fish whose fins
    // lie anywhere, each leading by a chain of up to seven links to the target; the last rung a
    // person can still check, several short chains and a fish's reason for the case with none.
    find_kraken_fish,
};

}  // namespace

Found next_step(const Board& board, logic::Work& work) {
  for (Finder find : kHintLadder) {
    if (Found step = find(board)) {
      step->ladder = "hint";
      return step;
    }
  }
  // Nothing a person checks by eye: Sudoku Explainer's ladder from its cycles and forcing
  // chains on (every technique below them has been tried above).
  Found step = logic::next_chain_step(board, work);
  if (step) step->ladder = "rating";
  return step;
}

}  // namespace sudoku::teach
