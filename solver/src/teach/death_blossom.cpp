// Death Blossom (HoDoKu's definition).
//
// A stem cell and, for each of its digits D, a petal: an almost locked set (als.hpp) holding D,
// every D of which sees the stem. The petals share no cell with each other or the stem.
// Whatever the stem holds, D say, D's petal loses every D, so it is locked on its other
// digits. For a digit Z of every petal and not of the stem, one petal holds a Z, and a cell
// that sees every Z of every petal loses it.
#include <algorithm>
#include <vector>

#include "als.hpp"

namespace sudoku::teach {
namespace {

using logic::bit_of;
using logic::CellSet;

// The most digits a stem has: each one more petal to choose, and a person to hold in mind.
constexpr int kMostStemDigits = 3;

struct Blossom {
  int stem = 0;
  std::vector<const Als*> petals;  // by the stem's digits, in increasing order
};

// The search of one stem: a petal for each digit in turn, keeping what the petals chosen so far
// have in common (digits not the stem's, and the cells that see each one's places in all).
struct Search {
  const Board& board;
  int stem = 0;
  std::vector<std::vector<const Als*>> choices;  // by the stem's digits: the sets that fit
  std::vector<const Als*> chosen;
  Blossom best;
  std::vector<Candidate> most;
  std::size_t best_cells = 0;

  void grow(std::size_t petal, Mask common, const std::array<CellSet, 9>& seeing, CellSet used) {
    if (petal == choices.size()) return weigh(common, seeing);
    for (const Als* als : choices[petal]) {
      if (!(als->set & used).empty()) continue;
      const Mask with = Mask(common & als->digits);
      std::array<CellSet, 9> sees{};
      bool any = false;
      for (Mask zs = with; zs; zs &= zs - 1) {
        const auto z = std::size_t(logic::lowest_digit(zs) - 1);
        sees[z] = seeing[z] & als->seeing[z];
        sees[z].for_each(
            [&](int cell) { any = any || (board.candidates[cell] & bit_of(int(z) + 1)); });
      }
      if (!any) continue;
      chosen.push_back(als);
      grow(petal + 1, with, sees, used | als->set);
      chosen.pop_back();
    }
  }

  void weigh(Mask common, const std::array<CellSet, 9>& seeing) {
    std::vector<Candidate> eliminations;
    for (Mask zs = common; zs; zs &= zs - 1) {
      const int z = logic::lowest_digit(zs);
      seeing[std::size_t(z - 1)].for_each([&](int cell) {
        if (board.candidates[cell] & bit_of(z)) eliminations.push_back({cell, z});
      });
    }
    std::size_t cells = 0;
    for (const Als* als : chosen) cells += als->cells.size();
    if (eliminations.size() > most.size() ||
        (!most.empty() && eliminations.size() == most.size() && cells < best_cells)) {
      std::sort(eliminations.begin(), eliminations.end(),
                [](const Candidate& p, const Candidate& q) {
                  return p.cell != q.cell ? p.cell < q.cell : p.digit < q.digit;
                });
      best = {stem, chosen};
      most = std::move(eliminations);
      best_cells = cells;
    }
  }
};

Step blossom_step(const Board& board, const Blossom& blossom,
                  const std::vector<Candidate>& eliminations) {
  std::size_t cells = 0;
  for (const Als* als : blossom.petals) cells += als->cells.size();
  Step step = logic::make_step("Death Blossom",
                               chain_rating(false, int(cells + 2 * blossom.petals.size())));
  step.eliminations = eliminations;
  for (const Candidate& c : eliminations) step.cells.push_back({c.cell, c.digit, Role::target});
  const Mask stem_digits = board.candidates[blossom.stem];
  logic::highlight(step, blossom.stem, stem_digits, Role::pattern);
  std::string petals;
  Mask digits = stem_digits;
  for (const Als* als : blossom.petals) {
    const int d = logic::lowest_digit(digits);
    digits &= Mask(digits - 1);
    draw_als(step, board, *als);
    // Each D of the petal and the stem's D cannot both be true (weak links).
    als->holding[std::size_t(d - 1)].for_each([&](int cell) {
      step.links.push_back({{blossom.stem, d}, {cell, d}, false});
    });
    petals += std::string(petals.empty() ? "" : "; ") + "every " + char('0' + d) + " of " +
              als_text(*als) + " sees it";
  }
  Mask zs = 0;
  for (const Candidate& c : eliminations) zs |= bit_of(c.digit);
  step.text = "Death Blossom: " + sudoku::cell_name(blossom.stem) + " holds " +
              logic::digit_list(stem_digits, "or") + "; " + petals +
              ". Whichever digit it holds, the set of that digit is locked on its others, so one "
              "set holds " +
              (logic::count_of(zs) > 1 ? "each of " : "a ") + logic::digit_list(zs, "and") + ": " +
              logic::elimination_text(step.eliminations) + ".";
  return step;
}

}  // namespace

// Every blossom is weighed: the step shown removes the most, then has the fewest cells, then
// comes first (stems in cell order).
Found find_death_blossom(const Board& board) {
  return find_death_blossom(board, almost_locked_sets(board));
}

Found find_death_blossom(const Board& board, const std::vector<Als>& sets) {
  Blossom best;
  std::vector<Candidate> most;
  std::size_t best_cells = 0;
  for (int stem = 0; stem < 81; ++stem) {
    const Mask stem_digits = board.candidates[stem];
    const int count = logic::count_of(stem_digits);
    if (board.value[stem] || count < 2 || count > kMostStemDigits) continue;
    Search search{board, stem, {}, {}, {}, {}, 0};
    for (Mask ds = stem_digits; ds; ds &= ds - 1) {
      const int d = logic::lowest_digit(ds);
      std::vector<const Als*> fit;
      for (const Als& als : sets) {
        const CellSet& places = als.holding[std::size_t(d - 1)];
        if (als.set.has(stem) || places.empty() || (als.digits & ~stem_digits) == 0) continue;
        if (logic::peer_sets()[stem].contains(places)) fit.push_back(&als);
      }
      if (fit.empty()) break;
      search.choices.push_back(std::move(fit));
    }
    if (search.choices.size() != std::size_t(count)) continue;
    std::array<CellSet, 9> all{};
    all.fill(CellSet{~0ull, (1ull << 17) - 1});
    CellSet used;
    used.add(stem);
    search.grow(0, Mask(logic::kAllDigits & ~stem_digits), all, used);
    if (search.most.size() > most.size() ||
        (!search.most.empty() && search.most.size() == most.size() &&
         search.best_cells < best_cells)) {
      best = search.best;
      most = std::move(search.most);
      best_cells = search.best_cells;
    }
  }
  if (most.empty()) return std::nullopt;
  return blossom_step(board, best, most);
}

}  // namespace sudoku::teach
