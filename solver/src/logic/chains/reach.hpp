// Whether a static search (cycles.cpp, and the multiple chains of forcing.cpp) from a
// candidate can find anything on one board, read off the transitive closure of the board's
// static links, inside cells and units (implications.hpp), computed once per board. The
// searches ask before they search: on a hard board fewer than one start in fifty leads to a
// cycle or a forcing chain. A search that keeps to some of the links (X-links only, say)
// reaches no more than all of them do, so one board's answers serve every pass.
// Representation: the nodes are the on potentials of the board's candidates and the off
// potentials that imply something (an off potential with no strong link is a dead end: a walk
// can end there but not pass), with dense indices 0..n-1 in potential order. Tarjan's
// algorithm finds the strongly connected components; it completes a component only after
// every component it links to, so each component's closure is its own nodes joined with its
// successors' closures, in one pass. A closure is a bitset over the dense indices: `words` 64-
// bit words per component, in rows. The dead ends a component reaches are what the on
// potentials of its row turn off, by digit, as cell sets: its members' own joined with the
// sets of the components whose rows it joins, as it completes.
//
// On the boards a nested chain makes, the off nodes are a few dozen, and a smaller closure over
// them alone (OffReach) answers everything the searches ask: whether a start forces or may
// cycle, whether the starts of a multiple chain share anything, and the rows a search reads as
// it walks, each worked out when first asked.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "implications.hpp"

namespace sudoku::logic {

// The closure of a board's off nodes alone: on a nested chain's board, a few dozen, one word a
// row. Representation: the off nodes get dense indices 0..n-1 (in potential order), and sets of
// them are bitsets of `words` words: `rows` holds, for each, the off nodes it leads to (itself
// too), and `partners` the off nodes of the candidates it turns on. The links go both ways: an
// off node turns on a candidate exactly when that candidate's off potential turns on the
// node's candidate, so the partners are off nodes too, and a set of off nodes leads to the on
// potential of a node's candidate when it leads to one of the node's partners. An on potential
// leads, beyond itself, to what the off nodes among what it turns off lead to (`reached`, by
// candidate, kept once asked). For `shared`, what follows from each candidate's on potential is
// also kept as the off potentials of the board's candidates it reaches, dead ends too: a set
// over the board's candidates (dense_), where an on potential turns off its digit in its units
// and its cell's other digits with a few word operations.
class OffReach {
 public:
  explicit OffReach(const Implications& links);
  // Makes it again for the board of its links, which have been relinked in place since
  // (BoardLinks): its memory is kept.
  void rebuild();

  // By potential: whether its conjugate follows from it.
  const std::bitset<kPotentials>& forces() const { return forces_; }
  // Closure::shared, read off the off nodes (the same answer).
  bool shared(std::span<const Potential> starts) const;

  // The whole closure's rows, read off the off nodes' (a Closure given an OffReach reads
  // these): a row is a set over the off nodes (bits 0..n-1) and the on potentials of their
  // candidates (bits n..2n-1), `row_words` words; what follows from `p` (itself too, when it
  // has an index), null for a dead end. Worked out when first asked. The on potential of a
  // candidate whose off potential is a dead end has no index: nothing turns it on, so it is in
  // no row but its own, and no walk from elsewhere asks for it.
  int index(Potential p) const {
    const int node = node_of_[std::size_t(p >> 1)];
    return node < 0 ? -1 : is_on(p) ? int(offs_.size()) + node : node;
  }
  int row_words() const { return row_words_; }
  const std::uint64_t* row(Potential p) const {
    const int node = node_of_[std::size_t(p >> 1)];
    if (!is_on(p) && node < 0) return nullptr;
    const std::size_t slot =
        std::size_t(is_on(p) ? dense_[std::size_t(p >> 1)] : candidates_ + node);
    if (!closure_row_known_.empty() && closure_row_known_[slot]) {
      return &closure_rows_[slot * std::size_t(row_words_)];
    }
    return make_row(p, slot);
  }
  // Reach::may_cycle, read off the off nodes; asked only where some potential forces.
  bool may_cycle(Potential on) const;

 private:
  using Digits = std::array<CellSet, 9>;  // by digit - 1
  // The constructor's work, on members cleared.
  void build();
  std::uint64_t* at(std::vector<std::uint64_t>& sets, int i) {
    return &sets[std::size_t(i) * std::size_t(words_)];
  }
  const std::uint64_t* at(const std::vector<std::uint64_t>& sets, int i) const {
    return &sets[std::size_t(i) * std::size_t(words_)];
  }
  // Calls each(cell, digit) for the candidates among `among` (by digit - 1, the cells; and
  // `cell_digits`, those of the cell itself) that the candidate (cell, digit) on turns off: the
  // digit's other places among the cell's peers, and the cell's other digits.
  template <typename Each>
  static void turned_off(int cell, int digit, const Digits& among, Mask cell_digits, Each each) {
    (among[std::size_t(digit - 1)] & peer_sets()[cell]).for_each([&](int peer) {
      each(peer, digit);
    });
    for (Mask rest = Mask(cell_digits & ~bit_of(digit)); rest; rest &= rest - 1) {
      each(cell, lowest_digit(rest));
    }
  }
  // Calls each(node) for the off nodes among what the candidate (cell, digit) on turns off.
  template <typename Each>
  void off_nodes(int cell, int digit, Each each) const {
    turned_off(cell, digit, nodes_, node_digits_[std::size_t(cell)], [&](int at, int its) {
      each(int(node_of_[std::size_t(candidate_index(at, its))]));
    });
  }
  // Which potentials force: an off node when its row meets its partners; an on potential when
  // one of its off nodes comes on from another (or the same) of them: the on potential of one
  // of the candidates it turns off, which turns it off. That holds whether its own off
  // potential is a node or a dead end (a candidate whose off potential is a dead end is turned
  // on by nothing).
  void find_forcing();
  // Whether any potential forces, without asking each: on most nested boards none does.
  bool may_force() const;
  // Whether the on potential of some candidate turns off both off nodes.
  bool turned_off_together(int x, int y) const;
  // Works out the row of `p`, at `slot` (by dense candidate, then by off node).
  const std::uint64_t* make_row(Potential p, std::size_t slot) const;
  // The off nodes the candidate's on potential leads to, worked out for every candidate when
  // first asked (whoever asks, asks of nearly all: the searches on a board where something
  // forces, through make_row).
  const std::uint64_t* reached(int candidate) const;
  // Works out reached_ for every candidate of the board.
  void reach_all() const;
  // The off nodes whose candidates come on from the off nodes `from`: their partners.
  void partners_of(const std::uint64_t* from, std::uint64_t* out) const;
  // Closes `rows` transitively: each row joined with the rows of the nodes it holds, a row
  // already closed taken whole.
  void close();
  static void set_bit(std::uint64_t* bits, int j) { bits[j / 64] |= std::uint64_t(1) << (j % 64); }
  // Works out off_after_ for every candidate of the board (the multiple chains' searches ask
  // of nearly all of them, and only they ask: made when first asked).
  void make_off_after() const;
  // The off potentials that follow from the candidate's on potential, a set over the board's
  // candidates (by dense index, `off_words_` words).
  std::uint64_t* off_after(int candidate) const {
    return &off_after_[std::size_t(dense_[std::size_t(candidate)] * off_words_)];
  }
  // The i-th set of node_off_after_: below n (the off nodes' count), what follows from node i;
  // from n on, what the candidate of node i - n on turns off (make_off_after's).
  std::uint64_t* node_set(int i) const { return &node_off_after_[std::size_t(i * off_words_)]; }

  const Implications& links_;  // relinked in place for each board (BoardLinks)
  const Board& board_;         // links_.board()
  int words_ = 0;
  std::array<std::int16_t, kCandidates> node_of_;  // by candidate: its off node, or -1
  std::array<std::int16_t, kCandidates> dense_;    // by candidate: its place in `reached`
  Digits nodes_{};                                 // the cells whose off potential is a node
  std::array<Mask, 81> node_digits_{};             // by cell: the digits whose off is a node
  std::vector<Potential> offs_;                    // by node
  std::vector<std::uint64_t> rows_;
  std::vector<std::uint64_t> partners_;
  // By node: the partners of its row (what comes on from it); find_forcing's, the off nodes
  // its candidate's on potential turns off, and the partners of what those lead to (may_cycle
  // reads these two).
  std::vector<std::uint64_t> on_from_;
  std::vector<std::uint64_t> node_turned_off_;
  std::vector<std::uint64_t> ons_after_;
  mutable std::vector<std::uint64_t> reached_;  // by dense candidate: the off nodes its on leads to
  mutable bool reached_made_ = false;           // reached_ worked out for this board
  int row_words_ = 0;
  int candidates_ = 0;                               // on the board
  mutable std::vector<std::uint64_t> closure_rows_;  // by dense candidate, then by off node
  mutable std::vector<std::uint8_t> closure_row_known_;
  std::bitset<kPotentials> forces_;
  // Sets over the board's candidates by dense index (dense_), `off_words_` words each, made
  // when `shared` is first asked on a board (empty until then): by dense candidate, the off
  // potentials that follow from its on potential (off nodes and dead ends alike: shared needs
  // one, either); by off node, those that follow from it, then what its candidate on turns off
  // (node_set); the board's candidates by digit, then by unit (make_off_after's).
  mutable int off_words_ = 0;
  mutable std::vector<std::uint64_t> off_after_;
  mutable std::vector<std::uint64_t> node_off_after_;
  mutable std::vector<std::uint64_t> digit_unit_;
};

class Closure {
 public:
  explicit Closure(const Implications& links);
  // The closure of `links` read off `off` (kept alive by its owner): its rows, sets and
  // `shared` are OffReach's, rows worked out as asked. Such a closure has no potentials(), alone()
  // or forces(): Reach reads those off `off` itself.
  Closure(const Implications& links, const OffReach& off);

  const std::vector<Potential>& potentials() const { return potentials_; }
  // What `from` implies (itself too), as a bitset over the dense indices; null when `from` is
  // no node.
  const std::uint64_t* row(Potential from) const {
    if (off_) return off_->row(from);
    const int i = index_[std::size_t(from)];
    return i < 0 ? nullptr : &rows_[std::size_t(component_[std::size_t(i)] * words_)];
  }
  // Whether the row holds `to`.
  bool holds(const std::uint64_t* row, Potential to) const {
    const int j = index_[std::size_t(to)];
    return j >= 0 && ((row[j / 64] >> (j % 64)) & 1);
  }
  // A set of nodes, as a bitset over the dense indices like a row.
  using Set = std::array<std::uint64_t, kPotentialWords>;
  // Adds `p` to the set, or removes it, when it is a node.
  void add(Set& set, Potential p) const {
    const int j = index_[std::size_t(p)];
    if (j >= 0) set[std::size_t(j / 64)] |= std::uint64_t(1) << (j % 64);
  }
  void remove(Set& set, Potential p) const {
    const int j = index_[std::size_t(p)];
    if (j >= 0) set[std::size_t(j / 64)] &= ~(std::uint64_t(1) << (j % 64));
  }
  // Whether the row holds a node of the set.
  bool meets(const std::uint64_t* row, const Set& set) const {
    std::uint64_t any = 0;
    for (int k = 0; k < words_; ++k) any |= row[k] & set[std::size_t(k)];
    return any != 0;
  }
  // Whether some potential follows from every one of the on potentials `starts` (themselves
  // included), a dead end among them.
  bool shared(std::span<const Potential> starts) const;
  // Whether no node but itself follows from the node `p`: an on potential that turns off dead
  // ends only (false for a potential that is no node).
  bool alone(Potential p) const { return alone_[std::size_t(p)]; }
  // Whether `start`'s conjugate follows from it (a dead end too).
  bool forces(Potential start) const;
  // Whether a loop through `p` (a node) could remove a candidate: its component has four
  // members or more, and a cell holding some digit sees an on and an off member of that digit.
  // Not for a closure read off an OffReach.
  bool loop_may_remove(Potential p) const {
    return loop_removes_[std::size_t(component_[std::size_t(index_[std::size_t(p)])])];
  }
  // Whether `to` follows from `from` (or is it).
  bool leads(Potential from, Potential to) const {
    const std::uint64_t* from_row = row(from);
    return from_row && holds(from_row, to);
  }

 private:
  using Digits = std::array<CellSet, 9>;  // by digit - 1
  // What the on potentials of a component's row turn off, by digit.
  const Digits& turned_off(int component) const { return turned_off_[std::size_t(component)]; }

  // The constructor's steps. The nodes: every on potential, and the off potentials that imply
  // something (the others are dead ends), each given a dense index.
  void collect_nodes(const Implications& links);
  // The links between the nodes, flat: dense index i's successors at next_[first_[i] ..
  // first_[i + 1]).
  void link_nodes(const Implications& links);
  // The strongly connected components (Tarjan's algorithm), each added with its closure as it
  // completes.
  void close();
  // The words of each component's closure that hold anything: most closures are a few
  // potentials, and a row is ORed only over its span.
  struct Span {
    int first;
    int last;
  };
  // Adds the component of `members`, every component they link to complete: its row, the
  // members' own bits ORed with the rows of the components their successors are in.
  void add_component(std::span<const std::int32_t> members, std::vector<Span>& spans);

  const Implications& links_;
  const Board& board_;
  const OffReach* off_ = nullptr;  // the rows' source, when given
  std::array<std::int16_t, kPotentials>
      index_{};                          // the dense index of each node's potential, or -1
  std::vector<Potential> potentials_;    // by dense index
  std::vector<std::int32_t> component_;  // by dense index
  std::vector<std::uint64_t> rows_;      // each component's closure
  std::bitset<kPotentials> alone_;       // by potential: the nodes with no successor
  std::vector<std::int32_t> first_;      // by dense index: where its successors start in next_
  std::vector<std::int16_t> next_;       // the successors' dense indices
  int words_ = 0;
  Digits dead_ends_{};                      // the candidates whose off potential implies nothing
  std::vector<std::uint8_t> loop_removes_;  // by component: loop_may_remove
  std::vector<Digits> turned_off_;          // by component: turned_off
};

class Reach {
 public:
  // How the closure is built. `closure_when_forcing`: only when some start forces (or when
  // asked), which starts force worked out on the off nodes alone, as on the boards a nested
  // chain makes, where mostly nothing forces. `closure_first`: at once, which starts force read
  // off it, as on the ladder's board, where something forces and the multiple chains ask for
  // the closure anyway: there the off nodes are hundreds, and their closure of its own
  // (Warshall's, quadratic) made magictour's rating 5 % slower. The hints are the same; with
  // closure_first, may_cycle also keeps out the starts whose loops could remove nothing.
  enum class Build { closure_when_forcing, closure_first };
  explicit Reach(const Implications& links, Build build = Build::closure_when_forcing);
  // Makes it again for its links, which have been relinked in place for another board
  // (BoardLinks): the off nodes' memory is kept.
  void rebuild();

  // The closure of the links, without dead ends: a walk that must come back to a potential
  // (a cycle to its start, a forcing chain to its start's conjugate) need not follow a
  // potential that does not lead there. With closure_when_forcing, read off the off nodes'
  // closure (OffReach) as asked; with closure_first, built at once.
  const Closure& closure() const {
    if (!closure_) {
      if (off_) {
        closure_.emplace(links_, *off_);
      } else {
        closure_.emplace(links_);
      }
    }
    return *closure_;
  }

  // Whether a forcing chain from `start` can reach the start's conjugate.
  bool forces(Potential start) const { return forces_[std::size_t(start)]; }
  // Whether any start forces: when none does, no cycle removes anything either. A cycle
  // removes a candidate X that sees an on node A and an off node B of its digit on the loop;
  // the loop's arc from B to A, read backwards (every link holds both ways), leads from A's
  // off potential to B's on one, so X on turns A off, which leads to B on, which turns X off:
  // X forces. So the cycles and forcing chains find nothing on such a board, and their
  // searches need not run.
  bool any_forces() const { return forces_.any(); }
  // Whether a cycle of four links or more can pass through the on potential `on`: one of the
  // off potentials it implies leads to another off potential that implies it. The cycle search
  // walks simple paths of the same links, so it finds a cycle only where this holds. Worked
  // out only where some start forces (false everywhere else: no cycle there removes anything).
  // With closure_first, also false where no loop through `on` removes anything
  // (Closure::loop_may_remove): the search would find only loops that it does not tell.
  bool may_cycle(Potential on) const { return cycles_[std::size_t(on >> 1)]; }

 private:
  // Works out forces_ on the off nodes alone (the off potentials that imply something, a few
  // dozen a board on a nested chain's board): what follows from an on potential is what its
  // off nodes lead to, and the on potentials among it are what those off nodes turn on.
  void find_forcing();

  // The constructor's work, on members cleared.
  void make();

  const Implications& links_;
  Build build_;
  std::optional<OffReach> off_;  // closure_when_forcing's
  mutable std::optional<Closure> closure_;
  std::bitset<kPotentials> forces_;  // by potential
  std::bitset<kCandidates> cycles_;  // by candidate
};

}  // namespace sudoku::logic
