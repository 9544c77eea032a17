#!/usr/bin/env bash
# Fits fast mode's schedule (solver/portfolio.go's fastSchedule) to deals drawn
# from 1..1,000,000, as the README's solver section describes:
#   1. draws N deals to fit to and N others to check on (the draw's seed is printed),
#      and takes the hard deals (over 20,000 positions kept) from RUN;
#   2. records, for every candidate search (solver/fit_test.go: the portfolio's,
#      then fitExtras), what it does alone on each deal, on two cores;
#   3. measures each candidate alone on 1,000 of the deals (the calibration);
#   4. fits: a local search over schedules from the current one, printed as
#      SEARCH:QUOTA turns, numbered as fitCandidates numbers them.
# RUN is the JSON of a fast run over the million, e.g.
#   freecell --solve 1-1000000 --fast --format json > RUN   (about three minutes)
# Usage: scripts/fit-schedule.sh RUN [N [SEED [ITERS]]]   (N 6000: about 20 minutes)
# Putting a fitted schedule in portfolio.go is by hand, and so is checking it:
# side by side with farm-bench, and with few free cells (--freecells 3 and 2).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/fit-schedule.sh RUN [N [SEED [ITERS]]]" >&2; exit 2; }
run=$1
n=${2:-6000}
seed=${3:-$((RANDOM * 32768 + RANDOM))}
iters=${4:-100000}
[ -r "$run" ] || { echo "fit-schedule: cannot read $run" >&2; exit 2; }
work=${FIT_WORK:-$(mktemp -d)}
echo "seed $seed; records in $work"

awk -v n="$n" -v seed="$seed" 'BEGIN {
  srand(seed)
  while (count < 2 * n) { d = int(rand() * 1000000) + 1; if (!(d in seen)) { seen[d] = 1; count++; print d } }
}' > "$work/drawn"
head -n "$n" "$work/drawn" > "$work/fit"
tail -n "$n" "$work/drawn" > "$work/check"
grep -o '"game":[0-9]*,.*"positions":[0-9]*' "$run" |
  awk -F'[:,]' '{ if ($NF > 20000) print $2 }' > "$work/hard"
echo "hard deals: $(wc -l < "$work/hard")"

go test -c -o "$work/solver.test" ./solver
record() { # record CORE LIST OUT CAP [FROM TO]
  FIT_DEALS=$2 FIT_RECORD=$3 FIT_CAP=$4 FIT_FROM=${5:-0} FIT_TO=${6:-1000000000} \
    taskset -c "$1" "$work/solver.test" -test.run TestFitRecord -test.timeout 0 > /dev/null
}
half=$(($(wc -l < "$work/hard") / 2))
{ record 0 "$work/fit" "$work/fit.rec" 20000; record 0 "$work/hard" "$work/hard-a.rec" 50000 0 "$half"; } &
{ record 1 "$work/check" "$work/check.rec" 20000; record 1 "$work/hard" "$work/hard-b.rec" 50000 "$half"; } &
wait
cat "$work/hard-a.rec" <(grep -v '^#' "$work/hard-b.rec") > "$work/hard.rec"
FIT_DEALS="$work/fit" FIT_TO=1000 FIT_CALIBRATE="$work/calibration" FIT_CAP=400 \
  taskset -c 0 "$work/solver.test" -test.run TestFitCalibrate -test.timeout 0 > /dev/null

go run ./scripts/fitschedule -fit "$work/fit.rec" -check "$work/check.rec" -hard "$work/hard.rec" \
  -calibration "$work/calibration" -run "$run" -iters "$iters" -seed "$seed"
