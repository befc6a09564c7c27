/**
 * Run as a process of its own by the lock tests: opens the embedded database in the data folder
 * given as argument and keeps it open until killed. Reports on stdout, one JSON line each: the
 * warnings it logs, then {"opened": pid} or {"refused": message}.
 */
import { openDatabase } from '../../src/db/open-database';

const report = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};
const logger = {
  info() {},
  warn: (msg: string) => report({ warning: msg }),
  error: (msg: string) => report({ error: msg }),
};

try {
  const handle = await openDatabase({ dataDir: process.argv[2] ?? '', logger });
  await handle.pool.query('select 1');
  report({ opened: process.pid });
} catch (error) {
  report({ refused: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
