#!/usr/bin/env bash
# Makes sure a Chromium for Playwright and Lighthouse exists (README "Tests"): uses $CHROME_PATH
# or /usr/bin/chromium, and installs Debian's package when it is missing and we are root.
# Browser downloads (npx playwright install) are not possible on this network
# (docs/toolchain.md "Browsers").
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROME is missing; installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "ensure-chromium: no Chromium at $CHROME. Install one (Debian: apt-get install chromium) or set CHROME_PATH." >&2
exit 1
