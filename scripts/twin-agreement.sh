#!/usr/bin/env bash
# The twin classes' verdicts held to the shipped atlas: the sweep of twin
# classes alone (up to a million classes or a minute a verdict) on N deals
# (default 3000) drawn from 1..32,000, at one free cell and at two, and on
# the 36 deals the atlas's first survey left undecided at one, two and three;
# scripts/twinagree then counts the verdicts that agree with the atlas's
# fewest free cells, lists any that disagree (none may), and says what the
# verdicts cost. One core (CORE, default 1); the seed is printed.
# Usage: scripts/twin-agreement.sh [N [SEED]]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-3000}
seed=${2:-$((RANDOM * 32768 + RANDOM))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "seed $seed: $n deals of 1..32,000 with one and with two free cells, and the first survey's 36 undecided"
awk -v seed="$seed" -v n="$n" 'BEGIN { srand(seed); for (i = 0; i < n; i++) { g = 1 + int(rand() * 32000); print g, 1; print g, 2 } }' > "$work/deals"
go run ./scripts/twinagree -first-undecided | awk '{ print $1, 1; print $1, 2; print $1, 3 }' >> "$work/deals"
go test -c -o "$work/solver.test" ./solver
(cd solver && TWIN_VERDICTS="$work/deals" taskset -c "${CORE:-1}" "$work/solver.test" -test.run '^TestTwinVerdictsScript$' -test.timeout 0) > "$work/verdicts"
go run ./scripts/twinagree "$work/verdicts"
