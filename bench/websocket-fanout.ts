/**
 * Chat over the websocket across two server processes on PostgreSQL and Redis: a thousand
 * signed-in clients spread over both, each chatting with a partner on the other process. Measures
 * deliveries a second at saturation, send → receive latency at a steady half of that rate,
 * messages lost or delivered twice (each is counted by its client id, never assumed), and a
 * reconnect storm caught up by `afterSeq`. Skipped, with the reason printed, when PostgreSQL or
 * Redis cannot be reached.
 */
import { randomBytes } from 'node:crypto';
import { WEBSOCKET_PATH } from '@mepm/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { embeddedBenchDatabase, postgresBenchDatabase } from './bench-database';
import { BenchClient } from './fanout/bench-client';
import { Ledger, type PhaseFigures } from './fanout/ledger';
import { prepareChatUsers } from './fanout/prepare';
import { reconnectStorm, type StormFigures } from './fanout/storm';
import { closedLoop, openLoop, type Pairing } from './fanout/traffic';
import { startServer, type RunningServer } from './server-process';

export interface FanoutOptions {
  /** Two processes on this PostgreSQL server and Redis; absent: one on the embedded database. */
  shared?: { serverUrl: string; redisUrl: string };
  /** The first server's port; the second listens on the next one. */
  port: number;
  clients: number;
  durationMs: number;
}

export interface FanoutFigures {
  clients: number;
  connectSeconds: number;
  saturation: PhaseFigures;
  steadyRate: number;
  steady: PhaseFigures;
  storm: StormFigures;
  /** Frames the servers refused, and frames for messages never sent (both must stay 0). */
  refusals: number;
  unexpected: number;
  /** The bench process's own CPU while it generated the load, in cores. */
  benchCpuCores: number;
}

/** Users who write to the dropped clients during the reconnect storm. */
const STORM_SENDERS = 50;
const MISSED_EACH = 2;
const CONNECT_BATCH = 100;

/** Why the bench cannot run here, or undefined when PostgreSQL and Redis both answer. */
export async function unreachable(
  serverUrl: string,
  redisUrl: string,
): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at ${new URL(serverUrl).host} not reachable (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error says why (refused, unknown host); the command's only that it closed.
  let cause: unknown;
  redis.on('error', (error: unknown) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${redisUrl} not reachable (${String(cause ?? error)})`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

export async function benchWebsocketFanout(options: FanoutOptions): Promise<FanoutFigures> {
  const { shared } = options;
  const database = shared ? await postgresBenchDatabase(shared.serverUrl) : embeddedBenchDatabase();
  const servers: RunningServer[] = [];
  const everyone: BenchClient[] = [];
  try {
    const people = await prepareChatUsers(database, options.clients + STORM_SENDERS);
    const env = {
      ...database.env,
      // An empty REDIS_URL keeps the one embedded process on its own channel.
      REDIS_URL: shared?.redisUrl ?? '',
      REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    };
    // Profiles of both servers, to find where the time goes (see the README).
    const profile = process.env.BENCH_PROFILE_DIR;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    for (const port of shared ? [options.port, options.port + 1] : [options.port]) {
      servers.push(await startServer({ ...env, PORT: String(port) }, nodeArgs));
    }
    const urls = servers.map(
      (server) => `${server.origin.replace(/^http/, 'ws')}${WEBSOCKET_PATH}`,
    );
    const ledger = new Ledger();
    // Even clients on the first server, odd on the second: partners are always apart.
    for (const [index, person] of people.entries()) {
      everyone.push(new BenchClient(person, urls[index % urls.length] ?? '', ledger));
    }
    const clients = everyone.slice(0, options.clients);
    const senders = everyone.slice(options.clients);

    const connecting = performance.now();
    for (let start = 0; start < everyone.length; start += CONNECT_BATCH) {
      await Promise.all(everyone.slice(start, start + CONNECT_BATCH).map((c) => c.connect()));
    }
    const connectSeconds = (performance.now() - connecting) / 1000;

    const pairing: Pairing = {
      clients,
      partnerOf: (index) => clients[index % 2 === 0 ? index + 1 : index - 1] as BenchClient,
    };
    const cpu = process.cpuUsage();
    const loadStarted = performance.now();

    const saturating = performance.now();
    await closedLoop(ledger, pairing, 'saturation', options.durationMs);
    const saturated = performance.now();
    await ledger.drain('saturation', 30_000);
    const saturation = ledger.figures('saturation', saturating, saturated);

    // Half the rate the servers sustained: the latency of a loaded system, not of a queue.
    const steadyRate = Math.max(10, Math.round(saturation.messagesPerSecond / 2));
    const steadyStart = performance.now();
    await openLoop(ledger, pairing, 'steady', steadyRate, options.durationMs);
    const steadyEnd = performance.now();
    await ledger.drain('steady', 30_000);
    const steady = ledger.figures('steady', steadyStart, steadyEnd);

    const used = process.cpuUsage(cpu);
    const benchCpuCores = (used.user + used.system) / 1000 / (performance.now() - loadStarted);

    const storm = await reconnectStorm(ledger, clients, senders, MISSED_EACH);
    return {
      clients: clients.length,
      connectSeconds,
      saturation,
      steadyRate,
      steady,
      storm,
      refusals: ledger.refusals.length,
      unexpected: ledger.unexpected,
      benchCpuCores,
    };
  } finally {
    for (const client of everyone) client.drop();
    for (const server of servers) await server.stop();
    await database.dispose();
  }
}

type Row = (name: string, value: string) => void;

export function printWebsocketFanout(row: Row, f: FanoutFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const losses = (p: PhaseFigures) =>
    `${p.lost} lost, ${p.duplicated} twice, ${p.unacknowledged} unacknowledged of ${p.sent}`;
  row(`${f.clients} clients connected and signed in`, `${f.connectSeconds.toFixed(1)} s`);
  row(
    'saturation: deliveries/s (messages/s)',
    `${f.saturation.deliveriesPerSecond.toFixed(0)} (${f.saturation.messagesPerSecond.toFixed(0)})`,
  );
  row(
    '  send → receive p50 / p99',
    `${ms(f.saturation.p50Ms)} / ${ms(f.saturation.p99Ms)}; ${losses(f.saturation)}`,
  );
  row(`steady ${f.steadyRate} messages/s: deliveries/s`, f.steady.deliveriesPerSecond.toFixed(0));
  row(
    '  send → receive p50 / p99',
    `${ms(f.steady.p50Ms)} / ${ms(f.steady.p99Ms)}; ${losses(f.steady)}`,
  );
  row(
    `reconnect storm: ${f.storm.dropped} back at once`,
    `all signed in after ${f.storm.signedInSeconds.toFixed(1)} s, caught up after ${f.storm.returnSeconds.toFixed(1)} s (p50 ${ms(f.storm.catchUpP50Ms)}, p99 ${ms(f.storm.catchUpP99Ms)})`,
  );
  row(
    '  missed while away → caught up',
    `${f.storm.missed} missed: ${f.storm.lost} lost, ${f.storm.duplicated} twice, ${f.storm.repeated} seen before`,
  );
  row('frames refused / unexpected', `${f.refusals} / ${f.unexpected}`);
  row('the load generator’s own CPU', `${f.benchCpuCores.toFixed(2)} cores`);
}

/**
 * The bench on the PostgreSQL server and Redis that `DATABASE_URL` and `REDIS_URL` name (the
 * machine's by default), or the printed reason it cannot run; with `BENCH_CHAT_DATABASE=embedded`
 * one process on a fresh embedded database instead. `BENCH_CHAT_CLIENTS` sizes it.
 */
export async function measureWebsocketFanout(row: Row, port: number, durationMs: number) {
  const clients = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
  if (process.env.BENCH_CHAT_DATABASE === 'embedded') {
    return printWebsocketFanout(row, await benchWebsocketFanout({ port, clients, durationMs }));
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const reason = await unreachable(serverUrl, redisUrl);
  if (reason !== undefined) return row('not measured', reason);
  const figures = await benchWebsocketFanout({
    shared: { serverUrl, redisUrl },
    port,
    clients,
    durationMs,
  });
  printWebsocketFanout(row, figures);
}
