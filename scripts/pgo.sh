#!/usr/bin/env bash
# Rebuilds default.pgo, the CPU profile the Go compiler uses to optimise the main
# package (go build and go run . pick it up by themselves): the solver's benchmarks
# of fast mode over games 1..1000, of the default mode on game 617 and of its beam on games 1..20,
# and a cheap survey's few-cell verdicts and twin-class proofs (FewCellsVerdicts, Twin*). Run it after
# changing the solver's hot paths; a stale profile still builds, only less well tuned.
set -euo pipefail
cd "$(dirname "$0")/.."
go test -run XXX -bench 'FastRange|Solve617|Beam$|FewCellsVerdicts|TwinProof|TwinOn882572' -benchtime 10x -cpuprofile "$PWD/default.pgo" ./solver > /dev/null
rm -f solver/solver.test
echo "default.pgo: $(wc -c < default.pgo) bytes"
