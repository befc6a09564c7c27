/**
 * `npx tsx --expose-gc bench/workflow-only.ts`: the workflow engine's launches and approvals per
 * second and the to-do list's page 2 of 20 of 100,000 beside its statements through `pg`, on the
 * embedded database and, when `DATABASE_URL` names a server, on PostgreSQL. `BENCH_SECONDS`,
 * `BENCH_TODOS` and `BENCH_CLIENTS` (8) size it.
 */
import { onEachBenchDatabase } from './bench-database';
import { printWorkflow } from './workflow-figures';
import { benchWorkflow } from './workflow';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 8);
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

onEachBenchDatabase(async (database) => {
  const load = { concurrency: CONCURRENCY, durationMs: DURATION_MS };
  printWorkflow(row, database.label, CONCURRENCY, await benchWorkflow(database, load));
}).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
