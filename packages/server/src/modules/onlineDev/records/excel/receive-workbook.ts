import { IMPORT_MAX_BYTES, SIZE_UNITS } from '@mepm/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../../../plugins/envelope/api-error';
import { refuseNul } from '../../../../plugins/input-guard';

/** What the import endpoints' multipart parser accepts: one file, a few small fields. */
export const WORKBOOK_MULTIPART_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 50,
};

const tooLarge = () =>
  new ApiError(413, 413, 'excelTooLarge', { size: IMPORT_MAX_BYTES / SIZE_UNITS.MB });

/**
 * The uploaded workbook's bytes (at most IMPORT_MAX_BYTES, held in memory: a zip is read from
 * its end), or a translated refusal. The client's file name and type are not trusted: the
 * reader judges the bytes.
 */
export async function receiveWorkbook(request: FastifyRequest): Promise<Buffer> {
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      refuseNul(
        { [part.fieldname]: part.type === 'file' ? part.filename : part.value },
        'requestBody',
      );
      if (part.type === 'file') {
        content = await part.toBuffer();
        // A limit falling on a chunk's end marks the file cut only once the stream has ended.
        if (part.file.truncated) throw tooLarge();
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Another file, no boundary, a body cut short: not the one workbook the import takes.
    throw badRequest('excelNoFile');
  }
  if (content === undefined || content.length === 0) throw badRequest('excelNoFile');
  return content;
}
