#!/usr/bin/env bash
# Makes the atlas freecell embeds:
#   1. surveys deals FIRST..LAST in full (freecell --survey, on every core,
#      resumable) into SURVEY and packs them into atlas/data/atlas.bin;
#   2. surveys deals 1..CELLS_LAST cheaply (--down-to 3: whether three free
#      cells suffice) into CELLS and packs them into atlas/data/cells3.bin.
# Run it again after a stop: --resume goes on where each survey stopped. Step 1
# takes hours for 1..32,000 (deals that need few free cells take long proofs,
# a few of them minutes); step 2 about an hour for the million on two cores.
# Usage: scripts/atlas.sh SURVEY CELLS [FIRST [LAST [CELLS_LAST]]]
#   (default 1 32000 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: scripts/atlas.sh SURVEY CELLS [FIRST [LAST [CELLS_LAST]]]" >&2; exit 2; }
survey=$1 cells=$2
first=${3:-1} last=${4:-32000} cells_last=${5:-1000000}
bin="${TMPDIR:-/tmp}/freecell-atlas"
go build -o "$bin" .
"$bin" --survey "$first-$last" --resume "$survey"
go run ./scripts/packatlas -first "$first" -last "$last" -out atlas/data/atlas.bin "$survey"
"$bin" --survey "1-$cells_last" --down-to 3 --resume "$cells"
go run ./scripts/packatlas -cells -first 1 -last "$cells_last" -out atlas/data/cells3.bin "$cells"
