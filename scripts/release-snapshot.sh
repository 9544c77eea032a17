#!/usr/bin/env bash
# release-snapshot.sh: a release as a tag makes one (.goreleaser.yaml), as a
# snapshot: archives, .deb/.rpm/.apk packages, checksums and SBOMs in dist/,
# nothing published and nothing signed (no key here). It prints what it made.
#
# goreleaser and syft are built from their modules (tools/go.mod,
# tools/syft/go.mod: pinned, and kept out of the game's go.mod) into
# ${FREECELL_TOOLS:-~/.cache/freecell-tools}, once a version, and the time
# each took is said. Measured on one core, cold caches: goreleaser 10 min 11 s
# to build (and 2 min 27 s to fetch its modules), syft 7 min 34 s (2 min 12 s):
# too long for .ci/run, so the package check is a script of its own
# (scripts/package-check.sh; docs/development.md).
set -euo pipefail
cd "$(dirname "$0")/.."

tools=${FREECELL_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/freecell-tools}
goreleaser_version=$(cd tools && go list -m -f '{{.Version}}' github.com/goreleaser/goreleaser/v2)
syft_version=$(cd tools/syft && go list -m -f '{{.Version}}' github.com/anchore/syft)
goreleaser=$tools/goreleaser-$goreleaser_version
syft_dir=$tools/syft-$syft_version

# build DIR PACKAGE BINARY: the tool, unless built already.
build() {
  if [ -x "$3" ]; then
    return
  fi
  echo "release-snapshot: building $2 (once)"
  local start=$SECONDS
  mkdir -p "$(dirname "$3")"
  (cd "$1" && go build -trimpath -o "$3.partial" "$2")
  mv "$3.partial" "$3"
  echo "release-snapshot: built $(basename "$3") in $((SECONDS - start)) s"
}
build tools github.com/goreleaser/goreleaser/v2 "$goreleaser"
build tools/syft github.com/anchore/syft/cmd/syft "$syft_dir/syft"

# What is committed is what a tag releases: the snapshot is made in a clone
# (which also gives goreleaser the remote it reads the commit with).
[ -z "$(git status --porcelain --untracked-files=no)" ] ||
  echo "release-snapshot: changes not committed are left out: the snapshot is of $(git rev-parse --short HEAD)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$PWD" "$work/freecell"

export PATH=$syft_dir:$PATH # goreleaser's sboms run syft
start=$SECONDS
(cd "$work/freecell" && "$goreleaser" release --snapshot --clean --skip=sign,publish,announce)
rm -rf dist && mv "$work/freecell/dist" dist
echo "release-snapshot: made in $((SECONDS - start)) s, in dist/:"
(cd dist && find . -maxdepth 1 -type f \( -name '*.tar.gz' -o -name '*.zip' -o -name '*.deb' -o -name '*.rpm' -o -name '*.apk' -o -name '*.sbom.json' -o -name checksums.txt \) -printf '%10s  %f\n' | sort -k2)
