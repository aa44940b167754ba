#!/usr/bin/env bash
# Installs the system programs the test suite drives: Debian's Chromium (Playwright, Storybook tests,
# Lighthouse) and nginx (the deploy config is tested on loopback). Both are skipped when present, so
# running this on a prepared machine is a no-op. Needs root or sudo on Debian/Ubuntu.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)

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
