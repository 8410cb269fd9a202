#include "reach.hpp"

#include <algorithm>
#include <bit>
#include <span>

namespace sudoku::logic {

Closure::Closure(const Implications& links) : links_(links), board_(links.board()) {
  collect_nodes(links);
  link_nodes(links);
  close();
}

Closure::Closure(const Implications& links, const OffReach& off)
    : links_(links), board_(links.board()), off_(&off) {
  index_.fill(-1);
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board_.candidates[cell]; digits; digits &= digits - 1) {
      const Potential on = potential(cell, lowest_digit(digits), true);
      for (const Potential p : {on, conjugate(on)})
        index_[std::size_t(p)] = std::int16_t(off.index(p));
    }
  }
  words_ = off.row_words();
}

void Closure::collect_nodes(const Implications& links) {
  index_.fill(-1);
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = links.board().candidates[cell]; digits; digits &= digits - 1) {
      const Potential off = potential(cell, lowest_digit(digits), false);
      bool leads = false;
      links.for_each_on(off, Follow::both, [&](Potential, Cause, int) { leads = true; });
      if (!leads) dead_ends_[std::size_t(digit_of(off) - 1)].add(cell);
      for (const Potential p : {off, conjugate(off)}) {
        if (!is_on(p) && !leads) continue;
        index_[std::size_t(p)] = std::int16_t(potentials_.size());
        potentials_.push_back(p);
      }
    }
  }
  words_ = (int(potentials_.size()) + 63) / 64;
}

void Closure::link_nodes(const Implications& links) {
  // An on potential's successors are the off potentials of what it turns off that are nodes,
  // read from those nodes' side: what turns a candidate off is what it turns off (the links go
  // both ways). Most of what an on potential turns off is a dead end, and the off nodes are few.
  const int n = int(potentials_.size());
  struct Link {
    std::int16_t from;
    std::int16_t to;
  };
  std::vector<Link> found;
  found.reserve(std::size_t(n) * 4);
  for (int i = 0; i < n; ++i) {
    const Potential p = potentials_[std::size_t(i)];
    if (is_on(p)) continue;
    links.for_each_off(conjugate(p), Follow::both, [&](Potential off, Cause, int) {
      found.push_back({index_[std::size_t(conjugate(off))], std::int16_t(i)});
    });
    links.for_each_on(p, Follow::both, [&](Potential on, Cause, int) {
      found.push_back({std::int16_t(i), index_[std::size_t(on)]});
    });
  }
  first_.assign(std::size_t(n) + 1, 0);
  for (const Link& link : found) ++first_[std::size_t(link.from) + 1];
  for (int i = 0; i < n; ++i) first_[std::size_t(i) + 1] += first_[std::size_t(i)];
  next_.resize(found.size());
  std::vector<std::int32_t> end(first_.begin(), first_.end() - 1);
  for (const Link& link : found) next_[std::size_t(end[std::size_t(link.from)]++)] = link.to;
  for (int i = 0; i < n; ++i) {
    if (first_[std::size_t(i)] == first_[std::size_t(i) + 1])
      alone_.set(std::size_t(potentials_[std::size_t(i)]));
  }
}

void Closure::close() {
  // Tarjan's algorithm without recursion: `calls` holds each visit's node and next link.
  // A node visited (order >= 0) but in no component yet is on `open`, Tarjan's stack.
  const int n = int(potentials_.size());
  std::vector<std::int32_t> order(std::size_t(n), -1);
  std::vector<std::int32_t> low(std::size_t(n), 0);
  component_.assign(std::size_t(n), -1);
  std::vector<std::int32_t> open;
  struct Call {
    std::int32_t node;
    std::int32_t link;
  };
  std::vector<Call> calls;
  std::vector<Span> spans;
  int visited = 0;
  rows_.reserve(std::size_t(n) * std::size_t(words_));  // a row per component, n at most
  turned_off_.reserve(std::size_t(n));
  const auto visit = [&](int v) {
    order[std::size_t(v)] = low[std::size_t(v)] = visited++;
    open.push_back(v);
    calls.push_back({v, first_[std::size_t(v)]});
  };
  for (int root = 0; root < n; ++root) {
    if (order[std::size_t(root)] >= 0) continue;
    visit(root);
    while (!calls.empty()) {
      const int v = calls.back().node;
      if (calls.back().link < first_[std::size_t(v) + 1]) {
        const int w = next_[std::size_t(calls.back().link++)];
        if (order[std::size_t(w)] < 0) {
          visit(w);
        } else if (component_[std::size_t(w)] < 0) {
          low[std::size_t(v)] = std::min(low[std::size_t(v)], order[std::size_t(w)]);
        }
        continue;
      }
      calls.pop_back();
      if (!calls.empty()) {
        const int u = calls.back().node;
        low[std::size_t(u)] = std::min(low[std::size_t(u)], low[std::size_t(v)]);
      }
      if (low[std::size_t(v)] != order[std::size_t(v)]) continue;
      // v roots a component: its members are on `open` from v up.
      std::size_t top = open.size();
      while (open[--top] != v) {
      }
      add_component(std::span(open).subspan(top), spans);
      open.resize(top);
    }
  }
}

void Closure::add_component(std::span<const std::int32_t> members, std::vector<Span>& spans) {
  // Every component the members link to is complete, its closure known.
  const int c = int(spans.size());
  rows_.resize(std::size_t(c + 1) * std::size_t(words_));
  std::uint64_t* row = &rows_[std::size_t(c) * std::size_t(words_)];
  // What the row's on potentials turn off: the members' own, joined with what the rows it
  // joins turn off, as the row is made.
  Digits off{};
  for (const int w : members) {
    component_[std::size_t(w)] = c;
    row[w / 64] |= std::uint64_t(1) << (w % 64);
    const Potential p = potentials_[std::size_t(w)];
    if (!is_on(p)) continue;
    const int cell = cell_of(p);
    const int digit = digit_of(p);
    CellSet& same = off[std::size_t(digit - 1)];
    same = same | peer_sets()[cell];
    for (Mask rest = Mask(board_.candidates[cell] & ~bit_of(digit)); rest; rest &= rest - 1) {
      off[std::size_t(lowest_digit(rest) - 1)].add(cell);
    }
  }
  for (const int w : members) {
    for (int l = first_[std::size_t(w)]; l < first_[std::size_t(w) + 1]; ++l) {
      // A successor already in the row came with a closure that holds its own.
      const int s = next_[std::size_t(l)];
      if ((row[s / 64] >> (s % 64)) & 1) continue;
      const int d = component_[std::size_t(s)];
      const std::uint64_t* other = &rows_[std::size_t(d) * std::size_t(words_)];
      for (int k = spans[std::size_t(d)].first; k < spans[std::size_t(d)].last; ++k) {
        row[k] |= other[k];
      }
      const Digits& other_off = turned_off_[std::size_t(d)];
      for (std::size_t digit = 0; digit < 9; ++digit) off[digit] = off[digit] | other_off[digit];
    }
  }
  turned_off_.push_back(off);
  Span& own = spans.emplace_back(Span{words_, 0});
  for (int k = 0; k < words_; ++k) {
    if (!row[k]) continue;
    own.first = std::min(own.first, k);
    own.last = k + 1;
  }
  // A loop removes a candidate that sees an on and an off potential of its digit on the loop
  // (cycles.cpp), and every potential of a loop leads to every other: they are members of one
  // component, four or more. So the members' cells seen by digit, on and off, must meet.
  bool removes = false;
  if (members.size() >= 4) {
    Digits on_seen{};
    Digits off_seen{};
    for (const int w : members) {
      const Potential p = potentials_[std::size_t(w)];
      const std::size_t digit = std::size_t(digit_of(p) - 1);
      CellSet& seen = (is_on(p) ? on_seen : off_seen)[digit];
      seen = seen | (peer_sets()[cell_of(p)] & links_.holders()[digit]);
    }
    for (std::size_t digit = 0; digit < 9 && !removes; ++digit) {
      removes = !on_seen[digit].disjoint(off_seen[digit]);
    }
  }
  loop_removes_.push_back(removes);
}

bool Closure::shared(std::span<const Potential> starts) const {
  if (off_) return off_->shared(starts);
  Set all;
  all.fill(~std::uint64_t(0));
  for (const Potential start : starts) {
    const std::uint64_t* from = row(start);
    if (!from) return false;
    for (int k = 0; k < words_; ++k) all[std::size_t(k)] &= from[k];
  }
  for (int k = 0; k < words_; ++k) {
    if (all[std::size_t(k)]) return true;
  }
  // A dead end follows from a start when an on potential the start leads to turns it off.
  Digits ends = dead_ends_;
  for (const Potential start : starts) {
    const Digits& off = turned_off(component_[std::size_t(index_[std::size_t(start)])]);
    for (std::size_t d = 0; d < 9; ++d) ends[d] = ends[d] & off[d];
  }
  for (const CellSet& cells : ends) {
    if (!cells.empty()) return true;
  }
  return false;
}

bool Closure::forces(Potential start) const {
  const int i = index_[std::size_t(start)];
  if (i < 0) return false;
  if (index_[std::size_t(conjugate(start))] >= 0) return holds(row(start), conjugate(start));
  // An on potential whose conjugate is a dead end forces when something that follows from it
  // turns it off; what follows from it, but itself, follows from one of its successors.
  for (int l = first_[std::size_t(i)]; l < first_[std::size_t(i) + 1]; ++l) {
    const Digits& off = turned_off(component_[std::size_t(next_[std::size_t(l)])]);
    if (off[std::size_t(digit_of(start) - 1)].has(cell_of(start))) return true;
  }
  return false;
}

// A cycle through `on` leaves it for an off potential `first` that `on` turns off and comes
// back through an off potential `last` that turns it on, first != last, with a path from first
// to last. The links go both ways (an on potential turns off a candidate that turns it off; an
// off potential turns on a candidate whose off potential turns it on), so a path from x to y is
// a path from y's conjugate to x's conjugate: read backwards, that is a path from last's
// conjugate, which the conjugate of `on` turns on, to first's conjugate, one of the on
// potentials of what `on` turns off (Conf) other than last's conjugate.
Reach::Reach(const Implications& links, Build build) : links_(links), build_(build) {
  make();
}

void Reach::rebuild() {
  closure_.reset();
  forces_.reset();
  cycles_.reset();
  make();
}

void Reach::make() {
  const Implications& links = links_;
  if (build_ == Build::closure_first) {
    closure_.emplace(links);
    for (const Potential p : closure_->potentials()) forces_[std::size_t(p)] = closure_->forces(p);
  } else {
    find_forcing();
    if (!any_forces()) return;
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask digits = links.board().candidates[cell]; digits; digits &= digits - 1) {
        const Potential on = potential(cell, lowest_digit(digits), true);
        cycles_[std::size_t(on >> 1)] = off_->may_cycle(on);
      }
    }
    return;
  }
  if (!any_forces()) return;
  const Closure& closure = this->closure();
  // Conf: what `on` turns off, as the on potentials of those candidates.
  Closure::Set conf;
  const auto conflicts = [&](Potential on) {
    conf.fill(0);
    links.for_each_off(on, Follow::both,
                       [&](Potential off, Cause, int) { closure.add(conf, conjugate(off)); });
  };
  for (const Potential p : closure.potentials()) {
    if (!is_on(p) || closure.alone(p)) continue;  // no way out: no cycle
    if (!closure.loop_may_remove(p)) continue;    // no loop through it removes anything
    conflicts(p);
    bool may = false;
    links.for_each_on(conjugate(p), Follow::both, [&](Potential before, Cause, int) {
      if (may) return;
      const bool own = closure.holds(conf.data(), before);
      closure.remove(conf, before);
      may = closure.meets(closure.row(before), conf);
      if (own) closure.add(conf, before);
    });
    cycles_[std::size_t(p >> 1)] = may;
  }
}

void Reach::find_forcing() {
  if (off_) {
    off_->rebuild();
  } else {
    off_.emplace(links_);
  }
  forces_ = off_->forces();
}

}  // namespace sudoku::logic
