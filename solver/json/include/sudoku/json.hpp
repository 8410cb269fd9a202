// sudoku-wasm: the JSON wire format of the logical solver's answers, of canonical forms and of
// scans, written for the CLI (explain --json, hint --json, canon --json, scan --json) and the wasm
// modules (rate, explain, hint, certify and scan, which the JS client parses). It lies outside the
// library: sudoku/logic.hpp and sudoku/canon.hpp give C++ values, and this unit writes them with
// the keys the JS API documents (camelCase, the keys of web/module/wire-format.mjs).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/json_keys.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/scan.hpp"

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
// A scan (ScanResult): corners [x, y] to a tenth of a pixel, confidences to a thousandth;
// "corners", "digits" and "confidences" empty when no grid was found (bad-image, no-grid). With
// `image` (the CLI's file name), its "image" key ends the object. In scan_json.cpp, apart: only
// what scans links the scanner.
std::string to_json(const ScanResult& result, std::optional<std::string_view> image = std::nullopt);

}  // namespace sudoku
