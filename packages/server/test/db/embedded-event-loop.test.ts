import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database';
import {
  initialisedDataDir,
  recordingLogger,
  type ScratchDataDir,
} from '../support/embedded-data-dir';

let scratch: ScratchDataDir;
let handle: DatabaseHandle;
before(async () => {
  scratch = await initialisedDataDir();
  handle = await openDatabase({ dataDir: scratch.dataDir, logger: recordingLogger() });
});
after(async () => {
  await handle.close();
  await scratch.remove();
});

test('a slow query on the embedded database does not freeze the event loop', async (t) => {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/health' ? 200 : 404).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // The first request pays for compiling the HTTP paths; that is not what is measured here.
    await timeHealth(port);
    const started = Date.now();
    let running = true;
    const slow = handle.pool.query('select pg_sleep(1.2)').finally(() => (running = false));

    const latencies: number[] = [];
    while (running) {
      latencies.push(await timeHealth(port));
      await sleep(20);
    }
    await slow;
    const queryMs = Date.now() - started;
    const slowest = Math.max(...latencies);
    const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0;
    t.diagnostic(
      `query ${queryMs} ms; /health answered ${latencies.length} times meanwhile, median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
    );
    assert.ok(queryMs >= 1000, `the query ran ${queryMs} ms`);
    // About 50 fit in the query on an idle machine, ten on a loaded one; a frozen loop answers one.
    assert.ok(latencies.length >= 10, `only ${latencies.length} health checks during the query`);
    // A frozen event loop would hold a check for the whole query (over 1000 ms). How fast the
    // other checks answer depends on the machine's load (CI runs this beside a browser suite), so
    // the bound is what tells a running loop from a frozen one: no check near the query's length.
    assert.ok(
      slowest < queryMs / 3,
      `a health check took ${slowest.toFixed(1)} ms of the query's ${queryMs} ms`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

function timeHealth(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
      assert.equal(res.statusCode, 200);
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}
