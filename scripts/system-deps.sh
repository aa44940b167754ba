#!/usr/bin/env bash
# Installs the system programs the test suite drives: Debian's Chromium (Playwright, Storybook tests,
# Lighthouse), nginx with the two modules deploy/nginx.conf uses (headers-more, brotli_static; the deploy
# config is tested on loopback over TLS) and openssl (which makes the test's throwaway certificate).
# Each is skipped when present, so running this on a prepared machine is a no-op. Needs root or sudo
# on Debian/Ubuntu.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
nginx_module() { [ -e "/usr/lib/nginx/modules/$1" ] || [ -e "/usr/share/nginx/modules/$1" ]; }
nginx_module ngx_http_headers_more_filter_module.so || missing+=(libnginx-mod-http-headers-more-filter)
nginx_module ngx_http_brotli_static_module.so || missing+=(libnginx-mod-http-brotli-static)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install: ${missing[*]} (this script only knows apt-get)" >&2
  exit 1
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi

echo "Installing ${missing[*]} from the distribution's packages..."
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
