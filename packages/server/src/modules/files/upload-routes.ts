import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  CHAT_IMAGE_LIMIT,
  CHAT_UPLOAD_TYPE,
  FILES_ENDPOINTS,
  IMAGE_UPLOAD_TYPES,
  limitBytes,
  SIZE_UNITS,
  SYS_CONFIG_LIMITS,
  type FileTypeName,
  type SizeLimit,
  type UploadedFile,
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

/** What one kind of upload accepts, and how it refuses a file too large or a second file. */
interface UploadRules {
  type: FileTypeName;
  imagesOnly: boolean;
  limit: SizeLimit;
  tooLarge: () => ApiError;
  tooMany: () => ApiError;
}

/**
 * POST /api/file/Uploader/:type and the chat's /api/file/Uploader/IM: one multipart file,
 * checked by content, stored in the database. The chat's path is static, so the router takes
 * it before `:type` ever sees `IM`.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  const quotaBytes = deps.config.uploads.quotaMb * SIZE_UNITS.MB;
  // Registered here, so only these routes parse multipart bodies.
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
  const options = {
    tags: ['Files'],
    consumes: ['multipart/form-data'],
    config: {
      rateLimit: {
        max: deps.config.uploads.perMinute,
        timeWindow: 60_000,
        // Counted per user (the authenticate hook has run by then), wherever they upload from.
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `upload:${signedIn(request).user.id}`,
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          new ApiError(429, 429, 'uploadTooFrequent', { seconds: Math.ceil(context.ttl / 1000) }),
      },
    },
  };

  /** Receives, checks and stores one upload by its rules. */
  async function accept(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
    const { user } = signedIn(request);
    const { content, clientName } = await receiveFile(request, rules);
    const checked = await checkContent(rules.imagesOnly, content, clientName);
    const name = storedName(checked.ext);
    const saved = await saveFileWithinQuota(
      deps.db,
      {
        type: rules.type,
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
    return { name, url: fileUrl(rules.type, name), size: saved.size, fileId: saved.id };
  }

  registerEndpoint(app, FILES_ENDPOINTS.upload, options, async (request) => {
    const { type } = request.params;
    const limit = await uploadLimit(deps, type);
    return accept(request, {
      type,
      imagesOnly: IMAGE_UPLOAD_TYPES.includes(type),
      limit,
      tooLarge: () =>
        new ApiError(413, 413, 'fileTooLarge', { size: limit.size, unit: limit.unit }),
      tooMany: () => badRequest('uploadFileCount', { n: 1 }),
    });
  });

  // The chat's images (SPEC: one image at a time, under 5 MB), whatever the configuration says.
  registerEndpoint(app, FILES_ENDPOINTS.chatUpload, options, (request) =>
    accept(request, {
      type: CHAT_UPLOAD_TYPE,
      imagesOnly: true,
      limit: CHAT_IMAGE_LIMIT,
      tooLarge: () => new ApiError(413, 413, 'chatImageTooLarge'),
      tooMany: () => badRequest('uploadImageCount', { n: 1 }),
    }),
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
async function receiveFile(request: FastifyRequest, rules: UploadRules): Promise<Received> {
  let received: Received | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes(rules.limit) } })) {
      // The field's name and its value or file name.
      refuseNul(
        { [part.fieldname]: part.type === 'file' ? part.filename : part.value },
        'requestBody',
      );
      if (part.type === 'file') {
        received = { content: await readWhole(part, rules), clientName: part.filename };
      }
    }
  } catch (error) {
    throw uploadError(error, rules);
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
async function readWhole(part: MultipartFile, rules: UploadRules): Promise<Buffer> {
  const content = await part.toBuffer();
  if (part.file.truncated) throw rules.tooLarge();
  return content;
}

/** The multipart parser's refusals, in the caller's language. */
function uploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  if (code === 'FST_FILES_LIMIT') return rules.tooMany();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('uploadNoFile');
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('uploadFailed');
  // Everything else here comes from parsing the client's bytes: no boundary, a body cut short.
  return badRequest('uploadMalformed');
}
