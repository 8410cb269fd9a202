// sudoku-wasm: the JSON wire format of the logical solver's answers and of canonical forms,
// written for the CLI (explain --json, hint --json, canon --json) and the wasm module (rate,
// explain and hint, which the JS client parses). It lies outside the library: sudoku/logic.hpp
// and sudoku/canon.hpp give C++ values, and this unit writes them with the keys the JS API
// documents (camelCase, the keys of web/module/wire-format.mjs).
#pragma once

#include <string>
#include <string_view>

#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/json_keys.hpp"
#include "sudoku/logic.hpp"

namespace sudoku {

// Each answer is one object, with exactly the keys of sudoku/json_keys.hpp in that order
// (tests/solver/test_json.cpp compares them with the output). The keys, their values and when
// they are null are defined once, in web/module/wire-format.mjs, from which scripts/wire.mjs
// writes json_keys.hpp and the JS API's types (web/module/sudoku-results.d.ts). Ratings are
// numbers with one decimal (4.2, not tenths); cells 0..80, units 0..26; placements,
// eliminations and a link's ends are [cell, digit] pairs.

// A step (Step in the JS API); a step of the hint ladder (hint, explain --teach) ends with
// "ladder" (Step::ladder).
std::string to_json(const Step& step);
// A rating (ExplainResult): "puzzle" as to_line(puzzle), "steps" empty unless keep_steps.
std::string to_json(const Rating& rating, const Grid& puzzle);
// A hint (HintResult).
std::string to_json(const Hint& hint);
// A canonical form (CanonicalResult, with "puzzle" as to_line, all '.' when malformed, where the
// JS API has "conflicts").
std::string to_json(const CanonicalResult& result);
// A certificate (Certificate).
std::string to_json(const Certificate& certificate);

}  // namespace sudoku
