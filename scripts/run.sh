#!/usr/bin/env bash
# Installs what is missing, builds, and serves dist/site on 127.0.0.1 (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install.sh
scripts/build.sh
port=${PORT:-8080}
echo
echo "sudoku-wasm is at http://127.0.0.1:$port/  (offline edition: dist/sudoku.html; Ctrl-C stops)"
exec node scripts/serve.mjs dist/site "$port"
