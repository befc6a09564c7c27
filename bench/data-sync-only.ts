/**
 * `npx tsx bench/data-sync-only.ts`: the data sync part of `npm run bench` alone, on the
 * PostgreSQL server that `DATABASE_URL` names (the machine's by default).
 */
import { benchDataSync, printDataSync } from './data-sync';

const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);

benchDataSync(serverUrl)
  .then((figures) => {
    console.log(`Data sync of 100,000 rows into a new table`);
    printDataSync(row, figures);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
