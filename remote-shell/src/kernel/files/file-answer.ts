import { Code } from '@mepm/contract/codes';
import { saveFile } from './save-file';

/** What a call that answered a file reports once the browser has been handed it. */
export interface SavedFile {
  saved: true;
  fileName: string;
  size: number;
}

export function isSavedFile(value: unknown): value is SavedFile {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'saved') === true;
}

/** The name in `attachment; filename="..."; filename*=UTF-8''...`, the exact one preferred. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact !== undefined) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * A response handler for calls that may answer a file: the file goes to the browser's download
 * and the call answers an envelope describing it, so that no bytes sit in the store. Anything
 * else (a refusal, or a JSON answer such as a background task) is read as the envelope it is.
 */
export async function fileAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) return response.json();
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'download';
  saveFile(blob, fileName);
  const data: SavedFile = { saved: true, fileName, size: blob.size };
  return { code: Code.ok, msg: '', data };
}
