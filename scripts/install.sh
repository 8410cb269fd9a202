#!/usr/bin/env bash
# Installs what the build and the tests need, and nothing that is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, by the command or file that shows each is installed.
declare -A wanted=(
  [cmake]=/usr/bin/cmake
  [ninja-build]=/usr/bin/ninja
  [g++]=/usr/bin/g++
  [catch2]=/usr/include/catch2/catch.hpp
  [libcli11-dev]=/usr/include/CLI/CLI.hpp
  [libstb-dev]=/usr/include/stb/stb_image.h  # the scanner's CLI and tests decode JPEG and PNG
  [emscripten]=/usr/bin/em++
  [chromium]=/usr/bin/chromium
  [clang-format]=/usr/bin/clang-format
  [qqwing]=/usr/bin/qqwing
  [nodejs]=/usr/bin/node
  [time]=/usr/bin/time
  # The fuzz pass: Clang and its libFuzzer runtime (bookworm's LLVM 14).
  [clang]=/usr/bin/clang++
  [libclang-rt-14-dev]=/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
)
missing=()
for package in "${!wanted[@]}"; do
  [ -e "${wanted[$package]}" ] || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install.sh: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# npm packages: reinstall only when package-lock.json changed since the last install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
