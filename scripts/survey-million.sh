#!/usr/bin/env bash
# Surveys deals 32,001..1,000,000 cells-only (freecell --survey --down-to 0:
# each deal's fewest free cells), a block of 10,000 deals at a time (the
# first, 32,001..40,000, of 8,000), on one core (CORE, default 1). Each
# finished block is committed at once: its records compressed as
# atlas/million/FIRST-LAST.json.gz, taken into the million's cells table
# (atlas/data/million.bin, scripts/packatlas -million), its cost in
# atlas/million/cost.tsv and by fewest cells in atlas/million/cost-by-cells.tsv;
# the blocks packed before it leave the tree in that commit (history keeps
# them), so the tree holds one raw block. A block already packed is skipped;
# a block stopped part way goes on where it stopped (--resume, its records in
# WORK, default ~/.cache/freecell-million). Stop it with Ctrl+C or kill (its
# survey stops too) before timing anything on this machine, and run it again
# after. To settle what the survey leaves unknown: scripts/settle-million.sh.
# Usage: scripts/survey-million.sh [FIRST_BLOCK [LAST_BLOCK]]   (4..100: block K ends at K*10,000)
set -euo pipefail
cd "$(dirname "$0")/.."
first=${1:-4} last=${2:-100}
work=${WORK:-$HOME/.cache/freecell-million}
mkdir -p "$work" atlas/million
bin="$work/freecell" pack="$work/packatlas"
go build -o "$bin" . && go build -o "$pack" ./scripts/packatlas
echo "survey-million: blocks $first..$last, records in $work"
commit() { # (another commit may hold the index a moment)
  for try in 1 2 3 4 5; do
    git add -A -- atlas/million atlas/data/million.bin && git commit -q -m "$msg" -- "$@" && return 0
    sleep 5
  done
  return 1
}
for ((k = first; k <= last; k++)); do
  lo=$(( (k - 1) * 10000 + 1 )); hi=$(( k * 10000 ))
  (( lo < 32001 )) && lo=32001
  out="atlas/million/$lo-$hi.json.gz"
  grep -q "^$lo-$hi	" atlas/million/cost.tsv 2>/dev/null && continue
  raw="$work/$lo-$hi.json"
  start=$(date +%s)
  status=0
  /usr/bin/time -f "%U %S" -o "$work/time" taskset -c "${CORE:-1}" "$bin" --survey "$lo-$hi" --down-to 0 \
    --format json --resume "$raw" > /dev/null 2> "$work/stderr" || status=$?
  case $status in 0|3) ;; *) echo "survey-million: block $lo-$hi stopped (exit $status): $(tail -1 "$work/stderr")"; exit "$status" ;; esac
  records=$(wc -l < "$raw")
  if (( records != hi - lo + 1 )); then
    echo "survey-million: block $lo-$hi holds $records records of $((hi - lo + 1))"; exit 1
  fi
  cpu=$(tail -1 "$work/time" | awk '{ print $1 + $2 }') # (time says first when the exit status was not 0)
  ms=$(grep -o '"ms":[0-9.]*' "$raw" | awk -F: '{ s += $2 } END { printf "%.1f", s / 1000 }')
  stale=$(git ls-files 'atlas/million/*.json.gz')
  gzip -9 -c "$raw" > "$out"
  "$pack" -million atlas/data/million.bin "$out"
  [ -s atlas/million/cost.tsv ] || printf 'block\tseconds (records)\tCPU s (last run)\twall s (last run)\tunknown\n' > atlas/million/cost.tsv
  printf '%s\t%s\t%s\t%s\t%s\n' "$lo-$hi" "$ms" "$cpu" "$(( $(date +%s) - start ))" "$(grep -c '"fewest_freecells":null' "$raw" || true)" >> atlas/million/cost.tsv
  [ -s atlas/million/cost-by-cells.tsv ] || printf 'block\tfewest\tdeals\tseconds\n' > atlas/million/cost-by-cells.tsv
  sed -E 's/.*"fewest_freecells":(null|[0-9]+).*"ms":([0-9.]+).*/\1 \2/' "$raw" |
    awk -v b="$lo-$hi" '{ n[$1]++; s[$1] += $2 } END { for (c in n) printf "%s\t%s\t%d\t%.1f\n", b, c, n[c], s[c] / 1000 }' |
    sort -t "$(printf '\t')" -k2,2 >> atlas/million/cost-by-cells.tsv
  if [ -n "$stale" ]; then git rm -q $stale; fi
  msg="atlas/million: deals $lo-$hi surveyed cells-only ($ms s) and packed"
  commit "$out" atlas/data/million.bin atlas/million/cost.tsv atlas/million/cost-by-cells.tsv $stale
  rm -f "$raw"
  echo "survey-million: block $lo-$hi done, $cpu s of CPU"
done
