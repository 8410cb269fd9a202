#!/usr/bin/env bash
# Builds everything into build/ and assembles dist/ (it stops at once without Emscripten):
#   build/native   the library, the `sudoku` CLI and the Catch2 suite (Release)
#   build/wasm     the WebAssembly module and the Catch2 suite compiled to wasm
#   dist/          bin/sudoku, package/ (npm), site/ (the page) and sudoku.html (offline)
# Prints each tree's elapsed seconds.
#   scripts/build.sh [--no-tests]
# --no-tests builds only what dist/ needs, without the two Catch2 suites (native and wasm), which
# are 35 of its 143 steps: for serving the page (scripts/run.sh) and the bench.
set -euo pipefail
cd "$(dirname "$0")/.."

native_targets=() wasm_targets=()
for arg in "$@"; do
  case "$arg" in
    # Ninja's target for each folder of the tree: everything defined under it, and what that needs.
    --no-tests) native_targets=(--target solver/all) wasm_targets=(--target web/module/all) ;;
    *) echo "usage: scripts/build.sh [--no-tests]" >&2; exit 2 ;;
  esac
done

# Checked before anything is built: without Emscripten there is no package, page or offline
# file, and a build that ends "successfully" without them only fails later, far from the cause.
if ! command -v emcmake >/dev/null; then
  echo "build.sh: emcmake not found on PATH: Emscripten is needed for the WebAssembly build" \
    "(dist/package, dist/site, dist/sudoku.html). Install it with scripts/install.sh" \
    "(apt-get install --no-install-recommends emscripten)." >&2
  exit 1
fi

# SUDOKU_WERROR=ON in the environment makes every warning an error (scripts/test.sh sets it).
werror=-DSUDOKU_WERROR=${SUDOKU_WERROR:-OFF}

build_native() {
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release "$werror" >/dev/null
  cmake --build build/native "${native_targets[@]}"
}

build_wasm() {
  # emcmake's test emulator runs node with a flag Node 20 rejects: plain node instead.
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release "$werror" \
    -DCMAKE_CROSSCOMPILING_EMULATOR=node >/dev/null
  cmake --build build/wasm "${wasm_targets[@]}"
  node scripts/assemble.mjs build/wasm
}

# timed TREE FUNCTION: runs FUNCTION with each output line prefixed by TREE, then its time.
timed() {
  local begin=$SECONDS
  "$2" 2>&1 | sed -u "s|^|$1: |"
  echo "$1: built in $((SECONDS - begin)) s"
}

# The two trees do not depend on each other, so they are built at once: on two cores, the
# stretches where one tree's build runs a single process (configuring, a link, binaryen's passes
# over a module, assembling dist/) leave the other core to the other tree instead of idle.
timed native build_native &
native=$!
timed wasm build_wasm &
wasm=$!
status=0
wait "$native" || status=1
wait "$wasm" || status=1
if ((status)); then
  echo "build.sh: the build failed (the lines above say where)" >&2
  exit 1
fi

mkdir -p dist/bin
cp build/native/solver/sudoku dist/bin/sudoku
