#!/usr/bin/env bash
# Fuzzes the parsers and every solver entry point (tests/fuzz/fuzz_solver.cpp) with libFuzzer,
# under ASan and UBSan, for SECONDS (default 3600). scripts/test.sh runs a 30-second pass.
#   scripts/fuzz.sh [SECONDS]
#   scripts/fuzz.sh --build     only builds (scripts/test.sh builds beside other work, then runs)
# The corpus grows in build/fuzz/corpus, seeded from the test data; a crash leaves its input in
# build/fuzz/ as crash-*, which `build/fuzz/tests/fuzz/fuzz_solver FILE` replays.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-3600}
[[ $seconds == --build ]] ||
  [[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }
command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ not found (scripts/install.sh installs it)" >&2; exit 1; }

# -gline-tables-only: what ASan's and libFuzzer's reports need to name files and lines, at less
# cost to build than RelWithDebInfo's full -g.
CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_FUZZ=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO='-O2 -gline-tables-only -DNDEBUG' \
  -DSUDOKU_WERROR="${SUDOKU_WERROR:-OFF}" >/dev/null
# The build's lines go to a log, shown when it fails.
cmake --build build/fuzz >build/fuzz/build.log 2>&1 || { tail -n 40 build/fuzz/build.log; exit 1; }
[[ $seconds != --build ]] || exit 0

# Seeds: every puzzle of the test corpora, with switch bytes that reach each entry point
# (see the harness's top comment), plus a hint from text with progress and marks.
corpus=build/fuzz/corpus
if [ ! -d "$corpus" ]; then
  mkdir -p "$corpus"
  n=0
  for file in tests/data/corpus.txt tests/data/sparse.txt; do
    grep -v '^#' "$file" | cut -d: -f1 | while read -r puzzle; do
      for switches in '\x00' '\x01' '\x02' '\x06' '\x08' '\x18' '\x20' '\x80'; do
        printf "$switches%s" "$puzzle" >"$corpus/seed-$((n++))"
      done
    done
  done
  printf '\x40%s\x1f%s\x1f%s' "$(grep -v '^#' tests/data/corpus.txt | head -1 | cut -d: -f1)" \
    '' '1,2,3' >"$corpus/seed-hint"
fi

cd build/fuzz
# -timeout: a single input that runs this long is a hang, which is a failure here.
exec tests/fuzz/fuzz_solver -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
  -print_final_stats=1 corpus
