import { defineConfig } from '@playwright/test';
import path from 'node:path';
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
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.remoteOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags chromium keeps dialling out on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
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
