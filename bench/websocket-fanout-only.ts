/**
 * `npx tsx bench/websocket-fanout-only.ts`: the websocket part of `npm run bench` alone, on the
 * PostgreSQL server and Redis that `DATABASE_URL` and `REDIS_URL` name (the machine's by
 * default). `BENCH_CHAT_CLIENTS` (1000) and `BENCH_SECONDS` (8) size it.
 */
import { benchWebsocketFanout, printWebsocketFanout, unreachable } from './websocket-fanout';

const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

async function main(): Promise<void> {
  console.log('Chat over the websocket, two server processes on PostgreSQL and Redis');
  const reason = await unreachable(serverUrl, redisUrl);
  if (reason !== undefined) return row('not measured', reason);
  const figures = await benchWebsocketFanout({
    serverUrl,
    redisUrl,
    port: Number(process.env.BENCH_PORT ?? 3199),
    clients: Number(process.env.BENCH_CHAT_CLIENTS ?? 1000),
    durationMs: Number(process.env.BENCH_SECONDS ?? 8) * 1000,
  });
  printWebsocketFanout(row, figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
