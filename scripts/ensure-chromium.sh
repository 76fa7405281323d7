#!/usr/bin/env bash
# The end-to-end tests and Lighthouse drive Debian's Chromium (Playwright cannot download its own browser
# here), and they measure and check the Japanese pages as a Japanese visitor's phone shows them: with a
# Japanese font (without one, every character goes through the font fallback and renders as a box).
# Installs what is missing with apt when running as root; otherwise says how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
has_japanese_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=ja 2>/dev/null)" ]; }

missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
has_japanese_font || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! has_japanese_font; then
  echo "No Japanese font: the Japanese pages will be measured with boxes for their characters (Debian/Ubuntu: sudo apt-get install fonts-noto-cjk)." >&2
fi
[ -x "$CHROMIUM" ] && exit 0
echo "The end-to-end tests need Chromium at $CHROMIUM." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
