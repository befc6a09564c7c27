/**
 * `npx tsx bench/generated-list-only.ts`: a generated page's list of 20 of 100,000 records
 * through the record endpoint beside the same statements through `pg`, on the embedded database
 * and, when `DATABASE_URL` names a server, on PostgreSQL.
 */
import { embeddedBenchDatabase, postgresBenchDatabase } from './bench-database';
import { benchGeneratedList } from './generated-list';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = 8;

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const databases = [
    embeddedBenchDatabase,
    ...(serverUrl ? [() => postgresBenchDatabase(serverUrl)] : []),
  ];
  for (const open of databases) {
    const database = await open();
    try {
      const figures = await benchGeneratedList(database, {
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      const rate = (figure: { perSecond: number; p99Ms: number }) =>
        `${figure.perSecond.toFixed(0)}/s, p99 ${figure.p99Ms.toFixed(1)} ms`;
      console.log(`Generated list on ${database.label} (page 2 of 20, ${figures.records} records)`);
      console.log(
        `  record endpoint, no socket, ${CONCURRENCY} clients  ${rate(figures.endpoint)}`,
      );
      console.log(`  same ${figures.statements} statements through pg  ${rate(figures.raw)}`);
      console.log(
        `  endpoint / raw SQL                     ${((figures.endpoint.perSecond / figures.raw.perSecond) * 100).toFixed(0)} %`,
      );
    } finally {
      await database.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
