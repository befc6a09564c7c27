/**
 * `npm start` runs the server as an esbuild bundle (scripts/start.mjs), not the sources the
 * other tests load through tsx: this is the test of what users run. It serves sign-in, and after
 * kill -9 it starts again on the same data folder with what it had acknowledged.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { OAUTH, SERVICE } from '@mepm/contract';
import { md5Hex } from '../../src/plugins/auth/passwords';
import { exited } from '../support/data-dir-holder';
import { initialisedDataDir, type ScratchDataDir } from '../support/embedded-data-dir';

const launcher = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
const PASSWORD = 'Launch1234';

let scratch: ScratchDataDir;
before(async () => {
  scratch = await initialisedDataDir();
});
after(() => scratch.remove());

interface Launched {
  child: ChildProcess;
  origin: string;
}

/** Starts the launcher on a free port and resolves once the server listens. */
function launch(): Promise<Launched> {
  const child = spawn(process.execPath, [launcher], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: scratch.dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'info',
      // The embedded database whatever the suite runs on: the restart is about its data folder.
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const origin = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
      if (origin !== undefined) resolve({ child, origin });
    });
  });
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}${OAUTH.login}`, {
    method: 'POST',
    body: new URLSearchParams({
      account: 'admin',
      password: md5Hex(PASSWORD),
      loginType: 'account',
      client_id: 'admin',
      client_secret: '123456',
      scope: 'all',
      grant_type: 'password',
    }),
  });
  const envelope = (await response.json()) as { code: number; data: { token: string } };
  assert.equal(envelope.code, 200);
  return envelope.data.token;
}

async function currentUserCode(origin: string, token: string): Promise<number> {
  const response = await fetch(`${origin}${OAUTH.currentUser}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { code: number }).code;
}

test('the bundled server serves sign-in, and after kill -9 starts again with its sessions', async () => {
  const first = await launch();
  let token: string;
  try {
    assert.equal((await fetch(`${first.origin}${SERVICE.health}`)).status, 200);
    token = await signIn(first.origin);
    assert.equal(await currentUserCode(first.origin, token), 200);
    // Set up while the database was opening, the routes describe it once open.
    const about = await fetch(`${first.origin}${SERVICE.about}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await about.json()) as { data: { database: string } };
    assert.match(data.database, /^Embedded PostgreSQL \d+\.\d+ \(PGlite [\d.]+\), /);
  } finally {
    first.child.kill('SIGKILL');
    await exited(first.child);
  }

  const second = await launch();
  try {
    assert.equal(await currentUserCode(second.origin, token), 200, 'the session survived');
  } finally {
    second.child.kill('SIGTERM');
    await exited(second.child);
  }
  assert.equal(second.child.exitCode, 0, 'SIGTERM stops it cleanly');
});
