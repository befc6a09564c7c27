import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3123);
const tmp = path.join(__dirname, '..', '.tmp');

/**
 * One server, two origins: the shell is served from 127.0.0.1 and the host demo is opened from
 * localhost, so every embedding test crosses origins the way a corporate portal does.
 */
export const E2E = {
  port,
  remoteOrigin: `http://127.0.0.1:${port}`,
  hostOrigin: `http://localhost:${port}`,
  tmp,
  dataDir: path.join(tmp, 'data'),
  smsOutbox: path.join(tmp, 'sms-outbox.jsonl'),
  adminAccount: 'admin',
  adminPassword: 'Admin1234',
} as const;
