import {
  IMPORT_MAX_ROWS,
  IMPORT_REPORTED_ERRORS,
  type FormValues,
  type ImportReport,
  type RefusedRow,
} from '@mepm/contract';
import { importFields, mapHeaders } from '../../../../kernel/excel/import-fields';
import type { SheetRow } from '../../../../kernel/excel/sheet-rows';
import { readXlsx } from '../../../../kernel/excel/xlsx-reader';
import type { Translate } from '../../../../kernel/i18n/translate';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { RecordWrite } from '../record-writes';
import { dictionaryItemNames } from './dictionary-names';
import {
  importOptions,
  lookupOptions,
  reportCell,
  rowChecker,
  treeLookup,
  type RowProblem,
} from './import-rows';
import { pickerLookup } from './picker-ids';
import { writeRows } from './import-writes';

export interface ImportRun extends RecordWrite {
  t: Translate;
  timeZone: string;
  /** false: the dry run (ImportPreview). */
  write: boolean;
  allOrNothing: boolean;
}

/** The report as rows are refused; the first IMPORT_REPORTED_ERRORS problems are listed. */
class ReportBuilder {
  readonly report: ImportReport;
  constructor(headers: string[], ignored: string[]) {
    this.report = {
      read: 0,
      valid: 0,
      refused: 0,
      written: 0,
      errors: [],
      errorsOmitted: 0,
      ignoredColumns: ignored,
      headers,
      refusedRows: [],
    };
  }

  refuse(row: RefusedRow, problems: readonly RowProblem[]): void {
    this.report.refused += 1;
    this.report.refusedRows.push(row);
    for (const problem of problems) {
      if (this.report.errors.length < IMPORT_REPORTED_ERRORS) {
        this.report.errors.push({ row: row.row, ...problem });
      } else this.report.errorsOmitted += 1;
    }
  }
}

/**
 * An import of an uploaded workbook into a generated page (docs/reference/online-development.md
 * "Excel export and import"): every row read and checked before anything is written, then the
 * valid rows written in one transaction; with `allOrNothing`, none when any row is refused.
 */
export async function runImport(run: ImportRun, content: Buffer): Promise<ImportReport> {
  const { design, access, caller } = run;
  const sheet = await readXlsx(content, IMPORT_MAX_ROWS);
  const granted = access.rights.formFields;
  const fields = importFields(design.formData, granted === null ? undefined : new Set(granted))
    // Only fields the release keeps a column for.
    .filter((field) => design.layout.byKey.has(field.key));
  const map = mapHeaders(sheet.headers, fields);
  if ('duplicate' in map) throw badRequest('excelDuplicateHeader', { column: map.duplicate });
  const optionsOf = await importOptions(run.db, caller, run.interfaceOptions, design, fields);
  const itemNames = await dictionaryItemNames(
    run.db,
    fields.map((field) => field.field),
  );
  const lookup = lookupOptions(optionsOf, itemNames);
  // Every row read first (at most IMPORT_MAX_ROWS), so that the pickers' names of the whole file
  // are looked up in one query per table rather than one per cell.
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  const checker = rowChecker(design, access, sheet.headers, map, optionsOf, lookup, {
    timeZone: run.timeZone,
    t: run.t,
    language: caller.language,
    treeOf: treeLookup(optionsOf, itemNames),
    pickerOf: await pickerLookup(run.db, map, rows),
  });
  const builder = new ReportBuilder(sheet.headers, map.ignored);
  const valid: { row: number; values: FormValues; cells: RefusedRow['cells'] }[] = [];
  for (const row of rows) {
    builder.report.read += 1;
    const cells = sheet.headers.map((_, index) => reportCell(row.cells[index]));
    const checked = checker.check(row);
    if ('values' in checked) valid.push({ row: row.row, values: checked.values, cells });
    else builder.refuse({ row: row.row, cells }, checked.problems);
  }
  builder.report.valid = valid.length;
  if (!run.write || (run.allOrNothing && builder.report.refused > 0)) return builder.report;
  const outcome = await writeRows(run, valid);
  for (const refusal of outcome.refused) {
    const found = valid.find((candidate) => candidate.row === refusal.row);
    builder.report.valid -= 1;
    builder.refuse({ row: refusal.row, cells: found?.cells ?? [] }, [refusal.problem]);
  }
  builder.report.refusedRows.sort((a, b) => a.row - b.row);
  builder.report.errors.sort((a, b) => a.row - b.row);
  builder.report.written = outcome.written;
  return builder.report;
}
