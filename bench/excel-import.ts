/**
 * Excel import of 10,000 rows: the workbook read as a stream, each row's cells converted to form
 * values (numbers, dates in a time zone, option names) and checked by the form engine as a
 * create, as ImportPreview does; the rows' insert (one transaction) is not part of the figure.
 */
import type { FieldOption, FormDesign, FormField } from '@mepm/contract';
import { validateSubmission } from '@mepm/form-engine';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cellValue } from '../packages/server/src/kernel/excel/cell-values';
import { importFields, mapHeaders } from '../packages/server/src/kernel/excel/import-fields';
import type { CellValue } from '../packages/server/src/kernel/excel/sheet-xml';
import { readXlsx } from '../packages/server/src/kernel/excel/xlsx-reader';
import { xlsxStream } from '../packages/server/src/kernel/excel/xlsx-writer';

const ROWS = 10_000;
const options: FieldOption[] = [
  { id: 'office', fullName: '办公协同' },
  { id: 'project', fullName: '项目管理' },
];

// A hand-written design fragment with the field kinds an import converts.
const design = {
  formConf: {},
  fields: [
    {
      __config__: { wyzxKey: 'input', label: '名称', formId: 1, required: true },
      __vModel__: 'name',
      maxlength: 50,
    },
    { __config__: { wyzxKey: 'number', label: '数量', formId: 2 }, __vModel__: 'qty', max: 100000 },
    { __config__: { wyzxKey: 'amount', label: '金额', formId: 3 }, __vModel__: 'price' },
    {
      __config__: { wyzxKey: 'select', label: '分类', formId: 4, dataType: 'static' },
      __vModel__: 'kind',
      __slot__: { options },
    },
    { __config__: { wyzxKey: 'date', label: '日期', formId: 5 }, __vModel__: 'day', type: 'date' },
    { __config__: { wyzxKey: 'switch', label: '已付', formId: 6 }, __vModel__: 'paid' },
    { __config__: { wyzxKey: 'textarea', label: '备注', formId: 7 }, __vModel__: 'note' },
  ],
} as unknown as FormDesign;

async function workbook(): Promise<Buffer> {
  const headers = ['名称', '数量', '金额', '分类', '日期', '已付', '备注'];
  const rows: CellValue[][] = Array.from({ length: ROWS }, (_, i) => [
    `Order ${i}`,
    i % 1000,
    (i % 10000) / 100,
    i % 2 === 0 ? '办公协同' : '项目管理',
    `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    i % 2 === 0 ? '是' : '否',
    `note ${i}`,
  ]);
  const chunks: Buffer[] = [];
  await pipeline(
    xlsxStream({ name: 'import', columns: headers.map((header) => ({ header })), rows }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

export interface ExcelImportResult {
  rows: number;
  valid: number;
  seconds: number;
}

export async function benchExcelImport(): Promise<ExcelImportResult> {
  const file = await workbook();
  const t0 = performance.now();
  const sheet = await readXlsx(file, ROWS);
  const map = mapHeaders(sheet.headers, importFields(design));
  if ('duplicate' in map) throw new Error('duplicate header');
  const context = {
    timeZone: 'Asia/Shanghai',
    optionsOf: (field: FormField) =>
      (field as { __slot__?: { options?: FieldOption[] } }).__slot__?.options,
  };
  let valid = 0;
  for await (const row of sheet.rows) {
    const values: Record<string, unknown> = {};
    map.columns.forEach((field, index) => {
      if (!field) return;
      const converted = cellValue(field.field, row.cells[index] ?? null, context);
      if ('value' in converted && converted.value !== undefined)
        values[field.key] = converted.value;
    });
    if (validateSubmission(design, values, { language: 'zh', mode: 'create' }).ok) valid += 1;
  }
  return { rows: ROWS, valid, seconds: (performance.now() - t0) / 1000 };
}

/** The import's figure as `npm run bench` prints it. */
export function printExcelImport(
  row: (name: string, value: string) => void,
  imported: ExcelImportResult,
): void {
  row(
    `import ${imported.rows.toLocaleString('en')} rows, read and checked`,
    `${imported.seconds.toFixed(2)} s (${imported.valid} valid)`,
  );
}
