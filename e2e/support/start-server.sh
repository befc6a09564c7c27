#!/usr/bin/env bash
# Starts the product server for the browser suite on a brand-new embedded database.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$here/../.tmp"
mkdir -p "$here/../.tmp"
cd "$here/../../packages/server"
# As `npm start` runs it (bundled), in one process, so the test runner's stop signal reaches the
# server itself (through npm it could leave an orphaned server holding the port).
exec node scripts/start.mjs
