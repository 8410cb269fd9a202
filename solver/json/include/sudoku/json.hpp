// sudoku-wasm: the JSON wire format of the logical solver's answers and of canonical forms,
// written for the CLI (explain --json, hint --json, canon --json) and the wasm module (rate,
// explain and hint, which the JS client parses). It lies outside the library: sudoku/logic.hpp
// and sudoku/canon.hpp give C++ values, and this unit writes them with the keys the JS API
// documents (camelCase, sudoku.d.ts).
#pragma once

#include <string>
#include <string_view>

#include "sudoku/canon.hpp"
#include "sudoku/certify.hpp"
#include "sudoku/logic.hpp"

namespace sudoku {

// Each answer is one object, with exactly the keys below in this order
// (tests/solver/test_json.cpp compares them with the output). Ratings are numbers with one
// decimal (4.2, not tenths); cells 0..80, units 0..26; placements, eliminations and a link's
// ends are [cell, digit] pairs.
//
// A step: "cells" holds {"cell","digit","role"} objects (role_name), "links" {"from","to",
// "strong"} objects (empty unless a chain), "units" numbers. A step of the hint ladder
// (hint, explain --teach) ends with one more key, "ladder": "hint" or "rating" (Step::ladder).
inline constexpr std::string_view kStepJsonKeys[] = {
    "technique", "rating", "placements", "eliminations", "cells", "units", "links", "text"};
inline constexpr std::string_view kHighlightJsonKeys[] = {"cell", "digit", "role"};
inline constexpr std::string_view kLinkJsonKeys[] = {"from", "to", "strong"};
std::string to_json(const Step& step);
// A rating: "puzzle" as to_line(puzzle); "status" status_name; "rating" null unless unique;
// "level" null unless rated; "hardest" null without a step; "bound" null unless the budget or
// the ceiling stopped it; "steps" empty unless keep_steps.
inline constexpr std::string_view kRatingJsonKeys[] = {"puzzle",    "status", "message", "rated",
                                                       "rating",    "level",  "hardest", "bound",
                                                       "stepCount", "steps"};
std::string to_json(const Rating& rating, const Grid& puzzle);
// A hint: "kind" ("mistake", "step", "solved", "stuck") null unless unique; "mistake"
// ("wrongEntry", "missingCandidate") null unless a mistake; "step" a step object for a mistake
// or a step, else null.
inline constexpr std::string_view kHintJsonKeys[] = {"status", "kind", "mistake", "message",
                                                     "step"};
std::string to_json(const Hint& hint);
// A canonical form: "puzzle" as to_line (all '.' when malformed); "status" null when there is a
// form, else "malformed" or "invalid", with the message solve() gives; "canonical" the form as
// to_line, and "transform" {"transpose": bool, "rows": [9], "columns": [9], "digits": [10]}
// (sudoku::Transform), both null when there is none.
inline constexpr std::string_view kCanonicalJsonKeys[] = {"puzzle", "status", "message",
                                                          "canonical", "transform"};
inline constexpr std::string_view kTransformJsonKeys[] = {"transpose", "rows", "columns", "digits"};
std::string to_json(const CanonicalResult& result);
// A certificate (sudoku::Certificate): "puzzle" as to_line; "status" and "message" as solve()
// gives them; "conflicts" {"cells": [a, b], "unit": "row", "unitIndex", "unitNumber"} objects;
// "count", "complete"; "solution" and "otherSolution" 81 digits or null (otherSolution only
// when multiple); "differing" cells; "suggested" [cell, digit] pairs; "givens" a number;
// "redundant" cells; "minimal"; "symmetries" names (symmetry_name; empty: none); "rating",
// "level", "hardest", "bound", "stepCount", "pearl", "diamond" as a rating's keys (null unless
// unique; pearl and diamond null unless rated); "techniques" {"technique", "rating", "count"}
// objects; "singlesOnly"; "canonical", "link" and "text" (null when malformed or invalid).
inline constexpr std::string_view kCertificateJsonKeys[] = {
    "puzzle",    "status",        "message",   "conflicts", "count",      "complete",
    "solution",  "otherSolution", "differing", "suggested", "givens",     "redundant",
    "minimal",   "symmetries",    "rated",     "rating",    "level",      "hardest",
    "bound",     "stepCount",     "pearl",     "diamond",   "techniques", "singlesOnly",
    "canonical", "link",          "text"};
inline constexpr std::string_view kTechniqueCountJsonKeys[] = {"technique", "rating", "count"};
std::string to_json(const Certificate& certificate);

}  // namespace sudoku
