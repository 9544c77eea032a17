#!/usr/bin/env bash
# Settles the deals the million's cells table (atlas/data/million.bin) holds
# undecided, the survey's bounds having stopped a search: surveys each
# cells-only again (--down-to 0) with long bounds and the disk tier, one at
# a time, appending to RECORDS (run it again after a stop: --resume skips
# what RECORDS holds), then takes what they decide into the table, each
# marked settled with its solver (scripts/packatlas -million: a record
# that only narrows a deal's range is taken too). A deal still undecided
# stays so, and is listed in docs/atlas.md. Then scripts/settlesolve looks
# for a solution of each still undecided with the fewest cells not ruled out
# by the default mode's search (beams by player moves find solutions fast
# mode's searches wander past: 165986 with two cells in 39 s, where the
# survey's searches took 20 minutes without one), for TIMEOUT each, and takes
# what it checks in. Each survey gets TIMEOUT
# (default 10m), a memory bound MEMORY (6GB) and the disk tier's bound DISK
# (60GB) in DISK_DIR ($TMPDIR, else /tmp); CORE pins it (default 0).
# Usage: scripts/settle-million.sh RECORDS [TIMEOUT [MEMORY [DISK [DISK_DIR]]]]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/settle-million.sh RECORDS [TIMEOUT [MEMORY [DISK [DISK_DIR]]]]" >&2; exit 2; }
records=$1
timeout=${2:-10m} memory=${3:-6GB} disk=${4:-60GB} dir=${5:-${TMPDIR:-/tmp}}
bin="${TMPDIR:-/tmp}/freecell-settle"
go build -o "$bin" .
touch "$records"
for game in $(go run ./scripts/packatlas -million atlas/data/million.bin -undecided); do
  taskset -c "${CORE:-0}" "$bin" --survey "$game" --down-to 0 --timeout "$timeout" --memory "$memory" \
    --disk "$disk" --disk-dir "$dir" --format json --resume "$records" > /dev/null || echo "settle-million: game $game: exit $?" >&2
done
go run ./scripts/packatlas -million atlas/data/million.bin "$records"
taskset -c "${CORE:-0}" go run ./scripts/settlesolve -timeout "$timeout" >> "$records"
go run ./scripts/packatlas -million atlas/data/million.bin "$records"
