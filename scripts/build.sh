#!/usr/bin/env bash
# Builds everything this machine can build into build/, and assembles dist/:
#   build/native   the library, the `sudoku` CLI and the Catch2 suite (Release)
#   build/wasm     the WebAssembly module and the Catch2 suite compiled to wasm
#   dist/          bin/sudoku, package/ (npm), site/ (the page) and sudoku.html (offline)
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native

if command -v emcmake >/dev/null; then
  # Trap 2 of TOOLCHAIN.md: emcmake's emulator flag breaks Node 20; use plain node.
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR=node >/dev/null
  cmake --build build/wasm
  node scripts/assemble.mjs build/wasm
else
  echo "build.sh: emcmake not found: skipping the WebAssembly build (scripts/install.sh installs it)"
fi

mkdir -p dist/bin
cp build/native/solver/sudoku dist/bin/sudoku
