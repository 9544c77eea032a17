#!/usr/bin/env bash
# Verdicts with few free cells, freecell beside fc-solve's complete scan, under
# the same bound: freecell's own for fewer than four cells (1 GiB of positions,
# 60 s a game: solver.FewCellsBytes, fewCellsTimeout in solve.go), and for
# fc-solve the same address space (ulimit -v) and time (timeout) a game. Both on
# one core. fc-solve's complete scan is its atomic moves, depth first
# (--method soft-dfs -to 01ABCDE): its default scan and -l lg miss solvable
# deals, so their "could not solve" is no verdict. A game fc-solve's scan leaves
# (time or memory out, or a crash at the memory bound) is undecided.
# It installs nothing; without fc-solve it measures freecell alone.
# Usage: scripts/bench-fewcells.sh [CELLS [FIRST [LAST [SECONDS [MIB]]]]]
set -euo pipefail
cd "$(dirname "$0")/.."
cells=${1:-2}
first=${2:-1}
last=${3:-1000}
secs=${4:-60}
mib=${5:-1024}
go build -o /tmp/freecell-fewcells .
one_core="taskset -c 0"
command -v taskset >/dev/null || one_core=""

echo "== $cells free cells, games $first..$last, $secs s and $mib MiB a game"
start=$(date +%s.%N)
$one_core /tmp/freecell-fewcells --solve "$first-$last" --freecells "$cells" --fast --format json \
  --timeout "${secs}s" --memory "${mib}MiB" > /tmp/fewcells-ours.json || true
end=$(date +%s.%N)
awk -v wall="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" '
  /"status":"solved"/ { s++ } /"status":"impossible"/ { i++ } { n++ }
  END { printf "freecell --fast:        %d solved, %d impossible, %d undecided, %.0f s\n", s, i, n - s - i, wall }
' /tmp/fewcells-ours.json
grep -v '"status":"solved"\|"status":"impossible"' /tmp/fewcells-ours.json | sed 's/"moves":\[[^]]*\],//; s/^/    /' || true

command -v fc-solve >/dev/null && command -v make-microsoft-freecell-board >/dev/null || {
  echo "fc-solve not installed: skipped (apt-get install freecell-solver-bin)"
  exit 0
}
solved=0 impossible=0 undecided=0 left=""
start=$(date +%s.%N)
for ((g = first; g <= last; g++)); do
  make-microsoft-freecell-board -t "$g" > /tmp/fewcells-board.txt
  verdict=$( (ulimit -v $((mib * 1024)); timeout "$secs" $one_core fc-solve --freecells-num "$cells" \
    --method soft-dfs -to 01ABCDE /tmp/fewcells-board.txt) 2>/dev/null | grep -o 'This game is solveable\|I could not solve this game' || true)
  case $verdict in
    "This game is solveable") solved=$((solved + 1)) ;;
    "I could not solve this game") impossible=$((impossible + 1)) ;;
    *) undecided=$((undecided + 1)); left="$left $g" ;;
  esac
done
end=$(date +%s.%N)
awk -v s=$solved -v i=$impossible -v u=$undecided -v a="$start" -v b="$end" \
  'BEGIN { printf "fc-solve complete scan: %d solved, %d impossible, %d undecided, %.0f s\n", s, i, u, b - a }'
[ -z "$left" ] || echo "    undecided:$left"
