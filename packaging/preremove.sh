#!/bin/sh
# Run by the package manager before freecell's package is removed. The
# server's systemd unit, if it was enabled or is running, is stopped and
# disabled, so that no unit is left naming a binary that is gone; its state
# (/var/lib/freecell: the host key, the players' games) stays. An upgrade
# leaves the server alone: dpkg says "upgrade" and rpm 1 where a removal
# says "remove" and 0; apk runs this on removal alone.
set -e
case "${1:-remove}" in
remove | 0 | [0-9]*.*) ;;
*) exit 0 ;;
esac
if [ -d /run/systemd/system ] && command -v systemctl >/dev/null 2>&1; then
	systemctl disable --now freecell.service >/dev/null 2>&1 || true
fi
