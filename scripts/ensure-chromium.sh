#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
# Installs it with apt when running as root; otherwise says how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The end-to-end tests need Chromium at $CHROMIUM." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
