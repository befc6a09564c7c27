import multipart from '@fastify/multipart';
import {
  FILES,
  limitBytes,
  TimestampQuery,
  UploadParams,
  UploadResponse,
  type SizeLimit,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../plugins/auth/signed-in';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { ok } from '../../plugins/envelope/envelope';
import { errorResponses } from '../oauth/schemas';
import type { FilesDeps } from './deps';
import { checkContent } from './file-content';
import { displayName, storedName } from './file-names';
import { saveFile } from './file-store';
import { fileUrl } from './file-url';

interface Received {
  content: Buffer;
  clientName: string;
}

/** POST /api/file/Uploader/:type: one multipart file, checked by content, stored in the database. */
export const uploadRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  // Registered here, so only this route parses multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: limitBytes(deps.uploadLimit),
      files: 1,
      fields: 20,
      fieldSize: 1024,
      parts: 25,
      headerPairs: 50,
    },
  });
  app.addHook('onRequest', app.authenticate);

  app.post(
    FILES.uploader,
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart); userAvatar and annexpic take images only',
        consumes: ['multipart/form-data'],
        params: UploadParams,
        querystring: TimestampQuery,
        response: { 200: UploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { type } = request.params;
      const { content, clientName } = await receiveFile(request, deps.uploadLimit);
      const checked = await checkContent(type, content, clientName);
      const name = storedName(checked.ext);
      const saved = await saveFile(deps.db, {
        type,
        name,
        originalName: displayName(clientName),
        mime: checked.mime,
        content,
        ownerId: user.id,
      });
      return ok(request, { name, url: fileUrl(type, name), size: saved.size, fileId: saved.id });
    },
  );
};

async function receiveFile(request: FastifyRequest, limit: SizeLimit): Promise<Received> {
  try {
    const part = await request.file();
    if (part === undefined) throw badRequest('uploadNoFile');
    const content = await part.toBuffer();
    if (content.length === 0) throw badRequest('uploadNoFile');
    return { content, clientName: part.filename };
  } catch (error) {
    throw uploadError(error, limit);
  }
}

/** Multipart's own refusals, in the caller's language. */
function uploadError(error: unknown, limit: SizeLimit): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, 413, 'fileTooLarge', { size: limit.size, unit: limit.unit });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('uploadNoFile');
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('uploadFailed');
  return error;
}
