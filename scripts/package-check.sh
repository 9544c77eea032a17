#!/usr/bin/env bash
# package-check.sh: what a release makes, met as a user meets it. It makes a
# snapshot (scripts/release-snapshot.sh; SKIP_SNAPSHOT=1 uses dist/ as it
# is), then, as root on a Debian-like machine:
#   - installs the .deb with dpkg -i and checks that freecell --version names
#     the snapshot, man -w finds the page, bash completes `freecell --fo` from
#     the installed file, zsh and fish load theirs, and the systemd unit
#     passes systemd-analyze verify (where systemd is installed) and is not
#     enabled, and that the manual (docs/*.md) is in /usr/share/doc/freecell;
#     the page's footer names the snapshot and THIRD_PARTY_NOTICES is
#     installed; the removal script runs as an upgrade runs it;
#   - removes the package and checks that none of its files is left;
#   - unpacks the linux/amd64 archive in a clean folder and runs it in tmux:
#     deal 617 is on screen.
# It installs what it needs (man-db, bash-completion, zsh, fish, tmux). It
# takes longer than .ci/run's budget allows (building goreleaser alone is 10
# minutes on one core), hence a script of its own: docs/development.md.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "package-check: FAIL: $*" >&2; exit 1; }
ok() { echo "package-check: ok: $*"; }

[ "$(id -u)" = 0 ] || fail "dpkg -i needs root: run it as root (in a VM or container you can spoil)"
command -v dpkg >/dev/null || fail "no dpkg: a Debian-like machine is needed"

need=()
for tool in man:man-db tmux:tmux zsh:zsh fish:fish; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
[ -f /usr/share/bash-completion/bash_completion ] || need+=(bash-completion)
if [ ${#need[@]} -gt 0 ]; then
  echo "package-check: installing ${need[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ "${SKIP_SNAPSHOT:-}" != 1 ]; then
  scripts/release-snapshot.sh
fi

arch=$(dpkg --print-architecture)
deb=$(ls dist/freecell_*_"$arch".deb 2>/dev/null | head -1)
[ -n "$deb" ] || fail "no .deb for $arch in dist/"
version=$(dpkg-deb -f "$deb" Version | tr '~' -) # the .deb's 1.2.4~snapshot is the binary's 1.2.4-snapshot
mapfile -t files < <(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ {sub(/^\./, "", $6); print $6}')
for f in "${files[@]}"; do
  [ ! -e "$f" ] || fail "$f is there before the package is installed: remove it first"
done
new_dirs=() # the folders the package makes: dpkg -r must take them away again
while read -r dir; do
  [ -e "$dir" ] || new_dirs+=("$dir")
done < <(dpkg-deb -c "$deb" | awk '$1 ~ /^d/ {sub(/^\./, "", $6); sub(/\/$/, "", $6); if ($6 != "") print $6}')

dpkg -i "$deb" >/dev/null
trap 'dpkg -r freecell >/dev/null 2>&1 || true' EXIT
ok "installed $deb"

got=$(freecell --version)
case "$got" in
  "freecell version v$version ("*) ok "freecell --version: $got" ;;
  *) fail "freecell --version says '$got', not the snapshot v$version" ;;
esac
[ "$(command -v freecell)" = /usr/bin/freecell ] || fail "freecell is $(command -v freecell), not /usr/bin/freecell"

page=$(man -w freecell) || fail "man -w freecell finds no page"
[ "$page" = /usr/share/man/man1/freecell.1.gz ] || fail "man -w freecell: $page"
man freecell 2>/dev/null | grep -q "ENVIRONMENT" || fail "the page has no ENVIRONMENT section"
man freecell 2>/dev/null | tail -1 | grep -q "freecell $version" || fail "the page's footer does not name freecell $version: $(man freecell 2>/dev/null | tail -1)"
ok "man -w freecell: $page"

completed=$(bash --norc --noprofile -c '
  source /usr/share/bash-completion/bash_completion
  COMP_LINE="freecell --fo"; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(freecell --fo); COMP_CWORD=1
  if declare -F _comp_load >/dev/null; then _comp_load freecell; else __load_completion freecell; fi
  fn=$(complete -p freecell | sed -n "s/.*-F \([^ ]*\) .*/\1/p")
  [ -n "$fn" ] || exit 1
  "$fn" freecell --fo freecell
  printf "%s\n" "${COMPREPLY[@]}"')
grep -qx -- "--format" <<<"$completed" || fail "bash completes 'freecell --fo' to: $completed"
ok "bash completes freecell --fo: $(tr '\n' ' ' <<<"$completed")"

zsh_loaded=$(zsh -c 'autoload -Uz compinit; compinit -u -D; print -r -- ${_comps[freecell]}')
[ "$zsh_loaded" = _freecell ] || fail "zsh does not load _freecell (it has '$zsh_loaded')"
ok "zsh loads _freecell"

fish_home=$(mktemp -d) # a user's fish with nothing of its own (fish 3.6's --no-config loads no completions at all)
fish_completed=$(HOME=$fish_home XDG_CONFIG_HOME=$fish_home/.config fish -c 'complete -C "freecell --fo"')
rm -rf "$fish_home"
grep -q -- "^--format" <<<"$fish_completed" || fail "fish completes 'freecell --fo' to: $fish_completed"
ok "fish completes freecell --fo"

for doc in docs/*.md; do # the manual the README and --help point at
  [ -f "/usr/share/doc/freecell/$doc" ] || fail "the package lacks /usr/share/doc/freecell/$doc"
done
for f in docs/freecell.service ARCHITECTURE.md; do # the manual's links to them resolve
  [ -f "/usr/share/doc/freecell/$f" ] || fail "the package lacks /usr/share/doc/freecell/$f"
done
ok "the manual is in /usr/share/doc/freecell/docs"
grep -q "^charm.land/bubbletea/v2 " /usr/share/doc/freecell/THIRD_PARTY_NOTICES || fail "no THIRD_PARTY_NOTICES naming the modules in /usr/share/doc/freecell"
ok "the modules' licences are in /usr/share/doc/freecell/THIRD_PARTY_NOTICES"

unit=/usr/lib/systemd/system/freecell.service
[ -f "$unit" ] || fail "no $unit"
if command -v systemd-analyze >/dev/null; then # it verifies a unit offline too, its ExecStart included
  systemd-analyze verify "$unit" || fail "systemd-analyze verify $unit"
  ok "systemd-analyze verify $unit"
else
  echo "package-check: no systemd here: the unit is not verified"
fi
! systemctl is-enabled freecell >/dev/null 2>&1 || fail "the package enabled the unit"
sh /var/lib/dpkg/info/freecell.prerm upgrade || fail "the removal script fails as an upgrade runs it"

dpkg -r freecell >/dev/null
trap - EXIT
for f in "${files[@]}"; do
  [ ! -e "$f" ] || fail "$f is left after dpkg -r"
done
for dir in "${new_dirs[@]}"; do
  [ ! -e "$dir" ] || fail "the folder $dir is left after dpkg -r"
done
! command -v freecell >/dev/null || fail "freecell is still on PATH after dpkg -r"
ok "removed: none of its ${#files[@]} files is left, nor a folder it made (${#new_dirs[@]})"

archive=$(ls dist/freecell_*_linux_amd64.tar.gz | head -1)
clean=$(mktemp -d)
trap 'rm -rf "$clean"; tmux -L package-check kill-server 2>/dev/null || true' EXIT
tar -xzf "$archive" -C "$clean"
for f in freecell README.md ARCHITECTURE.md LICENSE THIRD_PARTY_NOTICES manpages/freecell.1 completions/freecell.bash completions/_freecell completions/freecell.fish docs/*.md docs/freecell.service; do
  [ -f "$clean/$f" ] || fail "$archive lacks $f"
done
mkdir -p "$clean/home"
tmux -L package-check new-session -d -s check -x 80 -y 24 \
  "cd '$clean' && HOME='$clean/home' XDG_STATE_HOME='$clean/home/state' XDG_CONFIG_HOME='$clean/home/config' ./freecell 617"
for _ in $(seq 50); do
  sleep 0.2
  screen=$(tmux -L package-check capture-pane -p -t check 2>/dev/null || true)
  grep -q "FreeCell #617" <<<"$screen" && break
done
grep -q "FreeCell #617" <<<"$screen" || fail "the archive's freecell did not show deal 617:
$screen"
ok "the archive's freecell shows deal 617 from a clean folder:"
head -8 <<<"$screen"
echo "package-check: all checks passed for $version"
