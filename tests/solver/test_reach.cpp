// The closure of a board's static links (logic/chains/reach.hpp), which the static chain searches
// ask before they search: it must hold exactly what a plain breadth-first walk of the links
// reaches, or a search it turns away could have found a chain.
#include <array>
#include <bitset>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "corpus.hpp"
#include "logic/chains/chains.hpp"
#include "logic/chains/finders.hpp"
#include "logic/chains/reach.hpp"
#include "logic/chains/work.hpp"
#include "logic/techniques.hpp"
#include "steps.hpp"

using namespace sudoku::logic;

namespace {

// "r1c2 is 4" / "r1c2 is not 4", for a failure's message.
std::string potential_text(Potential p) {
  return sudoku::cell_name(cell_of(p)) + (is_on(p) ? " is " : " is not ") +
         std::to_string(digit_of(p));
}

// What `start` implies through every static link (itself too), walked one potential at a time.
std::bitset<kPotentials> walk(const Implications& links, Potential start) {
  std::bitset<kPotentials> seen;
  std::vector<Potential> todo{start};
  seen.set(std::size_t(start));
  const auto visit = [&](Potential p, Cause, int) {
    if (seen[std::size_t(p)]) return;
    seen.set(std::size_t(p));
    todo.push_back(p);
  };
  while (!todo.empty()) {
    const Potential p = todo.back();
    todo.pop_back();
    if (is_on(p)) {
      links.for_each_off(p, Follow::both, visit);
    } else {
      links.for_each_on(p, Follow::both, visit);
    }
  }
  return seen;
}

// The boards of the chain positions (chain_steps.txt), where chains are the next step.
std::vector<Board> chain_boards() {
  std::vector<Board> boards;
  for (const std::string& line :
       sudoku::test::read_puzzle_lines(std::string(SUDOKU_TEST_DATA) + "/chain_steps.txt")) {
    const auto fields = sudoku::test::split(line, '|');
    boards.push_back(sudoku::test::board_of(fields[2], sudoku::parse_marks(fields[3]).marks));
  }
  return boards;
}

}  // namespace

TEST_CASE("the closure holds what a walk of the links reaches, from every potential") {
  const std::vector<Board> boards = chain_boards();
  REQUIRE(boards.size() >= 10);
  int alone = 0;  // starts that reach nothing but themselves
  for (const Board& board : boards) {
    const Implications links(board);
    const Closure closure(links);
    int starts = 0;
    for (const Potential start : closure.potentials()) {
      const std::bitset<kPotentials> reached = walk(links, start);
      const std::uint64_t* row = closure.row(start);
      REQUIRE(row);
      int nodes_reached = 0;
      for (const Potential p : closure.potentials()) {
        nodes_reached += reached[std::size_t(p)];
        if (closure.holds(row, p) != reached[std::size_t(p)]) {
          FAIL_CHECK(potential_text(start)
                     << " and " << potential_text(p) << ": closure " << closure.holds(row, p)
                     << ", walk " << reached[std::size_t(p)]);
        }
      }
      CHECK(closure.alone(start) == (nodes_reached == 1));
      alone += nodes_reached == 1;
      ++starts;
    }
    CHECK(starts > 100);
  }
  CHECK(alone > 0);
}

TEST_CASE("a Reach's closure, read off the off nodes, holds what a walk reaches") {
  // On a nested chain's board the searches read OffReach's rows (reach.hpp). As in a closure of
  // its own, dead ends are in no row; nor is the on potential of a candidate whose off
  // potential is a dead end: nothing but itself leads there, and no search asks for it.
  int starts = 0;
  for (const Board& board : chain_boards()) {
    const Implications links(board);
    const Reach reach(links);
    const Closure& closure = reach.closure();
    std::vector<Potential> all;
    std::bitset<kPotentials> unreached;  // the on potentials nothing turns on
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        const Potential off = potential(cell, lowest_digit(rest), false);
        bool leads = false;
        links.for_each_on(off, Follow::both, [&](Potential, Cause, int) { leads = true; });
        all.push_back(off);
        all.push_back(conjugate(off));
        unreached[std::size_t(conjugate(off))] = !leads;
      }
    }
    for (const Potential start : all) {
      const std::uint64_t* row = closure.row(start);
      if (!is_on(start) && unreached[std::size_t(conjugate(start))]) {
        CHECK(row == nullptr);  // a dead end
        continue;
      }
      REQUIRE(row);
      const std::bitset<kPotentials> reached = walk(links, start);
      for (const Potential p : all) {
        // Rows hold the potentials of candidates whose off potential implies something.
        const bool expected = reached[std::size_t(p)] && !unreached[std::size_t(p | 1)];
        if (closure.holds(row, p) != expected) {
          FAIL_CHECK(potential_text(start)
                     << " and " << potential_text(p) << ": closure " << closure.holds(row, p)
                     << ", walk " << reached[std::size_t(p)]);
        }
        if (p != start && unreached[std::size_t(p)]) CHECK(!reached[std::size_t(p)]);
      }
      ++starts;
    }
  }
  CHECK(starts > 1000);
}

TEST_CASE("the closure's nodes are the on potentials and the off potentials that imply something") {
  for (const Board& board : chain_boards()) {
    const Implications links(board);
    const Closure closure(links);
    int dead_ends = 0;
    for (int cell = 0; cell < 81; ++cell) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (!(board.candidates[cell] & bit_of(digit))) continue;
        const Potential off = potential(cell, digit, false);
        bool leads = false;
        links.for_each_on(off, Follow::both, [&](Potential, Cause, int) { leads = true; });
        CHECK(closure.row(conjugate(off)) != nullptr);
        CHECK((closure.row(off) != nullptr) == leads);
        dead_ends += !leads;
      }
    }
    CHECK(dead_ends > 0);
  }
}

TEST_CASE("shared tells whether a potential, a dead end too, follows from every start") {
  // The multiple chains ask it of a cell's digits and of a region's places, on. A Reach's
  // closure reads it off the off nodes alone (OffReach), a closure of its own off every row.
  int asked = 0;
  int through_dead_ends = 0;
  for (const Board& board : chain_boards()) {
    const Implications links(board);
    const Closure closure(links);
    const Reach reach(links);
    const auto check = [&](const std::vector<Potential>& starts) {
      std::bitset<kPotentials> all;
      all.set();
      std::bitset<kPotentials> live;
      live.set();
      for (const Potential start : starts) {
        const std::bitset<kPotentials> reached = walk(links, start);
        all &= reached;
        std::bitset<kPotentials> nodes;
        for (const Potential p : closure.potentials())
          nodes[std::size_t(p)] = reached[std::size_t(p)];
        live &= nodes;
      }
      CHECK(closure.shared(starts) == all.any());
      CHECK(reach.closure().shared(starts) == all.any());
      ++asked;
      through_dead_ends += all.any() && live.none();
    };
    const Places places(board);
    for (int cell = 0; cell < 81; ++cell) {
      std::vector<Potential> digits;
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        digits.push_back(potential(cell, lowest_digit(rest), true));
      }
      if (digits.size() >= 2) check(digits);
    }
    for (int unit = 0; unit < 27; ++unit) {
      for (int digit = 1; digit <= 9; ++digit) {
        std::vector<Potential> where;
        for (Mask rest = places(unit, digit); rest; rest &= rest - 1) {
          where.push_back(potential(kUnitCells[unit][lowest_index(rest)], digit, true));
        }
        if (where.size() >= 2) check(where);
      }
    }
  }
  CHECK(asked > 1000);
  CHECK(through_dead_ends > 0);  // the dead ends' part is tried
}

TEST_CASE("forces tells whether a start's conjugate follows from it") {
  int forcing = 0;
  int quiet_boards = 0;
  int loops_kept_out = 0;
  for (const Board& board : chain_boards()) {
    const Implications links(board);
    const Reach reach(links);  // which starts force, worked out on the off nodes
    const Reach read(links, Reach::Build::closure_first);  // read off the whole closure
    bool any = false;
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        const Potential on = potential(cell, lowest_digit(rest), true);
        // The whole closure also tells where no loop through `on` removes anything.
        if (read.may_cycle(on)) CHECK(reach.may_cycle(on));
        loops_kept_out += reach.may_cycle(on) && !read.may_cycle(on);
        for (const Potential start : {on, conjugate(on)}) {
          const bool follows = walk(links, start)[std::size_t(conjugate(start))];
          CHECK(reach.forces(start) == follows);
          CHECK(read.forces(start) == follows);
          any = any || follows;
          forcing += follows;
        }
      }
    }
    CHECK(reach.any_forces() == any);
    quiet_boards += !any;
  }
  CHECK(forcing > 100);
  CHECK(quiet_boards > 0);    // boards where the cycles' searches are skipped
  CHECK(loops_kept_out > 0);  // starts the whole closure keeps from the cycles' search
}

TEST_CASE(
    "the cycles and forcing chains are the same whether the closure keeps starts out or not") {
  // Why a start may skip the cycles' search where Closure::loop_may_remove says no loop
  // through it removes anything: the ladder's links (closure_first) keep such starts out, a
  // search on its own links (closure_when_forcing) walks them, and both tell the same hints.
  const auto told = [](const Board& board, BoardLinks* kept) {
    std::vector<std::string> hints;
    ChainWork work{200'000'000};
    find_cycles_and_forcing_chains(
        board, work,
        [&](const ChainHint& hint, const ChainStory& story) {
          hints.push_back(story.technique + ": " + std::to_string(hint.difficulty) + " " +
                          std::to_string(hint.complexity) + " " + chain_step(hint, story).text);
        },
        {}, kept);
    return hints;
  };
  BoardLinks ladder_links{Reach::Build::closure_first};
  std::size_t hints = 0;
  int cycles = 0;
  for (const Board& board : chain_boards()) {
    const std::vector<std::string> all = told(board, nullptr);
    CHECK(told(board, &ladder_links) == all);
    hints += all.size();
    for (const std::string& hint : all) cycles += hint.find("Cycle") != std::string::npos;
  }
  CHECK(hints > 100);
  CHECK(cycles > 10);
}

TEST_CASE("a forcing chain search that ends at half the wanted length misses no chain within it") {
  // Search::forcing ends once the potentials reached with their conjugates show the goal
  // beyond the wanted length: a search told a length finds the chains within it that an
  // unbounded one finds, in the same order.
  // The forcing chains of `most` potentials or fewer, the search told so when `bounded`.
  const auto forcing_chains = [](const Board& board, int most, bool bounded) {
    std::vector<std::string> chains;
    ChainWork work{200'000'000};
    const Wanted wanted = [&](double, int) { return most; };
    find_cycles_and_forcing_chains(
        board, work,
        [&](const ChainHint& hint, const ChainStory& story) {
          if (story.kind != ChainStory::Kind::forcing || hint.complexity > most) return;
          chains.push_back(story.technique + ": " + chain_step(hint, story).text);
        },
        bounded ? wanted : Wanted{}, nullptr);
    return chains;
  };
  std::size_t told = 0;
  for (const Board& board : chain_boards()) {
    for (const int most : {4, 5, 6, 7, 8, 9, 10, 12, 14}) {
      const std::vector<std::string> within = forcing_chains(board, most, false);
      CHECK(forcing_chains(board, most, true) == within);
      told += within.size();
    }
  }
  CHECK(told > 100);
}

TEST_CASE("a candidate a cycle removes forces, so a board where nothing forces has no such cycle") {
  // Why find_cycles_and_forcing_chains may skip a board where no start forces (reach.hpp).
  int removed = 0;
  for (const Board& board : chain_boards()) {
    const Implications links(board);
    ChainWork work{200'000'000};
    find_cycles_and_forcing_chains(
        board, work,
        [&](const ChainHint& hint, const ChainStory& story) {
          if (story.kind != ChainStory::Kind::cycle) return;
          for (const auto& c : hint.eliminations) {
            const Potential on = potential(c.cell, c.digit, true);
            CHECK(walk(links, on)[std::size_t(conjugate(on))]);
            ++removed;
          }
        },
        {}, nullptr);
  }
  CHECK(removed > 10);
}

namespace {

// What the potential leads to through one link, in the links' order, with the units.
std::vector<std::pair<Potential, int>> linked_from(const Implications& links, Potential p) {
  std::vector<std::pair<Potential, int>> out;
  const auto add = [&](Potential q, Cause, int unit) { out.push_back({q, unit}); };
  if (is_on(p)) {
    links.for_each_off(p, Follow::both, add);
  } else {
    links.for_each_on(p, Follow::both, add);
  }
  return out;
}

// Checks links relinked for the board against links made afresh for it: their holders, places
// and every potential's links. The number of potentials compared.
int compare_with_fresh(const Implications& again, const Board& board) {
  const Implications fresh(board);
  for (int digit = 1; digit <= 9; ++digit) CHECK(again.holders(digit) == fresh.holders(digit));
  CHECK(again.places().of == fresh.places().of);
  int compared = 0;
  for (Potential p = 0; p < kPotentials; ++p) {
    if (!(board.candidates[cell_of(p)] & bit_of(digit_of(p)))) continue;
    if (linked_from(again, p) != linked_from(fresh, p)) FAIL_CHECK(potential_text(p));
    ++compared;
  }
  return compared;
}

// Calls each(board) for the boards in turn, then in reverse: given them so, BoardLinks makes
// its links again from a different board each time.
template <typename Each>
void one_after_another(const std::vector<Board>& boards, Each each) {
  for (const bool reversed : {false, true}) {
    for (std::size_t i = 0; i < boards.size(); ++i)
      each(boards[reversed ? boards.size() - 1 - i : i]);
  }
}

}  // namespace

TEST_CASE("links made again in place for another board are the links made afresh for it") {
  // BoardLinks keeps one Implications and relinks it for each new board, clearing only what
  // the last board linked: a strong link left from an earlier board would show here.
  const std::vector<Board> boards = chain_boards();
  REQUIRE(boards.size() >= 10);
  BoardLinks kept;
  int compared = 0;
  one_after_another(boards, [&](const Board& board) {
    compared += compare_with_fresh(kept.links(board), board);
  });
  CHECK(compared > 1000);
}

TEST_CASE("links made again for a board a few candidates away are the links made afresh") {
  // A nested chain's boards differ by a few candidates, and relink changes the places and
  // holders only where they do: removed one at a time, then put back, each board is compared.
  const std::vector<Board> boards = chain_boards();
  BoardLinks kept;
  int compared = 0;
  for (std::size_t b = 0; b < 6 && b < boards.size(); ++b) {
    Board board = boards[b];
    std::vector<sudoku::Candidate> gone;
    compared += compare_with_fresh(kept.links(board), board);
    // The first digit of every seventh cell with three or more, one at a time (some boards
    // skipped, so that two go in one step).
    int step = 0;
    for (int cell = 0; cell < 81; ++cell) {
      if (count_of(board.candidates[cell]) < 3) continue;
      const int digit = lowest_digit(board.candidates[cell]);
      if (++step % 7) continue;
      board.candidates[cell] &= Mask(~bit_of(digit));
      gone.push_back({cell, digit});
      if (step % 3) compared += compare_with_fresh(kept.links(board), board);
    }
    compared += compare_with_fresh(kept.links(board), board);
    while (!gone.empty()) {
      board.candidates[gone.back().cell] |= bit_of(gone.back().digit);
      gone.pop_back();
      compared += compare_with_fresh(kept.links(board), board);
    }
  }
  CHECK(compared > 1000);
}

TEST_CASE("a Reach made again in place for another board answers as one made afresh") {
  // BoardLinks keeps one Reach (its off nodes' memory) and remakes it for each new board: an
  // answer, a row or a set left from an earlier board would show here.
  const std::vector<Board> boards = chain_boards();
  REQUIRE(boards.size() >= 10);
  BoardLinks kept;
  int compared = 0;
  one_after_another(boards, [&](const Board& board) {
    const Reach& again = kept.reach(board);
    const Implications links(board);
    const Reach fresh(links);
    std::vector<Potential> all;
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        const Potential on = potential(cell, lowest_digit(rest), true);
        all.push_back(on);
        all.push_back(conjugate(on));
        CHECK(again.may_cycle(on) == fresh.may_cycle(on));
      }
    }
    for (const Potential p : all) {
      CHECK(again.forces(p) == fresh.forces(p));
      for (const Potential q : all) {
        if (again.closure().leads(p, q) != fresh.closure().leads(p, q)) {
          FAIL_CHECK(potential_text(p) << " and " << potential_text(q));
        }
        ++compared;
      }
    }
    for (int cell = 0; cell < 81; ++cell) {
      std::vector<Potential> digits;
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        digits.push_back(potential(cell, lowest_digit(rest), true));
      }
      CHECK(again.closure().shared(digits) == fresh.closure().shared(digits));
    }
  });
  CHECK(compared > 100000);
}

TEST_CASE("shared tells, of any two starts, whether a potential follows from both") {
  // OffReach keeps, by candidate, the off potentials that follow from its on potential (off
  // nodes and dead ends alike, one set over the board's candidates) and intersects them: every
  // pair of on potentials tries each candidate's set against every other's. A Reach made again
  // in place (BoardLinks) answers as one made afresh: a set left from an earlier board would
  // show here.
  const std::vector<Board> boards = chain_boards();
  BoardLinks kept;
  int both = 0;
  int apart = 0;
  one_after_another(boards, [&](const Board& board) {
    const Implications links(board);
    const Reach fresh(links);
    const Reach& again = kept.reach(board);
    std::vector<Potential> ons;
    std::vector<std::bitset<kPotentials>> walks;
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask rest = board.candidates[cell]; rest; rest &= rest - 1) {
        ons.push_back(potential(cell, lowest_digit(rest), true));
        walks.push_back(walk(links, ons.back()));
      }
    }
    for (std::size_t i = 0; i < ons.size(); ++i) {
      for (std::size_t j = i + 1; j < ons.size(); ++j) {
        const std::array<Potential, 2> pair{ons[i], ons[j]};
        const bool expected = (walks[i] & walks[j]).any();
        const bool answer = fresh.closure().shared(pair);
        if (answer != expected || again.closure().shared(pair) != answer) {
          FAIL_CHECK(potential_text(ons[i])
                     << " and " << potential_text(ons[j]) << ": shared " << answer << ", again "
                     << again.closure().shared(pair) << ", walk " << expected);
        }
        ++(expected ? both : apart);
      }
    }
  });
  CHECK(both > 1000);
  CHECK(apart > 1000);
}
