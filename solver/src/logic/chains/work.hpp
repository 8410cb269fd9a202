// The chain engine's work in one rating or hint: the cap on it, and what its nested chain
// searches found, so that no nested search runs twice on the same board. (The rating ladder's
// Work, ../work.hpp, adds what the basic techniques remember between boards.)
//
// Why a memo: a chain at a nesting level (9.0 and up) runs techniques on the board it has made
// each time it stalls, chain searches among them (9.5 and up). Each level runs the lower
// levels' searches on the same boards before its own, and the ladder tries every level in
// turn at every step, so most of those boards were searched before: on the first of the
// forum's hardest puzzles, two searches in three. A search's result depends on the board alone, but
// the candidates a result needed the chain to remove (its rule parents) depend on the board the
// chain started from, so the memo keeps where to look for them (needs), not the candidates.
//
// The memo belongs to one rating or hint, so every answer, budget included, depends only on
// the puzzle and the options. It holds at most kMemoBoards boards' results, then starts over.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "../board.hpp"
#include "digit_absurd.hpp"
#include "graph.hpp"
#include "reach.hpp"

namespace sudoku::logic {

struct KeptSpreads;  // kept_spreads.hpp

// Where a candidate a chain hint needed the chain to remove may be: the cell of an on node
// made by a cell link (every digit the chain removed from the cell: digit 0), or the unit and
// digit of an on node made by a unit link.
struct Need {
  std::int8_t where = 0;  // the cell (digit 0) or the unit
  std::int8_t digit = 0;
};

// A chain hint found on a chain's board, as the chain learns it: what it removes, the needs
// that give its rule parents, its technique, its complexity, and which chain it is: a hash of
// its chains' potentials, each chain in Sudoku Explainer's getChain order (never 0). Two hints
// with the same chains are one chain to Sudoku Explainer (its FullChain), counted once in a
// hint's complexity.
struct Learned {
  std::vector<Candidate> removes;
  std::vector<Need> needs;
  std::string technique;
  int complexity = 0;
  std::uint64_t chain = 0;
};

// What nested searches found, by board (values and candidates) and search mode.
class NestedMemo {
 public:
  static constexpr std::size_t kMemoBoards = 4096;

  // A board and a search mode, as words: its values (81 bytes), its candidates (162) and the
  // mode's key, in 31 words. On the stack: a lookup allocates nothing, and hashes and compares
  // words.
  struct Key {
    std::array<std::uint64_t, 31> words{};
    bool operator==(const Key&) const = default;
  };
  static_assert(sizeof(Grid) + sizeof(std::array<Mask, 81>) + 1 <= sizeof(Key::words));

  // `capacity` 0 keeps nothing: every search runs afresh (the tests compare the two).
  explicit NestedMemo(std::size_t capacity = kMemoBoards) : capacity_(capacity) {}
  std::size_t capacity() const { return capacity_; }

  static Key key(const Grid& value, const std::array<Mask, 81>& candidates, char mode) {
    Key key;
    auto* bytes = reinterpret_cast<unsigned char*>(key.words.data());
    std::memcpy(bytes, value.data(), sizeof value);
    std::memcpy(bytes + sizeof value, candidates.data(), sizeof candidates);
    bytes[sizeof value + sizeof candidates] = static_cast<unsigned char>(mode);
    return key;
  }
  const std::vector<Learned>* find(const Key& key) const {
    const auto it = entries_.find(key);
    return it == entries_.end() ? nullptr : &it->second;
  }
  const std::vector<Learned>& add(const Key& key, std::vector<Learned> found) {
    if (entries_.size() >= capacity_) entries_.clear();
    return entries_.insert_or_assign(key, std::move(found)).first->second;
  }

 private:
  // Each word mixed in with a multiply and a shift (the boards differ in a few words).
  struct Hash {
    std::size_t operator()(const Key& key) const {
      std::uint64_t hash = 0;
      for (const std::uint64_t word : key.words) {
        hash = (hash ^ word) * 0x9e3779b97f4a7c15ULL;
        hash ^= hash >> 29;
      }
      return std::size_t(hash);
    }
  };
  std::size_t capacity_;
  std::unordered_map<Key, std::vector<Learned>, Hash> entries_;
};

// A board's links and their closure (reach.hpp), built when first asked and kept while the
// same board is asked for again; another board rebuilds them. The board is kept with them, as
// Implications refers to it.
class BoardLinks {
 public:
  explicit BoardLinks(Reach::Build build = Reach::Build::closure_when_forcing) : build_(build) {}
  const Implications& links(const Board& board) {
    if (!links_ || board_->value != board.value || board_->candidates != board.candidates) {
      reach_made_ = false;
      // The links refer to *board_, which stays where it is: they are made again in place,
      // from the board they had.
      if (links_) {
        links_->relink(board);
        *board_ = board;
      } else {
        board_ = std::make_unique<Board>(board);
        links_.emplace(*board_);
      }
    }
    return *links_;
  }
  const Reach& reach(const Board& board) {
    const Implications& board_links = links(board);
    if (!reach_) {
      reach_.emplace(board_links, build_);
    } else if (!reach_made_) {
      reach_->rebuild();  // for the board relinked: its memory is kept
    }
    reach_made_ = true;
    return *reach_;
  }

 private:
  Reach::Build build_;
  std::unique_ptr<Board> board_;
  std::optional<Implications> links_;
  std::optional<Reach> reach_;
  bool reach_made_ = false;  // for the board the links are of
};

// `left` caps the work, counted in chain nodes made (a result read from the memo costs none):
// when it runs out the chain searches stop and say so, and the rating gives the bound it
// reached.
struct ChainWork {
  explicit ChainWork(std::int64_t budget, std::size_t memo_capacity = NestedMemo::kMemoBoards)
      : left(budget), nested(memo_capacity) {}
  std::int64_t left = 0;
  bool exhausted() const { return left < 0; }
  // Whether the chain steps found get their text and links (their chains read as sentences and
  // drawn as links): a rating that keeps no step needs only what each places and removes.
  bool with_text_and_links = true;
  NestedMemo nested;
  DigitContradictions nishio_starts;  // where a Nishio search may start
  // The links of the board the ladder stands on, built once for all its chain rungs (each
  // built its own: a tenth of a hard rating), with their closure for the cycles and then the
  // multiple chains.
  BoardLinks ladder_links{Reach::Build::closure_first};
  // The same for the static searches a nested chain runs on the board it has made: at nesting
  // level 3 the forcing chains and cycles, then (when they find nothing) the multiple chains,
  // on the same board. Only static searches use it: they run no chain inside, so nothing
  // evicts a board while a search stands on it (a dynamic search on a nested board builds its
  // own links).
  BoardLinks nested_static_links;

  // The ladder's dynamic spreads, kept from one step to the next (kept_spreads.hpp).
  KeptSpreads& kept_spreads();

  // Graphs a search has finished with, kept for the next (one per nesting level at most): a
  // dynamic search's graph grows to megabytes, and growing a new one for every search cost
  // more in page faults than a tenth of the rating.
  Graph borrow_graph() {
    if (spare_graphs_.empty()) return {};
    Graph graph = std::move(spare_graphs_.back());
    spare_graphs_.pop_back();
    return graph;
  }
  void give_back(Graph&& graph) {
    graph.clear();
    spare_graphs_.push_back(std::move(graph));
  }

 private:
  std::vector<Graph> spare_graphs_;
  std::shared_ptr<KeptSpreads> kept_spreads_;  // made when first asked
};

}  // namespace sudoku::logic
