#!/usr/bin/env bash
# Fits fast mode's schedule (solver/portfolio.go's fastSchedule) to deals drawn
# from 1..1,000,000, as docs/solver.md describes:
#   1. takes from RUN the deals the schedule's first turn leaves (over its quota
#      of positions kept, and at most 20,000) and draws N of them to fit to and
#      N others to check on (the draw's seed is printed), and the hard deals (over
#      20,000) all. The first turn stays as it is: the deals it solves cost the
#      same under any schedule, and drawing from those it leaves gives sixteen
#      times as many deals that matter for the same recording time;
#   2. records, for every candidate search (solver/fit_test.go: the portfolio's,
#      then fitExtras), what it does alone on each deal, on two cores;
#   3. measures each candidate alone on 1,000 of the deals (the calibration);
#   4. fits: a local search over schedules from the current one, printed as
#      SEARCH:QUOTA turns, numbered as fitCandidates numbers them.
# RUN is the JSON of a fast run over the million, e.g.
#   freecell --solve 1-1000000 --fast --format json > RUN   (about three minutes)
# Usage: scripts/fit-schedule.sh RUN [N [SEED [ITERS]]]   (N 2500: about 40 minutes)
# Putting a fitted schedule in portfolio.go is by hand, and so is checking it:
# side by side with farm-bench, and with few free cells (--freecells 3 and 2).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/fit-schedule.sh RUN [N [SEED [ITERS]]]" >&2; exit 2; }
run=$1
n=${2:-2500}
seed=${3:-$((RANDOM * 32768 + RANDOM))}
iters=${4:-100000}
[ -r "$run" ] || { echo "fit-schedule: cannot read $run" >&2; exit 2; }
work=${FIT_WORK:-$(mktemp -d)}
echo "seed $seed; records in $work"

first=$(sed -n '/^var fastSchedule/,/}/p' solver/portfolio.go | grep -o '{[a-zA-Z0-9]*, [0-9]*}' | head -1 | grep -o '[0-9]*}' | tr -d '}')
grep -o '"game":[0-9]*,.*"positions":[0-9]*' "$run" | awk -F'[:,]' -v first="$first" '
  { if ($NF > 20000) print $2 > "'"$work"'/hard"; else if ($NF > first) print $2 > "'"$work"'/middle" }'
awk -v seed="$seed" 'BEGIN { srand(seed) } { printf "%.9f\t%s\n", rand(), $0 }' "$work/middle" |
  sort -k1,1g | awk -F'\t' -v n=$((2 * n)) 'NR <= n { print $2 }' > "$work/drawn"
head -n "$n" "$work/drawn" > "$work/fit"
tail -n "$n" "$work/drawn" > "$work/check"
echo "first turn $first positions; deals it leaves: $(wc -l < "$work/middle"), hard deals: $(wc -l < "$work/hard")"

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
  -calibration "$work/calibration" -run "$run" -iters "$iters" -seed "$seed" -fixed 1 \
  -population $(($(wc -l < "$work/middle") + $(wc -l < "$work/hard"))) -hard-count "$(wc -l < "$work/hard")"
