#!/usr/bin/env bash
# The browser tests drive Debian's chromium (a browser download by the test tool is not possible
# on machines without internet access). Install it when it is missing and we may, with a Chinese
# font: menu titles are Chinese, and without one their width (line wraps, overflow) is not the
# users'.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
has_chinese_font() {
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh)" ]
}
if [ -x "$CHROMIUM" ] && has_chinese_font; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need chromium at $CHROMIUM and a Chinese font. Install them (Debian: apt-get install -y chromium fonts-wqy-zenhei) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing chromium and a Chinese font for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-wqy-zenhei >/dev/null
"$CHROMIUM" --version
