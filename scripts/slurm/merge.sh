#!/usr/bin/env bash
# Merges a survey's shards (OUT/shard-*.json) into one file in game order, as
# one process would have written it: MERGED. With --facts, the time each game
# took is left out, so that two surveys' facts compare byte for byte.
# Usage: scripts/slurm/merge.sh [--facts] OUT MERGED
set -euo pipefail
facts=0
if [ "${1:-}" = --facts ]; then facts=1; shift; fi
[ $# -eq 2 ] || { echo "usage: scripts/slurm/merge.sh [--facts] OUT MERGED" >&2; exit 2; }
out=$1 merged=$2
cat "$out"/shard-*.json |
  awk -F'[:,]' -v facts="$facts" '{ line = $0; if (facts) sub(/,"timing":\{[^}]*\}\}$/, "}", line); print $2 "\t" line }' |
  sort -s -n -k1,1 | cut -f2- > "$merged"
echo "$merged: $(wc -l < "$merged") games"
