/**
 * `npx tsx bench/data-interface-only.ts`: the SQL data interface part of `npm run bench` alone
 * (a page of 20 of 100,000 rows over HTTP beside the same query without HTTP), on the embedded
 * database and, when `DATABASE_URL` names a server, on PostgreSQL. Needs the server's bundle,
 * which `npm start` makes.
 */
import { embeddedBenchDatabase, postgresBenchDatabase } from './bench-database';
import { benchDataInterface } from './data-interface';

const PORT = process.env.BENCH_PORT ?? '3199';
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
      const figures = await benchDataInterface(database, {
        port: PORT,
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      const rate = (figure: { perSecond: number; p99Ms: number }) =>
        `${figure.perSecond.toFixed(0)}/s, p99 ${figure.p99Ms.toFixed(1)} ms`;
      console.log(`SQL data interface on ${database.label} (page of 20 of 100,000 rows)`);
      console.log(`  preview over HTTP, ${CONCURRENCY} clients      ${rate(figures.http)}`);
      console.log(`  page + count, read-only cursor, no HTTP ${rate(figures.connection)}`);
      console.log(`  bare page query through pg             ${rate(figures.bare)}`);
    } finally {
      await database.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
