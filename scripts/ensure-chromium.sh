#!/usr/bin/env bash
# The browser tests drive Debian's chromium (a browser download by the test tool is not possible
# on machines without internet access). Install it when it is missing and we may.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need chromium at $CHROMIUM. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
