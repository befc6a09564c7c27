import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../plugins/envelope/api-error';
import { sheetRows, type ReadCell, type SheetRow } from './sheet-rows';
import { workbookMeta } from './workbook-meta';
import { openZip } from './zip-package';

export interface XlsxContent {
  /** The first non-empty row's cells as text: the column headers. */
  headers: string[];
  /** The row number of the header row. */
  headerRow: number;
  /** The rows below the header, streamed, at most `maxRows` of them. */
  rows: AsyncGenerator<SheetRow>;
}

const headerText = (cell: ReadCell): string =>
  cell === null || typeof cell === 'object' ? '' : String(cell).trim();

/**
 * The first sheet of an uploaded workbook. The bytes must be an .xlsx by their content (a zip
 * holding a workbook), whatever the file's name says; a text file named .xlsx, an old .xls or any
 * other zip is refused. More than `maxRows` rows below the header refuse the whole file when the
 * reader reaches them, so a caller that writes must read every row before it writes any.
 */
export async function readXlsx(content: Buffer, maxRows: number): Promise<XlsxContent> {
  const detected = await fileTypeFromBuffer(content);
  if (detected?.ext !== 'xlsx') throw badRequest('excelNotXlsx');
  const pkg = await openZip(content);
  const meta = await workbookMeta(pkg);
  const all = sheetRows(pkg, meta);
  const first = await all.next();
  if (first.done === true) throw badRequest('excelNoHeader');
  const headers = first.value.cells.map(headerText);
  async function* below(): AsyncGenerator<SheetRow> {
    let count = 0;
    try {
      for await (const row of all) {
        count += 1;
        if (count > maxRows) throw badRequest('excelTooManyRows', { max: maxRows });
        yield row;
      }
    } finally {
      await all.return(undefined);
      pkg.zip.close();
    }
  }
  return { headers, headerRow: first.value.row, rows: below() };
}
