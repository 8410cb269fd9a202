#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test suite. Exits non-zero when any suite
# fails or runs no test at all.
set -uo pipefail
cd "$(dirname "$0")/.."
export SUDOKU_WERROR=ON  # every build here treats warnings as errors
scripts/install.sh || exit 1
scripts/build.sh || exit 1

passed=0
failed=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# run_suite NAME PATTERN COMMAND...: runs COMMAND; the suite fails on a non-zero exit, or when
# its output has no line matching PATTERN (the runner's "N tests ran" line with N > 0).
run_suite() {
  local name=$1 pattern=$2
  shift 2
  echo "=== $name"
  if "$@" 2>&1 | tee "$log" && grep -Eq "$pattern" "$log"; then
    passed=$((passed + 1))
  else
    grep -Eq "$pattern" "$log" || echo "$name: ran no test"
    failed+=("$name")
  fi
}

ctest_in() { ctest --test-dir "$1" --output-on-failure --no-tests=error -j2; }
node_tests() { node --test --test-reporter=spec "$@"; }
ran_ctest='tests passed, 0 tests failed out of [1-9]'
ran_node='ℹ tests [1-9]'

run_suite "C++ formatting" 'files formatted' scripts/check-format.sh
run_suite "JS format and lint (Biome)" 'Checked [1-9][0-9]* files' npx --no-install biome check
run_suite "native: Catch2 + CLI" "$ran_ctest" ctest_in build/native

# The same suite under AddressSanitizer + UndefinedBehaviorSanitizer.
cmake -S . -B build/sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_SANITIZE=ON \
  -DSUDOKU_WERROR=ON >/dev/null &&
  cmake --build build/sanitize >/dev/null
run_suite "native under ASan+UBSan" "$ran_ctest" ctest_in build/sanitize

# A short libFuzzer pass over the parsers and every entry point (scripts/fuzz.sh runs a long one).
run_suite "fuzz (libFuzzer, 30 s)" 'Done [1-9][0-9]* runs' scripts/fuzz.sh 30

if [ -d build/wasm ]; then
  run_suite "wasm: Catch2 under Node" "$ran_ctest" ctest_in build/wasm
  run_suite "JS API (node --test)" "$ran_node" node_tests tests/js/
  run_suite "types (tsc --noEmit)" 'types: ok' \
    bash -c 'npx --no-install tsc -p tests/js/tsconfig.json && echo "types: ok"'
  run_suite "browser (playwright + chromium)" "$ran_node" node_tests tests/browser/
else
  failed+=("wasm build missing")
fi

echo
echo "suites: $passed passed, ${#failed[@]} failed"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
