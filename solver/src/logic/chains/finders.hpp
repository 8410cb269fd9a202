// The chain families' finders: the rating ladder's chain rungs (../ladder.cpp, whose
// next_chain_step is also the hint ladder's fallback). Built on the basic techniques
// (../techniques.hpp), which a chain at a nesting level applies; the families' own files here
// include it, and of the rest of logic/ only the ladder does (techniques.hpp does not).
#pragma once

#include "../techniques.hpp"
#include "chains.hpp"

namespace sudoku::logic {

// The chain families take the ChainWork of a rating (work.hpp): when its budget runs out they
// find nothing and it says so. cycles.cpp: bidirectional X-, Y- and XY-cycles, forcing X-
// and XY-chains (6.5 to 7.x).
Found find_forcing_chain_or_cycle(const Board& board, ChainWork& work);
// Every hint goes to `sink`; a pass whose least difficulty `wanted` refuses is skipped.
// `wanted` must change only as hints go to the sink: it is asked again only after one does.
// `kept`: where the board's links and closure are kept (work.hpp), else both are built.
void find_cycles_and_forcing_chains(const Board& board, ChainWork& work, const HintSink& sink,
                                    const Wanted& wanted = {}, BoardLinks* kept = nullptr);
// forcing.cpp: Nishio (7.5), multiple (8.0), dynamic (8.5) and, at `level` 1 to 5, dynamic
// (+) and nested forcing chains (9.0, 9.5, 10.0, ...).
Found find_nishio_chain(const Board& board, ChainWork& work);
Found find_multiple_chain(const Board& board, ChainWork& work);
Found find_dynamic_chain(const Board& board, ChainWork& work, int level);

}  // namespace sudoku::logic
