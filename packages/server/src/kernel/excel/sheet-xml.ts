import { isFormulaLike } from './formula-text';
import { SHEET_HEAD, STYLE } from './workbook-parts';
import { columnLetters, xmlText } from './xml-text';

/** A cell as an export writes it: text, a number, a yes/no, or empty. */
export type CellValue = string | number | boolean | null | undefined;

export interface SheetColumn {
  header: string;
  /** In characters; from the header's length when absent. */
  width?: number;
}

/** Excel's own limit of one cell's text. */
const MAX_CELL_CHARS = 32_767;
const MAX_WIDTH = 60;

const textCell = (ref: string, text: string, style: number): string => {
  const kept = text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
  const space = /^\s|\s$/.test(kept) ? ' xml:space="preserve"' : '';
  const s = style === STYLE.plain ? '' : ` s="${style}"`;
  // An inline string: a text cell, never a formula, whatever it holds.
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${xmlText(kept)}</t></is></c>`;
};

function cellXml(ref: string, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return textCell(ref, value, isFormulaLike(value) ? STYLE.quoted : STYLE.plain);
}

/** One row of cells; `rowNumber` counts from 1 as Excel does. */
export function rowXml(
  rowNumber: number,
  cells: readonly CellValue[],
  letters: readonly string[],
): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, index) => {
    xml += cellXml(`${letters[index] ?? columnLetters(index)}${rowNumber}`, value);
  });
  return `${xml}</row>`;
}

/** The header row, bold; its text is escaped and neutralised like any cell's. */
export function headerXml(columns: readonly SheetColumn[], letters: readonly string[]): string {
  const cells = columns.map((column, index) =>
    textCell(
      `${letters[index]}1`,
      column.header,
      isFormulaLike(column.header) ? STYLE.quoted : STYLE.header,
    ),
  );
  return `<row r="1">${cells.join('')}</row>`;
}

const widthOf = (column: SheetColumn): number =>
  Math.min(MAX_WIDTH, Math.max(8, column.width ?? column.header.length * 2 + 2));

/** From the root to the opening of `sheetData`: frozen header row, column widths. */
export function sheetOpening(columns: readonly SheetColumn[]): string {
  const cols = columns
    .map((column, index) => {
      const n = index + 1;
      return `<col min="${n}" max="${n}" width="${widthOf(column)}" customWidth="1"/>`;
    })
    .join('');
  return (
    SHEET_HEAD +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    '<sheetData>'
  );
}

export const SHEET_CLOSING = '</sheetData></worksheet>';
