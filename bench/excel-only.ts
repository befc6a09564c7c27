/**
 * `npx tsx bench/excel-only.ts`: the Excel figures alone (export on the PostgreSQL server that
 * DATABASE_URL names, or the machine's; import in process).
 */
import { benchExcelExport, printExcel } from './excel-export';
import { benchExcelImport } from './excel-import';

const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const row = (name: string, value: string) => console.log(`${name.padEnd(44)} ${value}`);
printExcel(row, await benchExcelExport(serverUrl), await benchExcelImport());
