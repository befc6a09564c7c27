#!/usr/bin/env bash
# Starts the product server for the browser suite on a brand-new embedded database.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$here/../.tmp"
mkdir -p "$here/../.tmp"
cd "$here/../../packages/server"
# One process, so the test runner's stop signal reaches the server itself (through npx and the
# tsx wrapper it could leave an orphaned server holding the port).
exec node --import tsx src/main.ts
