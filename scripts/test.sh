#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test suite. Exits non-zero when any suite
# fails or runs no test at all; the last lines are `suites: N passed, N failed` (and the failed
# ones). Each build and suite ends with a line `--- NAME: ... N s`: that is how its time is read.
#
# Laid out for two cores, with nothing dropped:
# - scripts/build.sh builds the native and wasm trees at once;
# - the two builds only later suites need (ASan+UBSan, libFuzzer) start at the same time, in the
#   background at a lower priority (nice 10), so that they take the CPU the foreground leaves
#   idle (one tree's link, tsc, a ctest's last long test, Chromium waiting) and little else;
#   their suites then run there too, at the same low priority (the browser suite's timings must
#   not feel them), and their lines are printed together at the end; a background build that
#   fails counts as a failed suite;
# - node --test runs two test files at once (on 2 cores its default is one).
set -uo pipefail
cd "$(dirname "$0")/.."
export SUDOKU_WERROR=ON  # every build here treats warnings as errors
started=$SECONDS
work=$(mktemp -d)
background=""
# On any exit, the background builds and suites stop too (they are their own process group).
trap '[ -z "$background" ] || kill -- -"$background" 2>/dev/null; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
results=$work/results  # a line per suite: "passed NAME" or "failed NAME"
: >"$results"

# step NAME COMMAND...: runs COMMAND (a build), then prints its time; returns its status.
step() {
  local name=$1 begin=$SECONDS status
  shift
  echo "=== $name"
  "$@"
  status=$?
  if ((status == 0)); then
    echo "--- $name: done in $((SECONDS - begin)) s"
  else
    echo "--- $name: FAILED (status $status) in $((SECONDS - begin)) s"
  fi
  return "$status"
}

# run_suite NAME PATTERN COMMAND...: runs COMMAND; the suite fails on a non-zero exit, or when
# its output has no line matching PATTERN (the runner's "N tests ran" line with N > 0).
run_suite() {
  local name=$1 pattern=$2 begin=$SECONDS log
  shift 2
  log=$(mktemp -p "$work")
  echo "=== $name"
  if "$@" 2>&1 | tee "$log" && grep -Eq "$pattern" "$log"; then
    echo "passed $name" >>"$results"
    echo "--- $name: passed in $((SECONDS - begin)) s"
  else
    grep -Eq "$pattern" "$log" || echo "$name: ran no test"
    echo "failed $name" >>"$results"
    echo "--- $name: FAILED in $((SECONDS - begin)) s"
  fi
}

ctest_in() { ctest --test-dir "$1" --output-on-failure --no-tests=error -j2; }
# The test files of a folder are independent (each its own server, browser and temp folders).
node_tests() { node --test --test-concurrency=2 --test-reporter=spec "$@"; }
ran_ctest='tests passed, 0 tests failed out of [1-9]'
ran_node='ℹ tests [1-9]'

# The build's lines go to a log, shown when it fails (the suite after it then fails too).
# -g1: line tables only, which is what a sanitizer's report needs to name files and lines;
# RelWithDebInfo's full -g makes objects 2.3 to 2.6 times as large and takes a fifth to a quarter
# more CPU to compile (under ASan, forcing.cpp 9.0 s against 6.7, test_logic.cpp 13.8 against 11.2).
build_sanitize() {
  local log=$work/sanitize-build.log
  cmake -S . -B build/sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_SANITIZE=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO='-O2 -g1 -DNDEBUG' -DSUDOKU_WERROR=ON >"$log" 2>&1 &&
    cmake --build build/sanitize >>"$log" 2>&1 || { tail -n 40 "$log"; return 1; }
}

# The suites of the sanitized and fuzzing builds: the Catch2 suite and the CLI's tests under
# AddressSanitizer + UndefinedBehaviorSanitizer, and a short libFuzzer pass over the parsers
# and every entry point (scripts/fuzz.sh runs a long one).
sanitized_suites() {
  renice -n 10 -p "$BASHPID" >/dev/null  # this subshell and all it starts
  step "build: build/sanitize (ASan+UBSan)" build_sanitize || echo "failed build/sanitize" >>"$results"
  step "build: build/fuzz (libFuzzer)" scripts/fuzz.sh --build || echo "failed build/fuzz" >>"$results"
  run_suite "native under ASan+UBSan" "$ran_ctest" ctest_in build/sanitize
  run_suite "fuzz (libFuzzer, 30 s)" 'Done [1-9][0-9]* runs' scripts/fuzz.sh 30
}

step "install (scripts/install.sh)" scripts/install.sh || exit 1
set -m  # the background work gets a process group of its own, which the trap above can stop
sanitized_suites </dev/null >"$work/sanitized.log" 2>&1 &
background=$!
set +m
echo "=== (build/sanitize and build/fuzz build in the background; their lines come at the end)"
step "build (scripts/build.sh: build/native, build/wasm, dist)" scripts/build.sh || exit 1

run_suite "C++ formatting" 'files formatted' scripts/check-format.sh
run_suite "JS format and lint (Biome)" 'Checked [1-9][0-9]* files' npx --no-install biome check
run_suite "types (tsc --noEmit)" 'types: ok' \
  bash -c 'npx --no-install tsc -p tests/js/tsconfig.json && echo "types: ok"'
run_suite "native: Catch2 + CLI" "$ran_ctest" ctest_in build/native
run_suite "wasm: Catch2 under Node" "$ran_ctest" ctest_in build/wasm
run_suite "JS API (node --test)" "$ran_node" node_tests tests/js/
run_suite "browser (playwright + chromium)" "$ran_node" node_tests tests/browser/

wait "$background"
background=""
cat "$work/sanitized.log"

passed=$(grep -c '^passed ' "$results")
failed=$(grep -c '^failed ' "$results")
echo
echo "(scripts/test.sh took $((SECONDS - started)) s)"
echo "suites: $passed passed, $failed failed"
if ((failed)); then
  sed -n 's/^failed /failed: /p' "$results"
  exit 1
fi
