// The hint ladder's order, and its fallback on Sudoku Explainer's chains.
//
// The order follows HoDoKu's difficulty scores (its defaults in Options.java's StepConfig table, in
// brackets), which rank the patterns players learn by how hard they are to see: full house and
// naked single [4], hidden single [14], locked candidates [50], naked pair [60], hidden pair
// [70], naked triple [80], hidden triple, the uniqueness patterns and BUG+1 [100], Remote Pair
// [110], naked quad, Turbot Fish and Empty Rectangle [120], Skyscraper [130], X-Wing [140],
// hidden quad, Swordfish, 2-String Kite, W-Wing and Simple Colouring [150], XY-Wing and
// Jellyfish [160], XYZ-Wing [180], WXYZ-Wing (not in HoDoKu; its forum's figure, 200), finned
// and sashimi X-Wing [130, 150: one search, after the X-Wing], Swordfish [200, 240] and
// Jellyfish [250, 260], Sue de Coq [250], then chains: X-Chain and XY-Chain [260], AIC (a nice
// loop) [280] and grouped AIC [300], found by one search in order of length (aic.cpp) up to six
// links, then ALS-XZ [300] and ALS-XY-Wing [320], 3D Medusa, then the longer chains. HoDoKu has
// no 3D Medusa (its nearest, Multi Colors, scores 200); it comes here because its rules 4 and 5
// are chains of any length read off one colouring, and SudokuWiki too ranks it after the
// XY-Chain. HoDoKu's own solver tries its steps in another order (the table's first column:
// Remote Pair and BUG+1 before the Skyscraper, the wings before the uniqueness patterns, the
// finned fish after them, then Sue de Coq, colouring and the chains); the scores, not that
// order, are what rank difficulty. Sudoku Explainer's direct techniques (a pointing or a pair
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
    logic::find_hidden_single,  // full house first, then hidden singles (boxes, then lines)
    logic::find_naked_single,
    logic::find_intersection,
    sized<2, logic::find_naked_set>,
    sized<2, logic::find_hidden_set>,
    sized<3, logic::find_naked_set>,
    sized<3, logic::find_hidden_set>,
    logic::find_unique_loop,
    logic::find_bug,
    find_remote_pair,
    sized<4, logic::find_naked_set>,
    two_links<TwoLinks::turbot>,
    find_empty_rectangle,
    two_links<TwoLinks::skyscraper>,
    sized<2, logic::find_fish>,
    sized<2, find_finned_fish>,
    sized<4, logic::find_hidden_set>,
    sized<3, logic::find_fish>,
    two_links<TwoLinks::kite>,
    find_w_wing,
    find_simple_colouring,
    logic::find_xy_wing,
    sized<4, logic::find_fish>,
    logic::find_xyz_wing,
    find_wxyz_wing,
    sized<3, find_finned_fish>,
    sized<4, find_finned_fish>,
    find_sue_de_coq,
    short_chain,
    find_als_xz,
    find_als_xy_wing,
    find_medusa,
    chain,
    logic::find_aligned_pair_exclusion,
    logic::find_aligned_triplet_exclusion,
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
