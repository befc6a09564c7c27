/**
 * `npx tsx --expose-gc bench/excel-only.ts [writer|page|import]`: the Excel figures alone, all
 * of them unless one is named: the writer fed from a table, the generated page's export end to
 * end (both on the PostgreSQL server that DATABASE_URL names, or the machine's), the import in
 * process.
 */
import { benchExcelExport } from './excel-export';
import { benchExcelImport, printExcelImport } from './excel-import';
import { benchPageExport } from './excel-page-export';
import { printExport } from './export-figures';

const PARTS = ['writer', 'page', 'import'];
const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const only = process.argv[2];
if (only !== undefined && !PARTS.includes(only)) {
  throw new Error(`unknown part ${only}: name one of ${PARTS.join(', ')}, or none for all`);
}
const runs = (part: string) => only === undefined || only === part;
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
if (runs('writer')) printExport(row, 'writer from a table', await benchExcelExport(serverUrl));
if (runs('page')) printExport(row, 'page export (task)', await benchPageExport(serverUrl));
if (runs('import')) printExcelImport(row, await benchExcelImport());
