import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../plugins/envelope/api-error';

/** The image formats every browser shows; SVG is left out because it can carry script. */
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface CheckedContent {
  mime: string;
  /** The extension the stored name gets: from the content when known, never from the client. */
  ext: string;
}

/**
 * What the bytes are, judged from the bytes alone: the client's mimetype and file name say
 * nothing trustworthy. Image uploads (`imagesOnly`) accept only the image formats above.
 */
export async function checkContent(
  imagesOnly: boolean,
  content: Buffer,
  clientName: string,
): Promise<CheckedContent> {
  const detected = await fileTypeFromBuffer(content);
  if (imagesOnly) {
    if (detected === undefined || !IMAGE_MIMES.has(detected.mime)) {
      throw badRequest('uploadNotImage');
    }
    return { mime: detected.mime, ext: detected.ext };
  }
  if (detected !== undefined) return { mime: detected.mime, ext: detected.ext };
  // Plain text, CSV and the like carry no signature: keep a harmless extension for the user,
  // but serve them as opaque bytes so no browser renders them as a page.
  return { mime: 'application/octet-stream', ext: plainExtension(clientName) };
}

/** The client's extension when it is short and alphanumeric, else `bin`. */
function plainExtension(clientName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(clientName);
  return match?.[1]?.toLowerCase() ?? 'bin';
}
