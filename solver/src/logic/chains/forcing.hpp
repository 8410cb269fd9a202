// What the forcing chains' search (forcing.cpp) and the techniques a nested chain applies
// (nested.cpp) share: the kind of search, and the search itself, which each calls (a chain at
// a nesting level searches chains on the board it has made).
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "chains.hpp"

namespace sudoku::logic {

// Which of Sudoku Explainer's Chaining(multiple, dynamic, nishio, level) searches.
struct ForcingMode {
  bool multiple = false;
  bool dynamic = false;
  bool nishio = false;
  int level = 0;

  double difficulty() const {
    if (level >= 2) return 9.5 + 0.5 * (level - 2);
    if (level > 0) return 8.5 + 0.5 * level;
    if (nishio) return 7.5;
    if (dynamic) return 8.5;
    return 8.0;
  }
  std::string name(std::string_view kind) const {
    std::string prefix = level > 0 || (dynamic && !nishio) ? "Dynamic " : nishio ? "Nishio " : "";
    static constexpr std::string_view kSuffix[] = {"",
                                                   " (+)",
                                                   " (+ Forcing Chains)",
                                                   " (+ Multiple Forcing Chains)",
                                                   " (+ Dynamic Forcing Chains)",
                                                   " (+ Dynamic Forcing Chains (+))"};
    return prefix + std::string(kind) + " Chains" + std::string(kSuffix[std::min(level, 5)]);
  }
  char key() const {
    return char(int(multiple) | int(dynamic) << 1 | int(nishio) << 2 | level << 3);
  }
};

// `wanted`, when given, bounds the complexity of the hints worth reporting (chains.hpp);
// `kept`, when given, is where the board's links and closure are kept (work.hpp), else both
// are built; `spreads`, when given, keeps the dynamic spreads for the next board in the same
// line of boards (kept_spreads.hpp).
void find_chains(const Board& board, ForcingMode mode, ChainWork& work, const HintSink& sink,
                 const Wanted* wanted = nullptr, BoardLinks* kept = nullptr,
                 KeptSpreads* spreads = nullptr);

}  // namespace sudoku::logic
