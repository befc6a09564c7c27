import { serialToWallClock } from './date-formats';
import type { WorkbookMeta } from './workbook-meta';
import { parseXml, type XmlHandler } from './xml-events';
import { columnIndexOf } from './xml-text';
import { partStream, type ZipPackage } from './zip-package';

/** A date or time typed in a cell, as the wall-clock time it shows (see serialToWallClock). */
export interface WallClock {
  wallClock: number;
}

/** A cell as read: text, a number, a yes/no, a date, or empty. Formulas give their last result. */
export type ReadCell = string | number | boolean | WallClock | null;

export interface SheetRow {
  /** The row's number in the sheet, from 1, as the report names it. */
  row: number;
  cells: ReadCell[];
}

/** The widest sheet Excel makes (XFD); a reference past it is ignored. */
const MAX_COLUMNS = 16_384;
/** The sheet's XML streams; this bounds what a crafted file could make it inflate. */
const MAX_SHEET_BYTES = 256 * 1024 * 1024;

interface OpenCell {
  column: number;
  type: string;
  style: number;
  text: string;
}

/** Turns the cells of the sheet's XML into rows as each chunk completes them. */
class RowCollector implements XmlHandler {
  readonly done: SheetRow[] = [];
  private row = 0;
  private cells: ReadCell[] = [];
  private cell: OpenCell | undefined;
  private collecting = false;
  private inPhonetic = false;

  constructor(private readonly meta: WorkbookMeta) {}

  open(name: string, attribute: (local: string) => string | undefined): void {
    if (name === 'row') {
      this.row = Number(attribute('r') ?? this.row + 1);
      this.cells = [];
    } else if (name === 'c') {
      const ref = attribute('r');
      const column = (ref === undefined ? undefined : columnIndexOf(ref)) ?? this.cells.length;
      this.cell = {
        column,
        type: attribute('t') ?? 'n',
        style: Number(attribute('s') ?? 0),
        text: '',
      };
    } else if (name === 'rPh') this.inPhonetic = true;
    else if ((name === 'v' || name === 't') && this.cell && !this.inPhonetic)
      this.collecting = true;
  }

  text(text: string): void {
    if (this.collecting && this.cell) this.cell.text += text;
  }

  close(name: string): void {
    if (name === 'v' || name === 't') this.collecting = false;
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'c' && this.cell) {
      if (this.cell.column < MAX_COLUMNS) this.cells[this.cell.column] = this.value(this.cell);
      this.cell = undefined;
    } else if (name === 'row') {
      const cells = Array.from(this.cells, (cell) => cell ?? null);
      if (cells.some((cell) => cell !== null && cell !== ''))
        this.done.push({ row: this.row, cells });
    }
  }

  private value({ type, style, text }: OpenCell): ReadCell {
    switch (type) {
      case 's':
        return this.meta.sharedStrings[Number(text)] ?? null;
      case 'inlineStr':
      case 'str':
      case 'e':
        return text;
      case 'b':
        return text === '1' || text === 'true';
      case 'd': {
        const ms = Date.parse(text.endsWith('Z') ? text : `${text}Z`);
        return Number.isNaN(ms) ? text : { wallClock: ms };
      }
      default: {
        if (text.trim() === '') return null;
        const number = Number(text);
        if (!Number.isFinite(number)) return text;
        return this.meta.dateStyles[style] === true
          ? { wallClock: serialToWallClock(number, this.meta.date1904) }
          : number;
      }
    }
  }
}

/**
 * The first sheet's non-empty rows, streamed: the sheet's XML is inflated and parsed chunk by
 * chunk, and the caller may stop reading (a row limit) without the rest being inflated.
 */
export async function* sheetRows(pkg: ZipPackage, meta: WorkbookMeta): AsyncGenerator<SheetRow> {
  const stream = await partStream(pkg, meta.sheetPath, MAX_SHEET_BYTES);
  if (stream === undefined) return;
  const collector = new RowCollector(meta);
  const afterChunk = () => collector.done.splice(0);
  for await (const rows of parseXml(stream, collector, afterChunk)) yield rows as SheetRow;
}
