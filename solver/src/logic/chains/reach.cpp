#include "reach.hpp"

#include <algorithm>

namespace sudoku::logic {

Closure::Closure(const Implications& links, bool dead_ends) {
  const Board& board = links.board();
  index_.fill(-1);
  for (int cell = 0; cell < 81; ++cell) {
    for (Mask digits = board.candidates[cell]; digits; digits &= digits - 1) {
      const Potential off = potential(cell, lowest_digit(digits), false);
      bool leads = false;
      links.for_each_on(off, true, true, [&](Potential, Cause, int) { leads = true; });
      for (const Potential p : {off, conjugate(off)}) {
        if (!is_on(p) && !leads && !dead_ends) continue;
        index_[std::size_t(p)] = std::int16_t(potentials_.size());
        potentials_.push_back(p);
      }
    }
  }
  const int n = int(potentials_.size());
  words_ = (n + 63) / 64;

  // The links, flat: dense index i's successors at next[first[i] .. first[i + 1]).
  std::vector<std::int32_t> first(std::size_t(n) + 1);
  std::vector<std::int16_t> next;
  next.reserve(std::size_t(n) * 6);
  const auto add = [&](Potential q, Cause, int) {
    if (index_[std::size_t(q)] >= 0) next.push_back(index_[std::size_t(q)]);
  };
  for (int i = 0; i < n; ++i) {
    first[std::size_t(i)] = std::int32_t(next.size());
    const Potential p = potentials_[std::size_t(i)];
    if (is_on(p)) {
      links.for_each_off(p, true, add);
    } else {
      links.for_each_on(p, true, true, add);
    }
  }
  first[std::size_t(n)] = std::int32_t(next.size());

  // Tarjan's algorithm without recursion: `calls` holds each visit's node and next link.
  // A node visited (order >= 0) but in no component yet is on `open`, Tarjan's stack.
  std::vector<std::int32_t> order(std::size_t(n), -1);
  std::vector<std::int32_t> low(std::size_t(n), 0);
  component_.assign(std::size_t(n), -1);
  std::vector<std::int32_t> open;
  struct Call {
    std::int32_t node;
    std::int32_t link;
  };
  std::vector<Call> calls;
  // The words of each component's closure that hold anything: most closures are a few
  // potentials, and a row is ORed only over its span.
  struct Span {
    int first;
    int last;
  };
  std::vector<Span> span;
  int visited = 0;
  int components = 0;
  const auto visit = [&](int v) {
    order[std::size_t(v)] = low[std::size_t(v)] = visited++;
    open.push_back(v);
    calls.push_back({v, first[std::size_t(v)]});
  };
  for (int root = 0; root < n; ++root) {
    if (order[std::size_t(root)] >= 0) continue;
    visit(root);
    while (!calls.empty()) {
      const int v = calls.back().node;
      if (calls.back().link < first[std::size_t(v) + 1]) {
        const int w = next[std::size_t(calls.back().link++)];
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
      // v roots a component: its members are on `open` from v up. Every component they link
      // to is complete, its closure known.
      const int c = components++;
      rows_.resize(std::size_t(components) * std::size_t(words_));
      std::uint64_t* row = &rows_[std::size_t(c) * std::size_t(words_)];
      std::size_t top = open.size();
      while (open[--top] != v) {
      }
      for (std::size_t m = top; m < open.size(); ++m) {
        const int w = open[m];
        component_[std::size_t(w)] = c;
        row[w / 64] |= std::uint64_t(1) << (w % 64);
      }
      for (std::size_t m = top; m < open.size(); ++m) {
        const int w = open[m];
        for (int l = first[std::size_t(w)]; l < first[std::size_t(w) + 1]; ++l) {
          // A successor already in the row came with a closure that holds its own.
          const int s = next[std::size_t(l)];
          if ((row[s / 64] >> (s % 64)) & 1) continue;
          const int d = component_[std::size_t(s)];
          const std::uint64_t* other = &rows_[std::size_t(d) * std::size_t(words_)];
          for (int k = span[std::size_t(d)].first; k < span[std::size_t(d)].last; ++k) {
            row[k] |= other[k];
          }
        }
      }
      Span& own = span.emplace_back(Span{words_, 0});
      for (int k = 0; k < words_; ++k) {
        if (!row[k]) continue;
        own.first = std::min(own.first, k);
        own.last = k + 1;
      }
      open.resize(top);
    }
  }
}

bool Closure::shared(std::span<const Potential> starts) const {
  std::array<std::uint64_t, 23> all;
  all.fill(~std::uint64_t(0));
  for (const Potential start : starts) {
    const std::uint64_t* from = row(start);
    if (!from) return false;
    for (int k = 0; k < words_; ++k) all[std::size_t(k)] &= from[k];
  }
  for (int k = 0; k < words_; ++k) {
    if (all[std::size_t(k)]) return true;
  }
  return false;
}

namespace {

bool reaches_conjugate(const Implications& links, const Closure& closure, Potential start) {
  const std::uint64_t* row = closure.row(start);
  if (!row) return false;
  if (!is_on(start)) return closure.holds(row, conjugate(start));
  // The last link turns the start off from a candidate that the start turns off (the links
  // inside cells and units go both ways): that candidate must come on on the way.
  bool forces = false;
  links.for_each_off(start, true, [&](Potential off, Cause, int) {
    forces = forces || closure.holds(row, conjugate(off));
  });
  return forces;
}

bool returns(const Implications& links, const Closure& closure, Potential on) {
  // What implies `on` is the conjugate of what `on` being false implies (contraposition).
  std::array<Potential, 4> lasts{};
  int count = 0;
  links.for_each_on(conjugate(on), true, true, [&](Potential before_on, Cause, int) {
    lasts[count++] = conjugate(before_on);
  });
  bool may = false;
  links.for_each_off(on, true, [&](Potential first, Cause, int) {
    const std::uint64_t* row = may ? nullptr : closure.row(first);
    for (int i = 0; row && i < count; ++i) {
      may = may || (lasts[i] != first && closure.holds(row, lasts[i]));
    }
  });
  return may;
}

}  // namespace

Reach::Reach(const Implications& links) : closure_(links, false) {
  for (const Potential p : closure_.potentials()) {
    forces_[std::size_t(p)] = reaches_conjugate(links, closure_, p);
    if (is_on(p)) cycles_[std::size_t(p >> 1)] = returns(links, closure_, p);
  }
}

}  // namespace sudoku::logic
