#!/usr/bin/env bash
# Surveys deals FIRST..LAST (freecell --survey, on every core, resumable) into
# SURVEY, then packs the records into atlas/data/atlas.bin, the atlas freecell
# embeds. Run it again after a stop: --resume goes on where the survey
# stopped. 1..32,000 takes about two hours on two cores (the deals that need
# few free cells take long proofs: a few take a minute or more).
# Usage: scripts/atlas.sh SURVEY [FIRST [LAST]]   (default 1 32000)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/atlas.sh SURVEY [FIRST [LAST]]" >&2; exit 2; }
survey=$1
first=${2:-1}
last=${3:-32000}
go build -o "${TMPDIR:-/tmp}/freecell-atlas" .
"${TMPDIR:-/tmp}/freecell-atlas" --survey "$first-$last" --resume "$survey"
go run ./scripts/packatlas -first "$first" -last "$last" "$survey"
