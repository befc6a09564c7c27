/**
 * `npx tsx --expose-gc bench/workflow-only.ts`: the workflow engine's launches and approvals per
 * second and the to-do list's page 2 of 20 of 100,000 beside its statements through `pg`, on the
 * embedded database and, when `DATABASE_URL` names a server, on PostgreSQL.
 */
import { embeddedBenchDatabase, postgresBenchDatabase } from './bench-database';
import { printWorkflow } from './workflow-figures';
import { benchWorkflow } from './workflow';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = 8;
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const databases = [
    embeddedBenchDatabase,
    ...(serverUrl ? [() => postgresBenchDatabase(serverUrl)] : []),
  ];
  for (const open of databases) {
    const database = await open();
    try {
      const figures = await benchWorkflow(database, {
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      printWorkflow(row, database.label, CONCURRENCY, figures);
    } finally {
      await database.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
