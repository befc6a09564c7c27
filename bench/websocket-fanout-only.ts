/**
 * `npx tsx bench/websocket-fanout-only.ts`: the websocket part of `npm run bench` alone, on the
 * PostgreSQL server and Redis that `DATABASE_URL` and `REDIS_URL` name (the machine's by
 * default), or with `BENCH_CHAT_DATABASE=embedded` one process on the embedded database.
 * `BENCH_CHAT_CLIENTS` (1000) and `BENCH_SECONDS` (8) size it.
 */
import { measureWebsocketFanout } from './websocket-fanout';

const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

console.log(
  process.env.BENCH_CHAT_DATABASE === 'embedded'
    ? 'Chat over the websocket, one server process on the embedded database'
    : 'Chat over the websocket, two server processes on PostgreSQL and Redis',
);
measureWebsocketFanout(
  row,
  Number(process.env.BENCH_PORT ?? 3199),
  Number(process.env.BENCH_SECONDS ?? 8) * 1000,
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
