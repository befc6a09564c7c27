import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { badRequest } from '../../plugins/envelope/api-error';

/** What a part's reader is told while the XML streams by; names are local (no prefix). */
export interface XmlHandler {
  /** `attribute` finds an attribute by its local name, whatever prefix it carries. */
  open(name: string, attribute: (local: string) => string | undefined): void;
  text(text: string): void;
  close(name: string): void;
}

/**
 * Feeds a part's text to a namespace-aware SAX parser chunk by chunk. `afterChunk` runs once the
 * events of each chunk are handled, so a reader may hand on what the chunk completed (rows) and
 * memory holds one chunk's worth. Malformed XML is a file that is not a workbook.
 */
export async function* parseXml(
  stream: Readable,
  handler: XmlHandler,
  afterChunk: () => Iterable<unknown> = () => [],
): AsyncGenerator<unknown> {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    const attribute = (local: string) =>
      Object.values(tag.attributes).find((found) => found.local === local)?.value;
    handler.open(tag.local, attribute);
  });
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  parser.on('closetag', (tag) => handler.close(tag.local));
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      yield* afterChunk();
    }
    parser.close();
    yield* afterChunk();
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    throw badRequest('excelNotXlsx');
  } finally {
    stream.destroy();
  }
}

/** Runs a part through `handler` to its end. */
export async function readXml(stream: Readable, handler: XmlHandler): Promise<void> {
  for await (const _ of parseXml(stream, handler)) {
    // Nothing is handed on: the handler gathers what the part holds.
  }
}
