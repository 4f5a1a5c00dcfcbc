#!/usr/bin/env bash
# Serves a build with Debian's nginx and the configuration generated from deploy/policy.ts
# (docs/decisions/008; docs/how-to/deploy.md), in the foreground, on loopback only.
# Environment: PORT (default 8080), BUILD_DIR (default build). Installs nginx and its brotli static
# module when they are missing and it can (scripts/ensure-nginx.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8080}"
BUILD_DIR="${BUILD_DIR:-build}"
ROOT="$(pwd)/$BUILD_DIR/client"
SITE_CONF="$(pwd)/$BUILD_DIR/nginx/site.conf"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if [ ! -f "$SITE_CONF" ]; then
  echo "serve:nginx: $SITE_CONF is missing; run npm run build first (BUILD_DIR=$BUILD_DIR)." >&2
  exit 1
fi
bash scripts/ensure-nginx.sh

# A private prefix: no system configuration, pid file or log directory is touched.
RUN_DIR="$(mktemp -d /tmp/rrr-nginx.XXXXXX)"
trap 'rm -rf "$RUN_DIR"' EXIT
cat > "$RUN_DIR/nginx.conf" <<CONF
load_module $BROTLI_MODULE;
daemon off;
worker_processes 1;
pid $RUN_DIR/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path $RUN_DIR/body;
  proxy_temp_path $RUN_DIR/proxy;
  fastcgi_temp_path $RUN_DIR/fastcgi;
  uwsgi_temp_path $RUN_DIR/uwsgi;
  scgi_temp_path $RUN_DIR/scgi;
  server {
    listen 127.0.0.1:$PORT;
    root $ROOT;
    include $SITE_CONF;
  }
}
CONF
nginx -t -q -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf"
echo "Serving $ROOT with nginx on http://127.0.0.1:$PORT/ (Ctrl+C to stop)"
nginx -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" &
NGINX_PID=$!
trap 'kill "$NGINX_PID" 2>/dev/null; wait "$NGINX_PID" 2>/dev/null; rm -rf "$RUN_DIR"' EXIT INT TERM
wait "$NGINX_PID"
