import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MONITOR_PAGE, SYSTEM_MONITOR, type MonitorReading } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

describe('server monitor', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('reads real figures in sane ranges', async () => {
    const first = await call(h.app, 'GET', SYSTEM_MONITOR.one, { token });
    assert.equal(first.statusCode, 200, first.body);
    const reading = envelope<MonitorReading>(
      await call(h.app, 'GET', SYSTEM_MONITOR.one, { token }),
    ).data;
    const { cpu, memory, node, database, disk, uptime } = reading;
    assert.ok(cpu.usage >= 0 && cpu.usage <= 100, `cpu ${cpu.usage}`);
    assert.ok(cpu.cores >= 1 && cpu.cores <= 1024);
    assert.ok(memory.total > 64 * 2 ** 20 && memory.used > 0 && memory.used <= memory.total);
    assert.equal(reading.loadAverage.length, 3);
    assert.ok(reading.loadAverage.every((load) => load >= 0));
    assert.ok(
      node.heapUsed > 0 && node.heapUsed <= node.heapTotal && node.heapTotal <= node.heapLimit,
    );
    assert.ok(node.rss >= node.heapUsed);
    assert.match(node.version, /^v\d+\./);
    const loop = node.eventLoopDelay;
    assert.ok(loop.mean >= 0 && loop.p99 >= 0 && loop.max >= loop.p99 - 0.01 && loop.max < 60_000);
    assert.equal(database.kind, process.env.DATABASE_URL ? 'postgres' : 'embedded');
    assert.ok(database.sizeBytes > 1_000_000, `database ${database.sizeBytes} bytes`);
    assert.match(database.version, /^\d+/);
    if (process.env.DATABASE_URL) assert.ok((database.connections ?? 0) >= 1);
    else assert.equal(database.connections, null);
    assert.ok(database.poolTotal >= 1);
    assert.ok(disk === null || (disk.total > 0 && disk.free >= 0 && disk.free <= disk.total));
    assert.ok(uptime.system > 0 && uptime.process > 0 && uptime.process <= uptime.system + 1);
    assert.ok(Math.abs(reading.time - Date.now()) < 10_000);
  });

  it('sees CPU work done between two readings', async () => {
    await call(h.app, 'GET', SYSTEM_MONITOR.one, { token });
    const until = Date.now() + 300;
    while (Date.now() < until) Math.sqrt(Math.random());
    const reading = envelope<MonitorReading>(
      await call(h.app, 'GET', SYSTEM_MONITOR.one, { token }),
    ).data;
    // One busy core of the machine's cores, at least in part.
    assert.ok(reading.cpu.usage > 0, `cpu ${reading.cpu.usage}`);
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'monitor',
        permission: { menu: MONITOR_PAGE },
        request: () => ({ method: 'GET', url: SYSTEM_MONITOR.one }),
      },
    ],
  );
});
