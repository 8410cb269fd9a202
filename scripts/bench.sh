#!/usr/bin/env bash
# The benchmark of sudoku-wasm (a benchmark, not a test: it measures and reports, it does not judge).
#
#   scripts/bench.sh [--quick] [--no-build]
#
# 1. Native: `sudoku bench` (first solution, one core) on every puzzle set, and Debian's QQWing
#    (`qqwing --solve --timer`) as a peer on QQWING_SLICE puzzles of each set.
# 2. WebAssembly in Node: the public JS API against the npm solvers dancing-links and
#    @algorithm.ts/sudoku, and the module's textbook algorithm (scripts/bench/wasm.mjs).
# 3. The logical solver: agreement with Sudoku Explainer's ratings (scripts/bench/agreement.mjs), and
#    the time of `sudoku rate` natively and of rate() in wasm (scripts/bench/rate-wasm.mjs); the
#    hint ladder's effect (scripts/bench/teach.mjs) and the time of a hint (`sudoku bench --hint`).
# 4. The canonical form: time per puzzle natively (`sudoku bench --canon`) and in wasm
#    (canonical() through the JS API), on every puzzle set and on full grids; and the setter's
#    certificate (`sudoku bench --certify`, certify() in wasm) on kaggle_10000 and 17_clue.
# 5. The generator: time per puzzle per level natively and in wasm, and 300 puzzles against QQWing.
# 6. Sizes: gzip -9 of the .wasm + JS glue, and of the single-file build.
# 7. The scanner: a scan's time natively and in wasm, per step, and its module's size
#    (scripts/bench/scan.mjs, which runs alone too).
# Prints markdown tables and writes them to build/bench/results.md; writes the README's table of
# figures (its Performance section) from them.
#
# Sets are read in full from ../shared/data/puzzles when present, else from the slices the project
# carries (tests/data/slices). Every figure is measured in this run: the median over REPEATS rounds
# (native: 3 passes per round), the solvers alternating from round to round. Every answer is checked.
#
# Knobs (environment): BENCH_SLICE (puzzles per set for our solver, 0 = all), QQWING_SLICE,
# PEER_SLICE (npm peers in Node), TEXTBOOK_SLICE, REPEATS, GEN_SLICE (puzzles per level for the
# generator). --quick sets small defaults for them.
# --no-build skips scripts/build.sh (otherwise run first, so the figures match the sources).
set -euo pipefail
cd "$(dirname "$0")/.."
command_line="scripts/bench.sh${*:+ $*}"

quick=0 build=1
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    *) echo "usage: scripts/bench.sh [--quick] [--no-build]" >&2; exit 2 ;;
  esac
done
# Name the knobs set by the caller in the recorded command.
for knob in BENCH_SLICE QQWING_SLICE PEER_SLICE TEXTBOOK_SLICE REPEATS GEN_SLICE; do
  if [[ -v $knob ]]; then command_line="$knob=${!knob} $command_line"; fi
done
if ((quick)); then
  : "${BENCH_SLICE:=1000}" "${QQWING_SLICE:=100}" "${PEER_SLICE:=200}" "${TEXTBOOK_SLICE:=10}" "${REPEATS:=2}" "${GEN_SLICE:=20}"
else
  : "${BENCH_SLICE:=0}" "${QQWING_SLICE:=1000}" "${PEER_SLICE:=1000}" "${TEXTBOOK_SLICE:=50}" "${REPEATS:=5}" "${GEN_SLICE:=100}"
fi
for knob in BENCH_SLICE QQWING_SLICE PEER_SLICE TEXTBOOK_SLICE REPEATS GEN_SLICE; do
  [[ ${!knob} =~ ^[0-9]+$ ]] || { echo "bench.sh: $knob must be a whole number" >&2; exit 2; }
  [[ $knob == BENCH_SLICE ]] || ((${!knob} > 0)) || { echo "bench.sh: $knob must be > 0" >&2; exit 2; }
done

out=build/bench
mkdir -p "$out/sets"
notes=()
if ((build)); then
  echo "bench: building (scripts/build.sh, log in $out/build.log)" >&2
  if ! scripts/build.sh --no-tests >"$out/build.log" 2>&1; then
    # Go on with what was built (build/native, build/wasm, dist/package), and say so.
    echo "bench: scripts/build.sh failed (see $out/build.log); measuring the artifacts there are" >&2
    notes+=("scripts/build.sh failed in this run ($(grep -m1 -E 'Error|error' "$out/build.log" | cut -c1-120 || true)); the artifacts measured are the last ones built.")
  fi
fi
[[ -x build/native/solver/sudoku && -f dist/package/sudoku.mjs ]] ||
  { echo "bench.sh: build/native/solver/sudoku or dist/package is missing: run scripts/build.sh" >&2; exit 1; }
# Measure a snapshot, so that a build by someone else during the run cannot swap the programs.
rm -rf "$out/artifacts" && mkdir -p "$out/artifacts"
cp build/native/solver/sudoku "$out/artifacts/sudoku" && cp -r dist/package "$out/artifacts/package"
sudoku=$out/artifacts/sudoku pkg=$out/artifacts/package
revision="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
dirty=$(git status --porcelain -- solver web 2>/dev/null | wc -l)
((dirty == 0)) || revision="$revision + $dirty uncommitted changes in solver/ and web/"

# ---- Puzzle sets ---------------------------------------------------------------------------------
# The fastest published native solver (tdoku), µs/puzzle, as measured on this machine class and
# handed to the project with the puzzle sets; "" when none.
declare -A published=([kaggle_10000]=0.971 [17_clue]=2.935 [magictour_top1465]=5.36
                      [forum_hardest_1905_11plus]=24.9)
sets=(kaggle_10000 17_clue magictour_top1465 forum_hardest_1905_11plus top95 hardest)
if [[ -d ../shared/data/puzzles ]]; then source_dir=../shared/data/puzzles; else source_dir=tests/data/slices; fi

# first_puzzles N FILE: the first N puzzle lines (81 characters; N = 0: all), without CRs.
first_puzzles() { tr -d '\r' <"$2" | awk -v n="$1" 'length($0) == 81 && $0 !~ /^#/ && (n == 0 || c++ < n)'; }
# cycled N FILE: exactly N lines, going round FILE again when it is shorter (top95, hardest).
cycled() { awk -v n="$1" '{a[NR] = $0} END {for (i = 0; i < n; ++i) print a[i % NR + 1]}' "$2"; }
for set in "${sets[@]}"; do
  first_puzzles "$BENCH_SLICE" "$source_dir/$set.txt" >"$out/sets/$set.txt"
  cycled "$QQWING_SLICE" "$out/sets/$set.txt" >"$out/sets/$set.slice.txt"
done

# ---- Helpers -------------------------------------------------------------------------------------
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
calc() { awk "BEGIN {print $*}"; }
# fmt X: µs with about 3 significant digits ("n/a" when missing).
fmt() { awk -v x="$1" 'BEGIN {if (x <= 0) print "n/a"; else printf(x >= 100 ? "%.0f" : x >= 10 ? "%.1f" : "%.2f", x)}'; }
# ratio X TARGET OP: "4.4x", with " (miss)" when X OP TARGET fails (OP is <= or >=).
ratio() {
  awk -v x="$1" -v t="$2" -v op="$3" 'BEGIN {
    if (x <= 0) { print "n/a"; exit }
    s = sprintf(x >= 10 ? "%.0fx" : "%.1fx", x)
    if (t != "" && ((op == "<=" && x > t) || (op == ">=" && x < t))) s = s " (miss)"
    print s }'
}

have_qqwing=0
command -v qqwing >/dev/null && have_qqwing=1
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- 1. Native -------------------------------------------------------------------------------------
# Each round: one `sudoku bench SLICE SLICE SET SET SET` (the first pass warms up, the second times
# ours on QQWing's puzzles, then three passes over the set), and one `qqwing --solve --timer` over
# the slice, in an order that alternates. QQWing's --timer prints each puzzle's time, and its total
# for the whole file, both measured inside the process (so its start-up, 20-40 ms here, is left out).
echo "bench: native, $REPEATS rounds" >&2
: >"$out/native.log"
declare -A mean med guess n ours_slice qq_mean qq_med qq_whole
for set in "${sets[@]}"; do
  file=$out/sets/$set.txt slice=$out/sets/$set.slice.txt
  means=() meds=() slices=() q_means=() q_meds=() q_wholes=()
  for ((round = 0; round < REPEATS; ++round)); do
    for ((turn = 0; turn < 2; ++turn)); do
      if (((turn + round) % 2 == 0)); then
        # Columns of `sudoku bench`: file, puzzles, puzzles/s, mean µs, median µs, guesses.
        "$sudoku" bench "$slice" "$slice" "$file" "$file" "$file" 2>>"$out/native.log" >"$out/native.txt" || true
        [[ $(wc -l <"$out/native.txt") == 6 ]] || { echo "bench.sh: sudoku bench failed on $set" >&2; exit 1; }
        slices+=("$(awk 'NR == 3 {print $4}' "$out/native.txt")")
        means+=($(awk 'NR > 3 {print $4}' "$out/native.txt")) meds+=($(awk 'NR > 3 {print $5}' "$out/native.txt"))
        read -r count g < <(awk 'END {print $2, $6}' "$out/native.txt")
      elif ((have_qqwing)); then
        qqwing --solve --one-line --timer <"$slice" >"$slice.qqwing"
        # "Time: 0.024 milliseconds" per puzzle, then "1000 puzzles solved in 0.043 seconds."
        q_means+=("$(awk '/^Time:/ {s += $2; k++} END {print 1000 * s / k}' "$slice.qqwing")")
        q_meds+=("$(median $(awk '/^Time:/ {print 1000 * $2}' "$slice.qqwing"))")
        q_wholes+=("$(awk '/puzzles solved in/ {print 1e6 * $5 / $1}' "$slice.qqwing")")
      fi
    done
  done
  n[$set]=$count guess[$set]=$g mean[$set]=$(median "${means[@]}") med[$set]=$(median "${meds[@]}")
  ours_slice[$set]=$(median "${slices[@]}")
  if ((have_qqwing)); then
    qq_mean[$set]=$(median "${q_means[@]}") qq_med[$set]=$(median "${q_meds[@]}") qq_whole[$set]=$(median "${q_wholes[@]}")
    # Check QQWing's answers against ours (every puzzle of these sets has exactly one solution).
    if ! diff -q <(grep -E '^[1-9]{81}$' "$slice.qqwing") <("$sudoku" solve "$slice") >/dev/null; then
      notes+=("QQWing's answers on $set differ from ours (or some are missing): its time is suspect.")
    fi
  fi
  echo "bench:   $set done" >&2
done
if [[ -s $out/native.log ]]; then
  notes+=("sudoku bench reported wrong or unsolved puzzles: $(sort -u "$out/native.log" | tr '\n' ' ')")
fi

# ---- 1b. Sparse puzzles ---------------------------------------------------------------------------
# tests/data/sparse.txt: near-empty puzzles that once took millions of nodes (see the file). Each is
# settled by `sudoku count --limit 2` (several solutions, or none); whole process, median of REPEATS
# runs per puzzle (start-up included, so an upper bound on the solve).
echo "bench: sparse puzzles" >&2
sparse_ms=() sparse_nodes=()
while read -r puzzle; do
  runs=()
  for ((round = 0; round < REPEATS; ++round)); do
    start=$(date +%s%N)
    "$sudoku" count --limit 2 <<<"$puzzle" >/dev/null
    runs+=("$(calc "($(date +%s%N) - $start) / 1e6")")
  done
  sparse_ms+=("$(median "${runs[@]}")")
  sparse_nodes+=("$("$sudoku" count --limit 2 --stats <<<"$puzzle" | sed -E 's/.*nodes=([0-9]+).*/\1/')")
done < <(grep -v '^#' tests/data/sparse.txt | cut -d: -f1)

# ---- 2. WebAssembly in Node -------------------------------------------------------------------------
echo "bench: WebAssembly in Node, $REPEATS rounds" >&2
wasm_args=()
for set in kaggle_10000 17_clue magictour_top1465 forum_hardest_1905_11plus; do wasm_args+=("$set=$out/sets/$set.txt"); done
wasm_status=0
wasm_tables=$(node scripts/bench/wasm.mjs --package "$pkg" --peer-slice "$PEER_SLICE" --textbook-slice "$TEXTBOOK_SLICE" \
  --repeats "$REPEATS" "${wasm_args[@]}" 2>"$out/wasm.log") || wasm_status=$?
if ((wasm_status)); then
  notes+=("scripts/bench/wasm.mjs exited with status $wasm_status (see $out/wasm.log): $(grep -m3 -E 'wrong|Error|wasm.mjs' "$out/wasm.log" | cut -c1-200 | tr '\n' ' ')")
fi

# ---- 3. The logical solver ---------------------------------------------------------------------------
# Agreement with Sudoku Explainer's own ratings, and the time of a rating, natively and in wasm,
# on the puzzles SE rates 6.2 or less (no chains) and on magictour_top1465 (most need chains:
# one round there, a full pass takes minutes).
echo "bench: the logical solver" >&2
rated_file=tests/data/se_rated_615.txt
agreement=$(node scripts/bench/agreement.mjs "$rated_file" --cli "$sudoku")
# The top list: SE's rating, pearl and diamond of puzzles it rates 9.0 and up (the forum's 11+
# list and master puzzles of ours), where the 615 stop; its misses are listed under the table.
top_file=tests/data/se_rated_top.txt
top_agreement=$(node scripts/bench/agreement.mjs "$top_file" --cli "$sudoku" --misses)
# The hint ladder: its share of hard steps against the rating ladder's (scripts/bench/teach.mjs),
# and the time of a hint at each position of its walks beyond singles (`sudoku bench --hint`).
teach_effect=$(node scripts/bench/teach.mjs "$rated_file" --cli "$sudoku")
hint_times=$("$sudoku" bench --hint "$source_dir/magictour_top1465.txt")
awk -F: '$2 <= 6.2 {print $1}' "$rated_file" >"$out/sets/se_low.txt"
# The forum's hardest (11+): the first 20, one round (SE takes 37-42 s on each puzzle it rates 11.0).
first_puzzles 20 "$source_dir/forum_hardest_1905_11plus.txt" >"$out/sets/forum_hardest_20.txt"
rate_sets=(se_low magictour_top1465 forum_hardest_20)
declare -A rate_native rate_wasm
for set in "${rate_sets[@]}"; do
  rounds=()
  set_repeats=$REPEATS
  [[ $set == se_low ]] || set_repeats=1
  for ((round = 0; round < set_repeats; ++round)); do
    rounds+=("$("$sudoku" bench --rate "$out/sets/$set.txt" | awk 'NR == 2 {print $3, $4, $5, $6}')")
  done
  # The round with the median mean: its mean, median and largest times, and how many were rated.
  rate_native[$set]=$(printf '%s\n' "${rounds[@]}" | sort -g | awk '{a[NR] = $0} END {print a[int((NR + 1) / 2)]}')
  rate_wasm[$set]=$(node scripts/bench/rate-wasm.mjs --package "$pkg" --repeats "$set_repeats" "$set=$out/sets/$set.txt" 2>>"$out/wasm.log" |
    awk '{print $3, $4, $5, $6}' || echo "0 0 0 0")
done

# A mix of 40 of the 615 (20 rated 6.2 or less, 20 above, each half spread evenly over its
# ratings), rated by one whole process: Sudoku Explainer's batch rater takes 4.1 s on such a mix
# on this machine class (../shared/PERFORMANCE.md). Median of REPEATS runs.
spread() { sort -t: -k2,2g | awk -F: -v n=20 '{a[NR] = $1} END {for (i = 0; i < n; ++i) print a[int(i * NR / n) + 1]}'; }
{ awk -F: '$2 <= 6.2' "$rated_file" | spread; awk -F: '$2 > 6.2' "$rated_file" | spread; } >"$out/sets/mix40.txt"
now_ns() { date +%s%N; }
# One thread, and the default (a thread per core), alternating.
mix_runs=() mix_all_runs=()
for ((round = 0; round < REPEATS; ++round)); do
  start=$(now_ns)
  "$sudoku" rate --jobs 1 "$out/sets/mix40.txt" >/dev/null
  mix_runs+=("$(( $(now_ns) - start ))")
  start=$(now_ns)
  "$sudoku" rate "$out/sets/mix40.txt" >/dev/null
  mix_all_runs+=("$(( $(now_ns) - start ))")
done
mix_ms=$(calc "$(median "${mix_runs[@]}") / 1e6")
mix_all_ms=$(calc "$(median "${mix_all_runs[@]}") / 1e6")
# Threads: magictour_top1465 rated by `--jobs 1` and `--jobs 2`, whole processes, alternating.
jobs1_runs=() jobs2_runs=()
for ((round = 0; round < 2; ++round)); do
  for jobs in 1 2; do
    start=$(now_ns)
    "$sudoku" rate --jobs "$jobs" "$out/sets/magictour_top1465.txt" >/dev/null
    if ((jobs == 1)); then jobs1_runs+=("$(( $(now_ns) - start ))"); else jobs2_runs+=("$(( $(now_ns) - start ))"); fi
  done
done
jobs1_s=$(calc "$(median "${jobs1_runs[@]}") / 1e9")
jobs2_s=$(calc "$(median "${jobs2_runs[@]}") / 1e9")

# ---- 4. The canonical form ----------------------------------------------------------------------------
# Every set, and full grids: the solutions of kaggle's puzzles. Natively the median of REPEATS
# rounds of `sudoku bench --canon` (each a whole pass: the round with the median mean); in wasm
# canonical(), one call a puzzle, the median of REPEATS rounds for each figure.
echo "bench: the canonical form" >&2
"$sudoku" solve "$out/sets/kaggle_10000.txt" | grep -E '^[1-9]{81}$' >"$out/sets/kaggle_grids.txt" || true
canon_sets=("${sets[@]}" kaggle_grids)
declare -A canon_native canon_wasm
for set in "${canon_sets[@]}"; do
  rounds=()
  for ((round = 0; round < REPEATS; ++round)); do
    # Columns of `sudoku bench --canon`: file, puzzles, mean, median, max µs, different forms.
    rounds+=("$("$sudoku" bench --canon "$out/sets/$set.txt" | awk 'NR == 2 {print $3, $4, $5, $6, $2}')")
  done
  canon_native[$set]=$(printf '%s\n' "${rounds[@]}" | sort -g | awk '{a[NR] = $0} END {print a[int((NR + 1) / 2)]}')
  canon_wasm[$set]=$(node scripts/bench/rate-wasm.mjs --package "$pkg" --repeats "$REPEATS" --method canonical \
    "$set=$out/sets/$set.txt" 2>>"$out/wasm.log" | awk '{print $3, $4, $5}' || echo "0 0 0")
done

# The certificate: the same rounds, on typical puzzles (kaggle) and minimal ones (17-clue).
echo "bench: the certificate" >&2
certify_sets=(kaggle_10000 17_clue)
declare -A certify_native certify_wasm
for set in "${certify_sets[@]}"; do
  rounds=()
  for ((round = 0; round < REPEATS; ++round)); do
    # Columns of `sudoku bench --certify`: file, puzzles, mean, median, max µs, unique.
    rounds+=("$("$sudoku" bench --certify "$out/sets/$set.txt" | awk 'NR == 2 {print $3, $4, $5, $6, $2}')")
  done
  certify_native[$set]=$(printf '%s\n' "${rounds[@]}" | sort -g | awk '{a[NR] = $0} END {print a[int((NR + 1) / 2)]}')
  certify_wasm[$set]=$(node scripts/bench/rate-wasm.mjs --package "$pkg" --repeats "$REPEATS" --method certify \
    "$set=$out/sets/$set.txt" 2>>"$out/wasm.log" | awk '{print $3, $4, $5}' || echo "0 0 0")
done

# ---- 5. The generator ---------------------------------------------------------------------------------
# Per level, the median and 95th percentile time per puzzle (seeds 1..GEN_SLICE), natively
# (`sudoku generate --times`) and in wasm (scripts/bench/generate-wasm.mjs); and whole processes,
# 300 puzzles of any level against `qqwing --generate 300`, alternating, REPEATS rounds.
echo "bench: the generator" >&2
gen_levels=(any easy medium hard expert extreme master)
declare -A gen_native gen_wasm
for level in "${gen_levels[@]}"; do
  level_args=()
  [[ $level == any ]] || level_args=(--level "$level")
  times=$(for ((seed = 1; seed <= GEN_SLICE; ++seed)); do
    "$sudoku" generate --seed "$seed" --times "${level_args[@]}" | awk -F'\t' 'NF == 5 {print $5}'
  done | sort -g)
  gen_native[$level]=$(awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)], a[int(NR * 0.95 + 0.999)], NR}' <<<"$times")
done
IFS=';' read -r -a wasm_gen_lines <<<"$(node scripts/bench/generate-wasm.mjs --package "$pkg" --count "$GEN_SLICE" "${gen_levels[@]}" 2>>"$out/wasm.log" | tr '\n' ';' || true)"
for line in "${wasm_gen_lines[@]}"; do
  read -r level _ median p95 made <<<"$line"
  [[ -n ${level:-} ]] && gen_wasm[$level]="$median $p95 $made"
done
ours_runs=() qq_runs=()
for ((round = 0; round < REPEATS; ++round)); do
  for ((turn = 0; turn < 2; ++turn)); do
    start=$(now_ns)
    if (((turn + round) % 2 == 0)); then
      "$sudoku" generate --count 300 --seed "$((round + 1))" --symmetry none >/dev/null
      ours_runs+=("$(( $(now_ns) - start ))")
    elif ((have_qqwing)); then
      qqwing --generate 300 --one-line >/dev/null
      qq_runs+=("$(( $(now_ns) - start ))")
    fi
  done
done
gen_ours_ms=$(calc "$(median "${ours_runs[@]}") / 1e6")
gen_qq_ms=$( ((have_qqwing)) && calc "$(median "${qq_runs[@]}") / 1e6" || echo 0)

# ---- 7. The scanner (before the sizes, which only read files) ---------------------------------------
# Photos, drawn grids and our page's screenshots, natively (`sudoku scan --times`) and through
# scan() in Node, REPEATS rounds; its section and the README's row come from the script.
echo "bench: the scanner" >&2
scan_status=0
scan_section=$(node scripts/bench/scan.mjs --cli "$sudoku" --package "$pkg" --repeats "$REPEATS" \
  --row "$out/scan-row.md" 2>>"$out/wasm.log") || scan_status=$?
if ((scan_status)); then
  notes+=("scripts/bench/scan.mjs exited with status $scan_status (see $out/wasm.log).")
  : >"$out/scan-row.md"
fi

# ---- 6. Sizes ---------------------------------------------------------------------------------------
gz() { if [[ -f $1 ]]; then gzip -9c "$1" | wc -c; else echo 0; fi; }
raw() { if [[ -f $1 ]]; then wc -c <"$1"; else echo 0; fi; }

# ---- Report -----------------------------------------------------------------------------------------
((have_qqwing)) || notes+=("qqwing is not installed (apt-get install qqwing): no native peer.")
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
cxx=$(grep -m1 '^CMAKE_CXX_COMPILER:' build/native/CMakeCache.txt | cut -d= -f2)
emcc_version=$({ emcc --version 2>/dev/null || true; } | grep -m1 -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
qqwing_version=$(qqwing --version 2>/dev/null || echo 'no qqwing')
{
  echo "## Benchmark"
  echo
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores of \"$cpu\" (Linux $(uname -r);"
  echo "load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after), $("$cxx" --version | head -1),"
  echo "emcc ${emcc_version:-?}, Node $(node --version), $qqwing_version, with \`$command_line\` at $revision;"
  echo "puzzles from \`$source_dir\`. Each figure is the median of $REPEATS rounds; these VMs are noisy"
  echo "(10–30 % between runs), so compare ratios measured in the same run."
  echo
  echo "### Native (\`sudoku bench\`: first solution, one core; µs per puzzle)"
  echo
  echo "Published: the fastest published solver on this machine class (target: ours ≤ 3x). QQWing:"
  echo "\`qqwing --solve --timer\` on $QQWING_SLICE puzzles of each set (its first ones, cycled when the set"
  echo "is smaller): the mean and median of the per-puzzle times it prints, and its own total for the"
  echo "file (reading and printing included) per puzzle; both leave out process start-up. QQWing / ours"
  echo "compares QQWing's per-puzzle mean with \`sudoku bench\` on the same puzzles (target: ≥ 20x)."
  echo
  echo "| set | puzzles | mean µs | median µs | guesses/puzzle | published µs | ours / published | QQWing mean µs | QQWing median µs | QQWing whole file µs | ours, same puzzles µs | QQWing / ours |"
  echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
  for set in "${sets[@]}"; do
    p=${published[$set]:-} rp="–" q1="–" q2="–" q3="–" rq="–"
    if [[ -n $p ]]; then rp=$(ratio "$(calc "${mean[$set]} / $p")" 3 "<="); fi
    if ((have_qqwing)); then
      q1=$(fmt "${qq_mean[$set]}") q2=$(fmt "${qq_med[$set]}") q3=$(fmt "${qq_whole[$set]}")
      rq=$(ratio "$(calc "${qq_mean[$set]} / ${ours_slice[$set]}")" 20 ">=")
    fi
    echo "| $set | ${n[$set]} | $(fmt "${mean[$set]}") | $(fmt "${med[$set]}") | $(printf %.2f "${guess[$set]}") | ${p:-–} | $rp | $q1 | $q2 | $q3 | $(fmt "${ours_slice[$set]}") | $rq |"
  done
  echo
  echo "Sparse puzzles (\`tests/data/sparse.txt\`, ${#sparse_ms[@]} near-empty puzzles with several solutions or"
  echo "none, up to 4 M nodes each before the solver enforced subsets): \`sudoku count --limit 2\`, whole"
  echo "process per puzzle (target: under 50 ms): median $(printf %.1f "$(median "${sparse_ms[@]}")") ms, max"
  echo "$(printf '%s\n' "${sparse_ms[@]}" | sort -g | tail -1 | xargs printf %.1f) ms; search nodes: median $(median "${sparse_nodes[@]}"), max"
  echo "$(printf '%s\n' "${sparse_nodes[@]}" | sort -g | tail -1)."
  echo
  echo "$wasm_tables"
  echo
  echo "### The logical solver (\`sudoku rate\`)"
  echo
  echo "Agreement with Sudoku Explainer 1.2.1's ratings of the 615 puzzles of \`$rated_file\`"
  echo "(exact: the same number; within 0.3; high: the puzzles SE rates above 6.2, which need chains):"
  echo
  echo "$agreement"
  echo
  echo "The same with pearl and diamond on the $(grep -c : "$top_file") puzzles of \`$top_file\` (SE $(awk -F: 'NR == 1 || $2 < lo {lo = $2} $2 > hi {hi = $2} END {print lo " to " hi}' "$top_file"):"
  echo "the forum's 11+ list and master puzzles of ours), the disagreements listed after it:"
  echo
  echo "$top_agreement"
  echo
  echo "The hint ladder (\`hint\`, \`explain --teach\`): the patterns players learn before any forcing chain."
  echo
  echo "$teach_effect"
  echo
  echo "Time of a hint (\`sudoku bench --hint\`: at every position of magictour_top1465's hint-ladder walks"
  echo "whose step is not a single; target: median under 5 ms):"
  echo
  echo '```'
  echo "$hint_times"
  echo '```'
  echo
  echo "Time to rate one puzzle (parse, uniqueness check and every logical step; µs). se_low: the"
  echo "$(wc -l <"$out/sets/se_low.txt") puzzles SE rates 6.2 or less (targets: median under 1,000 µs natively, under 3,000 µs in"
  echo "wasm through the JS API); magictour_top1465: one round (target: median under 5 ms natively, max under"
  echo "150 ms); forum_hardest_20: the first 20 of the forum's 11+ list, one round (target: median under 1 s"
  echo "natively; Sudoku Explainer takes 37 to 42 s on each puzzle it rates 11.0, on this machine class):"
  echo
  echo "| set | native mean | native median | native max | wasm mean | wasm median | wasm max | rated |"
  echo "|---|--:|--:|--:|--:|--:|--:|--:|"
  for set in "${rate_sets[@]}"; do
    read -r nm nd nx nr <<<"${rate_native[$set]}"
    read -r wm wd wx wr <<<"${rate_wasm[$set]}"
    echo "| $set | $(fmt "$nm") | $(fmt "$nd") | $(fmt "$nx") | $(fmt "$wm") | $(fmt "$wd") | $(fmt "$wx") | $nr of $(wc -l <"$out/sets/$set.txt") |"
  done
  echo
  echo "A mix of 40 of the 615 (20 rated 6.2 or less, 20 above, spread over the ratings), one whole"
  echo "\`sudoku rate\` process as the CLI runs it (the default \`--jobs\`, a thread per core, $(nproc) here):"
  echo "$(fmt "$mix_all_ms") ms, median of $REPEATS runs (target: at most 40 ms: $(awk -v x="$mix_all_ms" 'BEGIN { print (x <= 40 ? "met" : "miss") }')); Sudoku"
  echo "Explainer's batch rater takes about 4,100 ms on such a mix: $(ratio "$(calc "4100 / $mix_all_ms")" 100 ">=") faster."
  echo "At one thread (\`--jobs 1\`): $(fmt "$mix_ms") ms, $(ratio "$(calc "4100 / $mix_ms")" "" "") faster than SE. The threads rate different"
  echo "puzzles, not one puzzle's search, so the hardest puzzle's own time is the floor."
  echo
  echo "Threads: magictour_top1465 rated by whole processes, \`--jobs 1\` $(fmt "$jobs1_s") s, \`--jobs 2\` $(fmt "$jobs2_s") s:"
  echo "$(ratio "$(calc "$jobs1_s / $jobs2_s")" 1.8 ">=") ($(nproc) cores; target: at least 1.8x on 2)."
  echo
  echo "### The canonical form (\`sudoku canon\`)"
  echo
  echo "Time to find one puzzle's canonical form, the least of its 3,359,232 x 9! isomorphs (µs; target:"
  echo "well under 1,000 µs natively): \`sudoku bench --canon\` natively, one core, and \`canonical()\` in"
  echo "wasm through the JS API. kaggle_grids: the solutions of kaggle's puzzles, full grids. Forms: how"
  echo "many different canonical forms the set holds (as many as puzzles, unless some are the same"
  echo "puzzle in disguise)."
  echo
  echo "| set | puzzles | forms | native mean | native median | native max | wasm mean | wasm median | wasm max |"
  echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|"
  for set in "${canon_sets[@]}"; do
    read -r nm nd nx nf np <<<"${canon_native[$set]}"
    read -r wm wd wx <<<"${canon_wasm[$set]}"
    echo "| $set | ${np:-0} | ${nf:-0} | $(fmt "$nm") | $(fmt "$nd") | $(fmt "$nx") | $(fmt "$wm") | $(fmt "$wd") | $(fmt "$wx") |"
  done
  echo
  echo "### The certificate (\`sudoku certify\`)"
  echo
  echo "Time for one puzzle's whole certificate (count, redundant givens, symmetries, rating with its"
  echo "steps, canonical form, text; µs; target: a typical puzzle under 5,000 µs natively and 20,000 µs"
  echo "in wasm): \`sudoku bench --certify\` natively, one core, and \`certify()\` in wasm."
  echo
  echo "| set | puzzles | unique | native mean | native median | native max | wasm mean | wasm median | wasm max |"
  echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|"
  for set in "${certify_sets[@]}"; do
    read -r nm nd nx nu np <<<"${certify_native[$set]}"
    read -r wm wd wx <<<"${certify_wasm[$set]}"
    echo "| $set | ${np:-0} | ${nu:-0} | $(fmt "$nm") | $(fmt "$nd") | $(fmt "$nx") | $(fmt "$wm") | $(fmt "$wd") | $(fmt "$wx") |"
  done
  echo
  echo "### The generator (\`sudoku generate\`)"
  echo
  echo "Whole processes, 300 puzzles of any level (\`--symmetry none\`, each also rated) against"
  echo "\`qqwing --generate 300 --one-line\`, median of $REPEATS runs each, alternating (target: ≥ 10x):"
  echo "ours $(fmt "$gen_ours_ms") ms, QQWing $(fmt "$gen_qq_ms") ms: $(ratio "$(calc "$gen_qq_ms / $gen_ours_ms")" 10 ">=") faster."
  echo
  echo "Per puzzle, seeds 1 to $GEN_SLICE, rotational symmetry (the default; µs):"
  echo
  echo "| level | native median | native 95th percentile | wasm median | wasm 95th percentile | made |"
  echo "|---|--:|--:|--:|--:|--:|"
  for level in "${gen_levels[@]}"; do
    read -r nm np nn <<<"${gen_native[$level]}"
    read -r wm wp wn <<<"${gen_wasm[$level]:-0 0 0}"
    echo "| $level | $(fmt "$nm") | $(fmt "$np") | $(fmt "$wm") | $(fmt "$wp") | $nn of $GEN_SLICE |"
  done
  echo
  echo "$scan_section"
  echo
  echo "### Download size (\`gzip -9\`; budget: .wasm + JS glue under 64 KB, raised from 60 KB when the logical solver and the generator came in)"
  echo
  echo "| file | bytes | gzip -9 bytes |"
  echo "|---|--:|--:|"
  total_raw=0 total_gz=0
  for f in sudoku-core.wasm sudoku-core.mjs sudoku.mjs; do
    echo "| dist/package/$f | $(raw "$pkg/$f") | $(gz "$pkg/$f") |"
    total_raw=$((total_raw + $(raw "$pkg/$f"))) total_gz=$((total_gz + $(gz "$pkg/$f")))
  done
  if ((total_gz < 64000)); then verdict="within"; else verdict="**over**"; fi
  echo "| **.wasm + Emscripten glue + wrapper (ES module build)** | $total_raw | **$total_gz** ($verdict the 64 KB budget) |"
  echo "| dist/package/sudoku.js (single file, wasm inlined) | $(raw "$pkg/sudoku.js") | $(gz "$pkg/sudoku.js") |"
  if ((${#notes[@]})); then
    echo
    echo "Notes:"
    for note in "${notes[@]}"; do echo "- $note"; done
  fi
} | tee "$out/results.md"
echo "bench: written to $out/results.md" >&2

# ---- The README's table -------------------------------------------------------------------------------
# One table of the figures above, for the README's Performance section (between its markers
# <!-- bench:begin --> and <!-- bench:end -->). A full run writes it there; a --quick run or one
# with a knob set only to build/bench/readme-table.md, since its slices are not the sets.
# wasm_field SET TABLE COLUMN: a column of scripts/bench/wasm.mjs's tables, by set. Its first table
# has 10 columns (solveFirst() mean is the 3rd), its second 6 (dancing-links the 4th,
# @algorithm.ts/sudoku the 5th).
wasm_field() {
  awk -F'|' -v set="$1" -v columns="$2" -v k="$3" \
    '{gsub(/ /, "", $2)} $2 == set && NF == columns + 2 {gsub(/ /, "", $(k + 1)); print $(k + 1); exit}' <<<"$wasm_tables"
}
least() { awk -v a="$1" -v b="$2" 'BEGIN {print (a < b ? a : b)}'; }
declare -A rate_label=([se_low]="the puzzles Sudoku Explainer rates 6.2 or less"
                       [magictour_top1465]=magictour_top1465 [forum_hardest_20]="forum_hardest 11+, the first 20")
readme_table() {
  local set rq rw rp nm wm w_first w_peer sizes
  echo "Measured by \`$command_line\` at $revision, $(date -u '+%Y-%m-%d %H:%M UTC'), on $(nproc) cores"
  echo "of \"$cpu\" (load average $load_before before). Every peer ran in the same run, alternating"
  echo "with ours; these VMs are noisy (10–30 % between runs), so read the ratios."
  echo
  echo "| figure (µs a puzzle, the mean, unless said) | native | wasm, one JS call | a peer in the same run: its figure / ours |"
  echo "|---|--:|--:|---|"
  for set in kaggle_10000 17_clue magictour_top1465 forum_hardest_1905_11plus; do
    w_first=$(wasm_field "$set" 10 3)
    w_peer=$(wasm_field "$set" 6 3)
    rq="–" rw="–" rp=""
    ((have_qqwing)) && rq="QQWing $(ratio "$(calc "${qq_mean[$set]} / ${ours_slice[$set]}")" "" "")"
    if [[ -n $w_peer ]]; then
      rw="fastest npm solver $(ratio "$(calc "$(least "$(wasm_field "$set" 6 4)" "$(wasm_field "$set" 6 5)") / $w_peer")" "" "")"
    fi
    [[ -z ${published[$set]:-} ]] || rp="; tdoku's published figure $(ratio "$(calc "${published[$set]} / ${mean[$set]}")" "" "")"
    echo "| solve, first solution: $set | $(fmt "${mean[$set]}") | $(fmt "${w_first:-0}") | $rq (native), $rw (Node)$rp |"
  done
  for set in "${rate_sets[@]}"; do
    read -r nm _ <<<"${rate_native[$set]}"
    read -r wm _ <<<"${rate_wasm[$set]}"
    echo "| rate: ${rate_label[$set]} ($(wc -l <"$out/sets/$set.txt") puzzles) | $(fmt "$nm") | $(fmt "$wm") | |"
  done
  echo "| rate the 40-mix, one \`sudoku rate\` process (ms) | $(fmt "$mix_all_ms") | | Sudoku Explainer about 4,100 ms (a reference figure, not measured here): $(ratio "$(calc "4100 / $mix_all_ms")" "" "") |"
  echo "| rating: the same number as Sudoku Explainer, on its rated puzzles | $(awk -F'|' '$2 ~ /^ all / {split($5, e, " "); print e[1] " of " $3 + 0}' <<<"$agreement") | | |"
  echo "| rating, pearl and diamond: Sudoku Explainer's, on the top list | $(awk -F'|' '$2 ~ /^ all / {split($7, e, " "); print e[1] " of " $3 + 0}' <<<"$top_agreement") | | |"
  echo "| generate 300 puzzles, one process (ms) | $(fmt "$gen_ours_ms") | | QQWing $( ((have_qqwing)) && ratio "$(calc "$gen_qq_ms / $gen_ours_ms")" "" "" || echo "–") |"
  read -r nm _ <<<"${gen_native[master]}"
  read -r wm _ <<<"${gen_wasm[master]:-0 0 0}"
  echo "| generate a master puzzle (the median, seeds 1-$GEN_SLICE) | $(fmt "$nm") | $(fmt "$wm") | |"
  read -r nm _ <<<"${canon_native[kaggle_10000]}"
  read -r wm _ <<<"${canon_wasm[kaggle_10000]}"
  echo "| canonical form: kaggle_10000 | $(fmt "$nm") | $(fmt "$wm") | |"
  read -r nm _ <<<"${certify_native[kaggle_10000]}"
  read -r wm _ <<<"${certify_wasm[kaggle_10000]}"
  echo "| certificate: kaggle_10000 | $(fmt "$nm") | $(fmt "$wm") | |"
  # The sizes as the size budgets' test measures them (scripts/wasm-sizes.mjs, KB of 1024 bytes).
  sizes=$(node --input-type=module -e "
    import {deliverableSizes} from './scripts/wasm-sizes.mjs';
    const kb = Object.fromEntries(deliverableSizes('dist').map((d) => [d.name, d.gzipKB.toFixed(1) + ' KB']));
    console.log([kb['core path'], kb.logic, kb['classic single file']].join('; '));")
  cat "$out/scan-row.md"
  echo "| download, gzip -9: the core path (\`sudoku.mjs\`, \`sudoku-core.mjs\` and \`.wasm\`); the logic, loaded on demand (\`sudoku-logic.mjs\` and \`.wasm\`); the classic single file | | $sizes | |"
}
readme_table >"$out/readme-table.md"
if ((quick)) || [[ $command_line != scripts/bench.sh* ]]; then
  echo "bench: the README's table is in $out/readme-table.md (a run with --quick or a knob set does not write the README)" >&2
elif node scripts/bench/readme-table.mjs "$out/readme-table.md" README.md; then
  echo "bench: the README's table (Performance) is written from this run" >&2
fi
