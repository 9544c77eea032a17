#!/usr/bin/env bash
# Submits a survey of games RANGE as a Slurm job array of SHARDS tasks (one
# shard each, --shard K/SHARDS), then a job that merges the shards into
# OUT/survey.json once every task has ended well. OUT must be a directory
# every node sees. Slurm refuses arrays past MaxArraySize (1,001 tasks by
# default: indices 0..1000), so SHARDS is at most 1,000 unless the cluster
# allows more; a shard of a big range is a long task, which --resume lets be
# requeued without losing what it did.
# Usage: scripts/slurm/submit.sh FREECELL RANGE SHARDS OUT [SURVEY OPTIONS...]
#   e.g. scripts/slurm/submit.sh ./freecell 1-8589934591 1000 /shared/atlas --down-to 3
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: scripts/slurm/submit.sh FREECELL RANGE SHARDS OUT [SURVEY OPTIONS...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
freecell=$(realpath "$1") range=$2 shards=$3 out=$(realpath -m "$4")
shift 4
mkdir -p "$out"
array=$(FREECELL=$freecell RANGE=$range SHARDS=$shards OUT=$out SURVEY_ARGS="$*" \
  sbatch --parsable --export=ALL --array="0-$((shards - 1))" --output="$out/task-%a.log" "$here/survey-shard.sbatch")
merge=$(sbatch --parsable --dependency="afterok:$array" --output="$out/merge.log" \
  --wrap="'$here/merge.sh' '$out' '$out/survey.json'")
echo "array job $array ($shards tasks), merge job $merge: $out/survey.json"
