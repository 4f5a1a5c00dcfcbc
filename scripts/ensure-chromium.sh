#!/usr/bin/env bash
# Makes sure the two Chromium builds the tests use exist (README "Tests"), and installs Debian's
# package for a missing one when we are root:
# - the browser, `$CHROME_PATH` or /usr/bin/chromium (package `chromium`): Lighthouse and the
#   brand images, which measure or draw the page as Chrome shows it;
# - its headless shell, `$HEADLESS_SHELL_PATH` or /usr/bin/chromium-headless-shell (package
#   `chromium-headless-shell`, the same version): Playwright, whose default Chromium for headless
#   runs it is (docs/decisions/029).
# Browser downloads (npx playwright install) are not possible on this network
# (docs/toolchain.md "Browsers").
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
SHELL_BINARY="${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"

missing=()
[ -x "$CHROME" ] || missing+=(chromium)
[ -x "$SHELL_BINARY" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's ${missing[*]}..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "ensure-chromium: missing ${missing[*]} ($CHROME, $SHELL_BINARY). Install them (Debian: apt-get install ${missing[*]}) or set CHROME_PATH and HEADLESS_SHELL_PATH." >&2
exit 1
