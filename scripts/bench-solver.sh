#!/usr/bin/env bash
# Measures the solver against Freecell Solver (fc-solve), side by side, one core each:
#   1. shortness: default mode over games 1..1000 (mean player moves, mean time a game),
#      beside fc-solve -l lg on the same games;
#   2. speed: --fast over games 1..32000, beside fc-solve -l lg over the same range: with
#      two cores or more, both at once, one on each core, then again with the cores swapped.
# It installs nothing; without fc-solve (Debian package freecell-solver-bin) it measures
# freecell alone. Usage: scripts/bench-solver.sh [SHORT_LAST [FAST_LAST]]
set -euo pipefail
cd "$(dirname "$0")/.."
short_last=${1:-1000}
fast_last=${2:-32000}
go build -o /tmp/freecell-bench .
one_core="taskset -c 0" # Go sizes its worker pool from the CPU affinity mask: one worker
command -v taskset >/dev/null || one_core=""
have_fcs=1
command -v fc-solve >/dev/null && command -v freecell-solver-range-parallel-solve >/dev/null || have_fcs=0
export FREECELL_SOLVER_QUIET=1

seconds() { local start=$1 end=$2; awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'; }

echo "== shortness: games 1..$short_last"
start=$(date +%s.%N)
$one_core /tmp/freecell-bench --solve "1-$short_last" --format json > /tmp/bench-short.json
end=$(date +%s.%N)
awk -v wall="$(seconds "$start" "$end")" '
  { n++; if ($0 ~ /"status":"solved"/) { s++; match($0, /"player_moves":[0-9]+/); pm += substr($0, RSTART+15, RLENGTH-15) } }
  END { printf "freecell (default):  %d/%d solved, mean %.1f player moves, %.1f ms a game (%.2f s)\n", s, n, pm/s, 1000*wall/n, wall }
' /tmp/bench-short.json
if [ $have_fcs = 1 ]; then
  start=$(date +%s.%N)
  total=0 solved=0
  for ((g = 1; g <= short_last; g++)); do
    moves=$(make-microsoft-freecell-board -t "$g" | $one_core fc-solve -l lg -m -snx 2>/dev/null | tr ' ' '\n' | grep -E '^[1-8a-d][1-8a-dh]' | grep -cv 'h$' || true)
    if [ "$moves" -gt 0 ]; then total=$((total + moves)); solved=$((solved + 1)); fi
  done
  end=$(date +%s.%N)
  awk -v t="$total" -v s="$solved" -v n="$short_last" -v wall="$(seconds "$start" "$end")" \
    'BEGIN { printf "fc-solve -l lg:       %d/%d solved, mean %.1f player moves, %.1f ms a game with process start-up (%.2f s)\n", s, n, t/s, 1000*wall/n, wall }'
else
  echo "fc-solve not installed: skipped (apt-get install freecell-solver-bin)"
fi

echo "== speed: games 1..$fast_last, one core each"
# time_of FILE COMMAND...: runs the command and writes its wall time in seconds to FILE.
time_of() {
  local file=$1 start end
  shift
  start=$(date +%s.%N)
  "$@" || true # a range with an impossible deal exits 7
  end=$(date +%s.%N)
  seconds "$start" "$end" > "$file"
}
ours() { taskset -c "$1" /tmp/freecell-bench --solve "1-$fast_last" --fast > /tmp/bench-fast.txt; }
theirs() { taskset -c "$1" freecell-solver-range-parallel-solve 1 "$fast_last" 1 -l lg > /tmp/bench-fcs.txt 2>&1; }
if [ $have_fcs = 1 ] && [ -n "$one_core" ] && [ "$(nproc)" -ge 2 ]; then
  # Side by side at once, one core each, then with the cores swapped: this machine's
  # speed drifts by tens of percent within minutes, and both programs see the same drift.
  for cores in "0 1" "1 0"; do
    set -- $cores
    time_of /tmp/bench-ours.time ours "$1" & time_of /tmp/bench-theirs.time theirs "$2" & wait
    echo "freecell --fast on core $1: $(cat /tmp/bench-ours.time) s; fc-solve -l lg on core $2: $(cat /tmp/bench-theirs.time) s ($(grep -c 'Unsolved\|not solv\|Intractable' /tmp/bench-fcs.txt || true) not solved)"
  done
  sed 's/^/    /' /tmp/bench-fast.txt
  exit 0
fi
start=$(date +%s.%N)
$one_core /tmp/freecell-bench --solve "1-$fast_last" --fast > /tmp/bench-fast.txt
end=$(date +%s.%N)
echo "freecell --fast:      $(seconds "$start" "$end") s"
sed 's/^/    /' /tmp/bench-fast.txt
if [ $have_fcs = 1 ]; then
  start=$(date +%s.%N)
  $one_core freecell-solver-range-parallel-solve 1 "$fast_last" 1 -l lg > /tmp/bench-fcs.txt 2>&1
  end=$(date +%s.%N)
  echo "fc-solve -l lg:       $(seconds "$start" "$end") s ($(grep -c 'Unsolved\|not solv\|Intractable' /tmp/bench-fcs.txt || true) not solved)"
fi
