import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  FILES_ENDPOINTS,
  IMAGE_UPLOAD_TYPES,
  limitBytes,
  SIZE_UNITS,
  SYS_CONFIG_LIMITS,
  type SizeLimit,
  type UploadTypeName,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../plugins/auth/signed-in';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { refuseNul } from '../../plugins/input-guard';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { FilesDeps } from './deps';
import { checkContent } from './file-content';
import { displayName, storedName } from './file-names';
import { saveFileWithinQuota } from './file-store';
import { fileUrl } from '../../kernel/files/file-url';

interface Received {
  content: Buffer;
  clientName: string;
}

/** POST /api/file/Uploader/:type: one multipart file, checked by content, stored in the database. */
export const uploadRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  const quotaBytes = deps.config.uploads.quotaMb * SIZE_UNITS.MB;
  // Registered here, so only this route parses multipart bodies.
  await app.register(multipart, {
    limits: {
      // The largest the system configuration allows; each request narrows it to its type's.
      fileSize: SYS_CONFIG_LIMITS.uploadLimitAnnexMb.max * SIZE_UNITS.MB,
      files: 1,
      fields: 20,
      fieldSize: 1024,
      parts: 25,
      headerPairs: 50,
    },
  });
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(
    app,
    FILES_ENDPOINTS.upload,
    {
      tags: ['Files'],
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: deps.config.uploads.perMinute,
          timeWindow: 60_000,
          // Counted per user (the authenticate hook has run by then), wherever they upload from.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${signedIn(request).user.id}`,
          errorResponseBuilder: (_request, context) =>
            new ApiError(429, 429, 'uploadTooFrequent', {
              seconds: Math.ceil(context.ttl / 1000),
            }),
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { type } = request.params;
      const limit = await uploadLimit(deps, type);
      const { content, clientName } = await receiveFile(request, limit);
      const checked = await checkContent(type, content, clientName);
      const name = storedName(checked.ext);
      const saved = await saveFileWithinQuota(
        deps.db,
        {
          type,
          name,
          originalName: displayName(clientName),
          mime: checked.mime,
          content,
          ownerId: user.id,
        },
        quotaBytes,
      );
      if (saved === undefined) {
        throw new ApiError(413, 413, 'uploadQuotaExceeded', { size: deps.config.uploads.quotaMb });
      }
      return { name, url: fileUrl(type, name), size: saved.size, fileId: saved.id };
    },
  );
};

/** The size limit of an upload type, as the system configuration sets it now. */
async function uploadLimit(deps: FilesDeps, type: UploadTypeName): Promise<SizeLimit> {
  const settings = await deps.settings.get();
  const size = IMAGE_UPLOAD_TYPES.includes(type)
    ? settings.uploadLimitImageMb
    : settings.uploadLimitAnnexMb;
  return { size, unit: 'MB' };
}

/**
 * Reads every part of the body: the one file, and any fields (which are checked, not used).
 * Nothing is stored until the whole body has been read and judged.
 */
async function receiveFile(request: FastifyRequest, limit: SizeLimit): Promise<Received> {
  let received: Received | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes(limit) } })) {
      // The field's name and its value or file name.
      refuseNul(
        { [part.fieldname]: part.type === 'file' ? part.filename : part.value },
        'requestBody',
      );
      if (part.type === 'file') {
        received = { content: await readWhole(part, limit), clientName: part.filename };
      }
    }
  } catch (error) {
    throw uploadError(error, limit);
  }
  if (received === undefined || received.content.length === 0) throw badRequest('uploadNoFile');
  return received;
}

/**
 * The file's bytes, or 413 when it was cut at the limit. When the limit falls on the end of a
 * chunk, the parser hands that chunk over whole and marks the file `truncated` only when the next
 * one arrives: `toBuffer` then returns the cut file without complaint. So the mark is read here,
 * once the stream has ended.
 */
async function readWhole(part: MultipartFile, limit: SizeLimit): Promise<Buffer> {
  const content = await part.toBuffer();
  if (part.file.truncated) throw fileTooLarge(limit);
  return content;
}

const fileTooLarge = (limit: SizeLimit) =>
  new ApiError(413, 413, 'fileTooLarge', { size: limit.size, unit: limit.unit });

/** The multipart parser's refusals, in the caller's language. */
function uploadError(error: unknown, limit: SizeLimit): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limit);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('uploadNoFile');
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('uploadFailed');
  // Everything else here comes from parsing the client's bytes: no boundary, a body cut short.
  return badRequest('uploadMalformed');
}
