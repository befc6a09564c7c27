/**
 * The streaming writer read back by the reader: headers, text, numbers, yes/no, empty cells,
 * characters XML cannot hold, and formula-like text kept as text (a string cell with Excel's
 * quote prefix, never a formula).
 */
import assert from 'node:assert/strict';
import { buffer as streamToBuffer } from 'node:stream/consumers';
import { describe, it } from 'node:test';
import { xlsxStream } from '../../../src/kernel/excel/xlsx-writer';
import { readXlsx } from '../../../src/kernel/excel/xlsx-reader';
import { openZip } from '../../../src/kernel/excel/zip-package';
import type { CellValue } from '../../../src/kernel/excel/sheet-xml';
import type { SheetRow } from '../../../src/kernel/excel/sheet-rows';

export async function partText(file: Buffer, path: string): Promise<string> {
  const pkg = await openZip(file);
  const entry = pkg.entries.get(path);
  assert.ok(entry, path);
  return (await streamToBuffer(await pkg.zip.openReadStreamPromise(entry))).toString('utf8');
}

async function allRows(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const found: SheetRow[] = [];
  for await (const row of rows) found.push(row);
  return found;
}

async function* slowly(rows: CellValue[][]): AsyncGenerator<CellValue[]> {
  for (const row of rows) {
    await Promise.resolve();
    yield row;
  }
}

describe('xlsx writer and reader', () => {
  it('reads back what it wrote, in order, by column', async () => {
    const rows: CellValue[][] = [
      ['张三', 12.5, true, null, ' padded '],
      ['', -3, false, 'x<y & "z"', 'bell\u0007 gone'],
    ];
    const file = await streamToBuffer(
      xlsxStream({
        name: 'Orders: [2026]',
        columns: [
          { header: 'Name' },
          { header: 'Qty' },
          { header: 'Paid' },
          { header: 'Note' },
          { header: 'Text' },
        ],
        rows: slowly(rows),
      }),
    );
    const read = await readXlsx(file, 10);
    assert.deepEqual(read.headers, ['Name', 'Qty', 'Paid', 'Note', 'Text']);
    assert.deepEqual(await allRows(read.rows), [
      { row: 2, cells: ['张三', 12.5, true, null, ' padded '] },
      // The empty first cell is absent from the row's XML and read as null.
      { row: 3, cells: [null, -3, false, 'x<y & "z"', 'bell gone'] },
    ]);
    assert.match(await partText(file, 'xl/workbook.xml'), /name="Orders {3}2026"/);
  });

  it('writes formula-like text as a quoted string cell, the text unchanged', async () => {
    const dangerous = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=y', '=HYPERLINK("http://e")'];
    const file = await streamToBuffer(
      xlsxStream({ name: 's', columns: [{ header: '=header' }], rows: dangerous.map((t) => [t]) }),
    );
    const sheet = await partText(file, 'xl/worksheets/sheet1.xml');
    assert.doesNotMatch(sheet, /<f>/);
    const quoted = sheet.match(/<c r="A\d+" t="inlineStr" s="1">/g) ?? [];
    assert.equal(quoted.length, dangerous.length + 1, 'every formula-like cell and the header');
    assert.match(await partText(file, 'xl/styles.xml'), /quotePrefix="1"/);
    const read = await readXlsx(file, 100);
    assert.deepEqual(read.headers, ['=header']);
    const texts = (await allRows(read.rows)).map((row) => row.cells[0]);
    assert.deepEqual(texts, dangerous);
  });

  it('keeps plain text and numbers unquoted', async () => {
    const file = await streamToBuffer(
      xlsxStream({ name: 's', columns: [{ header: 'a' }], rows: [['a-b'], [-5], ['x=1']] }),
    );
    const sheet = await partText(file, 'xl/worksheets/sheet1.xml');
    assert.doesNotMatch(sheet, / s="1"/);
    assert.match(sheet, /<c r="A3"><v>-5<\/v><\/c>/);
  });
});
