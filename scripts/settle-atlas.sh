#!/usr/bin/env bash
# Settles the deals the shipped atlas (atlas/data/atlas.bin) leaves undecided:
# surveys each in full again with long bounds and the disk tier, one at a
# time, appending to RECORDS (run it again after a stop: --resume skips what
# RECORDS holds), then writes the atlas again with the deals those surveys
# decided (scripts/packatlas -settle: atlas.Settle says why a later solver's
# decided facts may stand beside the rest). A deal still undecided stays so.
# Each survey gets TIMEOUT (default 20m), a memory bound MEMORY (6GB) and the
# disk tier's bound DISK (60GB) in DISK_DIR ($TMPDIR, else /tmp); CORE pins it
# (default 0). Deals 20410 and 24966 with one free cell need more: 20410 took
# 8GB of memory and 45 minutes.
# Usage: scripts/settle-atlas.sh RECORDS [TIMEOUT [MEMORY [DISK [DISK_DIR]]]]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/settle-atlas.sh RECORDS [TIMEOUT [MEMORY [DISK [DISK_DIR]]]]" >&2; exit 2; }
records=$1
timeout=${2:-20m} memory=${3:-6GB} disk=${4:-60GB} dir=${5:-${TMPDIR:-/tmp}}
bin="${TMPDIR:-/tmp}/freecell-settle"
go build -o "$bin" .
for game in $(go run ./scripts/packatlas -undecided); do
  taskset -c "${CORE:-0}" "$bin" --survey "$game" --timeout "$timeout" --memory "$memory" \
    --disk "$disk" --disk-dir "$dir" --resume "$records" || echo "settle-atlas: game $game: exit $?" >&2
done
go run ./scripts/packatlas -settle "$records"
