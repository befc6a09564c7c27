#!/usr/bin/env bash
# Starts the product server for the browser suite on a brand-new embedded database.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$here/../.tmp"
mkdir -p "$here/../.tmp"
cd "$here/../../packages/server"
exec npx tsx src/main.ts
