import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { E2E } from './support/env';

/**
 * The browser suite: Debian's chromium against the real server, which serves the built shell and
 * host demo on one port from a fresh embedded database. `npm run e2e` builds first.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits that catch a hang, not a slow machine: CI's two cores also run the server suite on
  // PostgreSQL beside this one, and there a test takes two to three times what it takes alone.
  // A passing test never waits for them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: E2E.remoteOrigin,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `bash ${path.join(__dirname, 'support', 'start-server.sh')}`,
    url: `${E2E.remoteOrigin}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E.dataDir,
      ADMIN_PASSWORD: E2E.adminPassword,
      SMS_OUTBOX: E2E.smsOutbox,
      HOST_ORIGINS: E2E.hostOrigin,
      LOG_LEVEL: 'warn',
    },
  },
});
