import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { badRequest } from '../../plugins/envelope/api-error';

/** A workbook has a dozen parts; thousands of entries mean something else. */
const MAX_ENTRIES = 2000;

export interface ZipPackage {
  zip: ZipFile;
  entries: ReadonlyMap<string, Entry>;
}

/**
 * The entries of a zip held in memory (an upload is capped, so it is), read from its central
 * directory. yauzl checks while inflating that no entry yields more bytes than the directory
 * declares, so a declared size is a bound a part's reader may trust.
 */
export async function openZip(content: Buffer): Promise<ZipPackage> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw badRequest('excelNotXlsx');
  }
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= MAX_ENTRIES) return reject(badRequest('excelNotXlsx'));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(badRequest('excelNotXlsx')));
    zip.readEntry();
  });
  return { zip, entries };
}

/** A part's inflated bytes as text, streamed. Refused when it declares more than `maxBytes`. */
export async function partStream(
  pkg: ZipPackage,
  path: string,
  maxBytes: number,
): Promise<Readable | undefined> {
  const entry = pkg.entries.get(path);
  if (entry === undefined) return undefined;
  if (entry.uncompressedSize > maxBytes) throw badRequest('excelPartTooLarge');
  try {
    const stream = await pkg.zip.openReadStreamPromise(entry);
    stream.setEncoding('utf8');
    return stream;
  } catch {
    throw badRequest('excelNotXlsx');
  }
}
