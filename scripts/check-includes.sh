#!/usr/bin/env bash
# Fails on an #include that runs against the solver core's layers. From the bottom up:
#   logic/ (board.hpp, techniques.hpp: the basic techniques, one family per file)
#   logic/chains/ (the chain engine and its families, built on the basic techniques)
#   logic/ladder.hpp, logic/work.hpp (the rating ladder, over the basic techniques and chains)
#   teach/ (the hint ladder, built on logic/)
#   logic_api/ (rate() and hint(), which choose between the two ladders)
# The rules, each an arrow that must not exist:
#   1. from logic/ (chains/ included) into teach/ or logic_api/;
#   2. from teach/ into logic_api/;
#   3. from logic/chains/ back into its includer: a header of logic/ that includes chains/,
#      directly or through another (work.hpp, ladder.hpp). chains/ may include ../board.hpp and
#      ../techniques.hpp, which include nothing of chains/.
#   4. from scan/ (the scanner) into anything of src/ but scan/ itself, and from anything
#      else into scan/: the scanner stands beside the solver, on the public headers only.
# Includes are the quoted ones, resolved against the including file's folder.
set -euo pipefail
cd "$(dirname "$0")/../solver/src"

failures=0
fail() {
  echo "check-includes: $1"
  failures=$((failures + 1))
}

# Prints "file target" for each quoted include of the files given, the target resolved to a
# path under solver/src.
includes() {
  local file target
  for file in "$@"; do
    while IFS= read -r target; do
      echo "$file $(realpath -m --relative-to=. "$(dirname "$file")/$target")"
    done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
  done
}

mapfile -t logic_files < <(find logic -name '*.cpp' -o -name '*.hpp' | sort)
mapfile -t teach_files < <(find teach -name '*.cpp' -o -name '*.hpp' | sort)
mapfile -t chain_files < <(find logic/chains -name '*.cpp' -o -name '*.hpp' | sort)
[ ${#logic_files[@]} -gt 0 ] && [ ${#teach_files[@]} -gt 0 ] && [ ${#chain_files[@]} -gt 0 ] ||
  {
    echo "check-includes: no sources found under solver/src"
    exit 1
  }

while read -r file target; do
  case "$target" in
    teach/* | logic_api/*) fail "$file includes $target: logic/ is below teach/ and logic_api/" ;;
  esac
done < <(includes "${logic_files[@]}")

while read -r file target; do
  case "$target" in
    logic_api/*) fail "$file includes $target: teach/ is below logic_api/" ;;
  esac
done < <(includes "${teach_files[@]}")

# The headers of logic/ (outside chains/) that include chains/, directly or through another.
mapfile -t logic_includes < <(includes logic/*.hpp)
includers=()
while :; do
  mapfile -t found < <(
    for line in "${logic_includes[@]}"; do
      read -r file target <<<"$line"
      case " logic/chains ${includers[*]} " in
        *" ${target%/*} "* | *" $target "*) echo "$file" ;;
      esac
    done | sort -u
  )
  [ ${#found[@]} -eq ${#includers[@]} ] && break
  includers=("${found[@]}")
done
while read -r file target; do
  for includer in "${includers[@]}"; do
    [ "$target" = "$includer" ] && fail "$file includes $target, which includes chains/"
  done
done < <(includes "${chain_files[@]}")

mapfile -t scan_files < <(find scan -name '*.cpp' -o -name '*.hpp' | sort)
mapfile -t other_files < <(find . -path ./scan -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print | sort)
while read -r file target; do
  case "$target" in
    scan/*) ;;
    *) fail "$file includes $target: the scanner uses only the public headers" ;;
  esac
done < <(includes "${scan_files[@]}")
while read -r file target; do
  case "$target" in
    scan/*) fail "$file includes $target: nothing but the scanner includes scan/" ;;
  esac
done < <(includes "${other_files[@]}")

if [ "$failures" -gt 0 ]; then
  echo "check-includes: $failures include(s) against the layers"
  exit 1
fi
echo "check-includes: ${#logic_files[@]} logic/, ${#teach_files[@]} teach/ and ${#scan_files[@]} scan/ files, every include one way (${#includers[@]} headers include chains/)"
