#!/usr/bin/env bash
# Surveys deals 32,001..1,000,000 cells-only (freecell --survey --down-to 0:
# each deal's fewest free cells), a block of 10,000 deals at a time (the
# first, 32,001..40,000, of 8,000), on one core (CORE, default 1), and
# commits each finished block, compressed, as atlas/million/FIRST-LAST.json.gz,
# so that no finished block is lost and what exists can be packed at any
# point (scripts/packatlas -million). A block already there is skipped; a
# block stopped part way goes on where it stopped (--resume, its records in
# WORK, default ~/.cache/freecell-million). Stop it with Ctrl+C or kill
# (its survey stops too) before timing anything on this machine, and run it
# again after. Each block's CPU seconds are printed and kept in
# atlas/million/cost.tsv (committed with the block).
# Usage: scripts/survey-million.sh [FIRST_BLOCK [LAST_BLOCK]]   (4..100: block K ends at K*10,000)
set -euo pipefail
cd "$(dirname "$0")/.."
first=${1:-4} last=${2:-100}
work=${WORK:-$HOME/.cache/freecell-million}
mkdir -p "$work" atlas/million
bin="$work/freecell"
go build -o "$bin" .
echo "survey-million: blocks $first..$last, solver $("$bin" --version 2>/dev/null | head -1), records in $work"
for ((k = first; k <= last; k++)); do
  lo=$(( (k - 1) * 10000 + 1 )); hi=$(( k * 10000 ))
  (( lo < 32001 )) && lo=32001
  out="atlas/million/$lo-$hi.json.gz"
  [ -e "$out" ] && continue
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
  cpu=$(awk '{ print $1 + $2 }' "$work/time")
  ms=$(grep -o '"ms":[0-9.]*' "$raw" | awk -F: '{ s += $2 } END { printf "%.1f", s / 1000 }')
  gzip -9 -c "$raw" > "$out"
  [ -s atlas/million/cost.tsv ] || printf 'block\tseconds (records)\tCPU s (last run)\twall s (last run)\tunknown\n' > atlas/million/cost.tsv
  printf '%s\t%s\t%s\t%s\t%s\n' "$lo-$hi" "$ms" "$cpu" "$(( $(date +%s) - start ))" "$(grep -c '"fewest_freecells":null' "$raw" || true)" >> atlas/million/cost.tsv
  for try in 1 2 3 4 5; do # (another commit may hold the index a moment)
    git add "$out" atlas/million/cost.tsv && git commit -q -m "atlas/million: deals $lo-$hi surveyed cells-only ($ms s)" -- "$out" atlas/million/cost.tsv && break
    sleep 5
  done
  rm -f "$raw"
  echo "survey-million: block $lo-$hi done, $cpu s of CPU"
done
