import { badRequest } from '../../plugins/envelope/api-error';
import { isDateFormat } from './date-formats';
import { readXml } from './xml-events';
import { partStream, type ZipPackage } from './zip-package';

/** Bounds on the inflated size of the parts read whole: they are small in any honest workbook. */
const MAX_META_BYTES = 4 * 1024 * 1024;
/** Shared strings are held in memory while the sheet streams: at most this many bytes of XML. */
const MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;

export interface WorkbookMeta {
  /** The path of the first sheet in the package, `xl/worksheets/sheet1.xml` as a rule. */
  sheetPath: string;
  date1904: boolean;
  /** Per cell style index (`s`), whether its number format shows a date. */
  dateStyles: readonly boolean[];
  sharedStrings: readonly string[];
}

async function firstSheet(pkg: ZipPackage): Promise<{ relId: string; date1904: boolean }> {
  const stream = await partStream(pkg, 'xl/workbook.xml', MAX_META_BYTES);
  if (stream === undefined) throw badRequest('excelNotXlsx');
  let relId: string | undefined;
  let date1904 = false;
  await readXml(stream, {
    open(name, attribute) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute('date1904') ?? '');
      if (name === 'sheet' && relId === undefined) relId = attribute('id');
    },
    text() {},
    close() {},
  });
  if (relId === undefined) throw badRequest('excelNoSheet');
  return { relId, date1904 };
}

async function sheetTarget(pkg: ZipPackage, relId: string): Promise<string> {
  const stream = await partStream(pkg, 'xl/_rels/workbook.xml.rels', MAX_META_BYTES);
  let target: string | undefined;
  if (stream !== undefined) {
    await readXml(stream, {
      open(name, attribute) {
        if (name === 'Relationship' && attribute('Id') === relId) target = attribute('Target');
      },
      text() {},
      close() {},
    });
  }
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  // Relative to xl/, or absolute from the package root.
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

async function dateStyles(pkg: ZipPackage): Promise<boolean[]> {
  const stream = await partStream(pkg, 'xl/styles.xml', MAX_META_BYTES);
  if (stream === undefined) return [];
  const codes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await readXml(stream, {
    open(name, attribute) {
      if (name === 'numFmt')
        codes.set(Number(attribute('numFmtId')), attribute('formatCode') ?? '');
      if (name === 'cellXfs') inCellXfs = true;
      if (name === 'xf' && inCellXfs) formatIds.push(Number(attribute('numFmtId') ?? 0));
    },
    text() {},
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formatIds.map((id) => isDateFormat(id, codes));
}

async function sharedStrings(pkg: ZipPackage): Promise<string[]> {
  const stream = await partStream(pkg, 'xl/sharedStrings.xml', MAX_SHARED_STRINGS_BYTES);
  if (stream === undefined) return [];
  const strings: string[] = [];
  let current = '';
  let inText = false;
  // Phonetic runs (`rPh`) annotate East Asian text; their text is not the cell's.
  let inPhonetic = false;
  await readXml(stream, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text(text) {
      if (inText) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(current);
    },
  });
  return strings;
}

/** What reading the first sheet's cells needs from the rest of the package. */
export async function workbookMeta(pkg: ZipPackage): Promise<WorkbookMeta> {
  const { relId, date1904 } = await firstSheet(pkg);
  const sheetPath = await sheetTarget(pkg, relId);
  if (!pkg.entries.has(sheetPath)) throw badRequest('excelNoSheet');
  return {
    sheetPath,
    date1904,
    dateStyles: await dateStyles(pkg),
    sharedStrings: await sharedStrings(pkg),
  };
}
