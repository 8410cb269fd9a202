#!/usr/bin/env bash
# Fails when a C++ file differs from what clang-format (.clang-format) would make of it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
[ ${#files[@]} -gt 0 ] || { echo "check-format: no C++ files found"; exit 1; }
clang-format --dry-run --Werror "${files[@]}"
echo "check-format: ${#files[@]} files formatted"
