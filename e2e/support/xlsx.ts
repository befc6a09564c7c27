import { buffer } from 'node:stream/consumers';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { xlsxStream } from '../../packages/server/src/kernel/excel/xlsx-writer';

/** The parts of a zip held in memory, inflated, by name. */
async function zipParts(content: Buffer): Promise<Map<string, string>> {
  const zip: ZipFile = await fromBufferPromise(content, { lazyEntries: true });
  const parts = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          parts.set(entry.fileName, bytes.toString('utf8'));
          zip.readEntry();
        }, reject);
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return parts;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos);/g, (_all, name: string) => ENTITIES[name] ?? '');

/** The text of the <t> runs inside a string item (inline or shared). */
const itemText = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)]
    .map((run) => unescapeXml(run[1] ?? ''))
    .join('');

/** A = 0, B = 1, …, AA = 26. */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The first sheet of an .xlsx as text, row by row, each cell where its reference puts it: shared
 * and inline strings as their text, numbers and booleans as written. A reader of its own, not the
 * server's, so that what the server writes is checked by something else than what it reads with.
 */
export async function sheetTexts(content: Buffer): Promise<string[][]> {
  const parts = await zipParts(content);
  const sheet = parts.get('xl/worksheets/sheet1.xml');
  if (sheet === undefined) throw new Error('the workbook has no first sheet');
  const shared = [
    ...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((item) => itemText(item[1] ?? ''));
  return [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? `${cells.length}`;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '');
      const text =
        type === 'inlineStr'
          ? itemText(body)
          : type === 's'
            ? (shared[Number(value)] ?? '')
            : value;
      const at = /^[A-Z]/.test(ref) ? columnIndex(ref) : cells.length;
      while (cells.length < at) cells.push('');
      cells[at] = text;
    }
    return cells;
  });
}

/** An .xlsx of one sheet with these headers and rows, as the server's exports write one. */
export async function workbookOf(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  return buffer(
    xlsxStream({ name: 'Sheet1', columns: headers.map((header) => ({ header })), rows }),
  );
}
