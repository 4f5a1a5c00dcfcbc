#!/usr/bin/env bash
# Makes sure Debian's nginx and its brotli static module exist (docs/how-to/deploy.md; used by
# `npm run serve:nginx`, the e2e suite and Lighthouse CI). Installs them with apt-get when they are
# missing and we are root; otherwise says what to install.
set -euo pipefail
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if command -v nginx >/dev/null 2>&1 && [ -f "$BROTLI_MODULE" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: installing Debian's nginx and brotli static module..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "ensure-nginx: nginx with the brotli static module is required (Debian: apt-get install nginx libnginx-mod-http-brotli-static)." >&2
exit 1
