#!/usr/bin/env bash
# Checks the million's table by solutions: from each block surveyed so far
# (atlas/million/cost.tsv), 20 deals drawn at random (SEED), each solved
# afresh with the fewest free cells the table gives it (the cells-only survey
# keeps no solution) and the solution checked move by move (freecell --check
# --freecells K). Prints a line for each deal that fails, and the counts; exits
# 1 if any failed. The impossibility one cell fewer is the survey's complete
# search's to prove; fc-solve's complete atomic scan is the independent check
# of a deal in doubt (docs/atlas.md).
# Usage: scripts/million-solutions.sh [SEED [PER_BLOCK]]
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-$RANDOM} per=${2:-20}
bin="${TMPDIR:-/tmp}/freecell-solutions"
go build -o "$bin" .
echo "million-solutions: seed $seed, $per deals a block"
checked=0 failed=0
while IFS=$'\t' read -r block _; do
  lo=${block%-*} hi=${block#*-}
  for game in $(seq "$lo" "$hi" | shuf -n "$per" --random-source=<(yes "$seed$block")); do
    k=$("$bin" --print "$game" --format json | grep -o '"fewest_freecells":[0-9]*' | cut -d: -f2)
    if [ -z "$k" ]; then echo "  $game: the table gives no fewest"; failed=$((failed + 1)); continue; fi
    if (( k > 8 )); then continue; fi
    if ! "$bin" --solve "$game" --fast --freecells "$k" --timeout 5m | "$bin" --check "$game" --freecells "$k" - > /dev/null; then
      echo "  $game: no checked solution with $k free cells"; failed=$((failed + 1))
    fi
    checked=$((checked + 1))
  done
done < <(tail -n +2 atlas/million/cost.tsv)
echo "million-solutions: $checked deals solved with their fewest cells and checked, $failed failed"
(( failed == 0 ))
