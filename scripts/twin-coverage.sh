#!/usr/bin/env bash
# The twin classes' coverage, shown on deals (solver/twinsweep.go says why a
# proof by twin classes stays a proof): for deals the sweep of twin classes
# proves impossible, every position the plain sweep enters has its class
# visited by the twin classes. The deals: those whose plain proofs are the
# biggest known (882572, 185145, 290185, 527244, 446592, 526039 with one
# free cell, 686653 with two), then deals drawn from 1..1,000,000 until N
# proofs (default 200) with one cell and N with two are held (the seed is
# printed: SEED, or drawn). solver's TestTwinCoverageScript does it on one
# core (CORE, default 1): a line a deal, then a summary a count of cells.
# The plain sweeps of the big deals take some six minutes and a few GB.
# Usage: scripts/twin-coverage.sh [N [SEED]]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}
seed=${2:-$((RANDOM * 32768 + RANDOM))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "seed $seed: the big proofs, then deals until $n proofs with one free cell and $n with two"
go test -c -o "$work/solver.test" ./solver
status=0
(cd solver && TWIN_COVERAGE=$n TWIN_COVERAGE_SEED=$seed taskset -c "${CORE:-1}" "$work/solver.test" \
  -test.run '^TestTwinCoverageScript$' -test.timeout 0 -test.v) > "$work/out" || status=$?
grep -E '^[0-9]' "$work/out" || true
awk '$3 == "impossible" && /plain sweep/ { proofs[$2]++; classes[$2] += $4; positions[$2] += $11; missed[$2] += $NF }
  END { for (c in proofs) printf "%d free cells: %d proofs, %d classes, the plain sweeps %d positions, %d positions missed\n", c, proofs[c], classes[c], positions[c], missed[c] }' "$work/out"
grep -E '^\s+twinscript_test' "$work/out" || true
exit $status
