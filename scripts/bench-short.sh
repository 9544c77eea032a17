#!/usr/bin/env bash
# Measures how short the solver's solutions are against macroxue/freecell's published
# ones (the shortest known for deals 1..1,000,000), on deals drawn at random, one core:
# for each mode, our mean player moves, macroxue's mean on the same deals, the ratio,
# the mean and worst time a deal (a process each, start-up included, timed alone by
# scripts/runtimed) and the peak memory of any one process.
#
# Usage: scripts/bench-short.sh [N [SEED [MODE...]]]
#   N     deals to draw (default 200)
#   SEED  the draw's seed (default: a new one, printed, so that a run can be repeated)
#   MODE  default, fast, best, optimal or optimal-safe (default: default fast);
#         for optimal it also reports the share of deals proven (within its
#         budget: a minute and 900 MiB a deal), compares lengths on the proven
#         deals alone, and gives the floor: the mean of the proven fewest, or
#         the bound proven where not, which no solver counting so can beat on
#         that draw; optimal-safe is optimal counted under safe auto-play
#         (--autoplay safe), as the other modes count
# BENCH_LAST draws from 1..BENCH_LAST rather than 1..1,000,000 (32000: the
# deals of Windows' first FreeCell).
# BENCH_CORE names the core to run on (default 0), so that two draws can run at once.
# The lengths come from ../shared/data/macroxue-lengths-1m.txt.gz, or from the file
# MACROXUE_LENGTHS names; they are read, never copied into the project.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}
seed=${2:-$((RANDOM * 32768 + RANDOM))} # below 2^30: awk's srand keeps no more
shift $(($# < 2 ? $# : 2))
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(default fast)
lengths=${MACROXUE_LENGTHS:-../shared/data/macroxue-lengths-1m.txt.gz}
[ -r "$lengths" ] || { echo "bench-short: no macroxue lengths at $lengths (set MACROXUE_LENGTHS)" >&2; exit 2; }
last=${BENCH_LAST:-1000000}
[[ $last =~ ^[0-9]+$ ]] && [ "$last" -ge 1 ] && [ "$last" -le 1000000 ] || { echo "bench-short: BENCH_LAST must be 1..1000000" >&2; exit 2; }
# BENCH_CORE: the core to run on (0); this shell and all it starts stay there.
if command -v taskset >/dev/null; then
  taskset -cp "${BENCH_CORE:-0}" $$ > /dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/freecell" . # a binary of its own: two draws may run at once
go build -o "$work/runtimed" ./scripts/runtimed # times a process alone (see there)

# The draw: N distinct solvable deals of 1..LAST (macroxue's length is not 0),
# from awk's generator seeded with SEED.
zcat "$lengths" | awk -v n="$n" -v seed="$seed" -v last="$last" '
  /^#/ { next }
  { len[$1] = $2 }
  END {
    srand(seed)
    while (count < n) {
      d = int(rand() * last) + 1
      if (len[d] > 0 && !(d in taken)) { taken[d] = 1; count++; print d "\t" len[d] }
    }
  }' > "$work/draw.tsv"
echo "seed $seed: $n deals drawn from 1..$last (repeat: BENCH_LAST=$last scripts/bench-short.sh $n $seed ${modes[*]})"

for mode in "${modes[@]}"; do
  flag=""
  case $mode in
    default) ;;
    fast) flag="--fast" ;;
    best) flag="--best" ;;
    optimal) flag="--optimal" ;;
    optimal-safe) flag="--optimal --autoplay safe" ;;
    *) echo "bench-short: unknown mode $mode (default, fast, best, optimal or optimal-safe)" >&2; exit 2 ;;
  esac
  : > "$work/$mode.tsv"
  while IFS=$'\t' read -r deal theirs; do
    # shellcheck disable=SC2086 # $flag is empty or words to split
    "$work/runtimed" "$work/time" "$work/freecell" --solve "$deal" $flag --format json > "$work/out.json" || true
    out=$(cat "$work/time") # microseconds, peak KB
    ours=$(sed -n 's/.*"player_moves":\([0-9]*\).*/\1/p' "$work/out.json")
    status=$(sed -n 's/.*"status":"\([a-z-]*\)".*/\1/p' "$work/out.json")
    proven=$(grep -c '"optimal":true' "$work/out.json" || true)
    bound=$(sed -n 's/.*"lower_bound":\([0-9]*\).*/\1/p' "$work/out.json")
    echo "$deal $theirs ${ours:-0} ${status:-none} $out $proven ${bound:-0}" >> "$work/$mode.tsv"
  done < "$work/draw.tsv"
  awk -v mode="$mode" '
    { deals++; if ($4 == "solved") { solved++; ours += $3; theirs += $2 } else other++
      t += $5; if ($5 > worst) { worst = $5; worstDeal = $1 }; if ($6 > peak) { peak = $6; peakDeal = $1 } }
    END {
      printf "%-8s %d/%d solved: mean %.2f player moves against macroxue %.2f (%d against %d), ratio %.4f; ", mode, solved, deals, ours/solved, theirs/solved, ours, theirs, ours/theirs
      printf "%.1f ms a deal, worst %.0f ms (deal %d); peak %.0f MB (deal %d)\n", t/deals/1000, worst/1000, worstDeal, peak/1024, peakDeal
      if (other) printf "         not solved: %d\n", other
    }' "$work/$mode.tsv"
  awk '$4 != "solved" { print "         " $1 ": " $4 }' "$work/$mode.tsv"
  if [[ $mode == optimal* ]]; then
    awk '
      { deals++; all += $2; if ($7) { proven++; ours += $3; theirs += $2; t += $5; if ($3 < $2) shorter++; if ($3 > $2) longer++; floor += $3 } else floor += $8 }
      END {
        printf "         floor: %.2f player moves against macroxue %.2f over all %d deals (ratio %.4f): the proven fewest, or the bound where not proven\n", floor/deals, all/deals, deals, floor/all
        printf "         proven optimal: %d/%d (%.1f%%)", proven, deals, 100*proven/deals
        if (proven) printf ", mean %.2f player moves against macroxue %.2f on them (ratio %.4f; shorter on %d, longer on %d), %.2f s a proven deal", ours/proven, theirs/proven, ours/theirs, shorter, longer, t/proven/1e6
        printf "\n"
      }' "$work/$mode.tsv"
    awk '!$7 { printf "         %d: not proven, at least %d (macroxue %d, found %d, %s)\n", $1, $8, $2, $3, $4 }' "$work/$mode.tsv"
  fi
done
