import { DownloadParams, FILES, TimestampQuery } from '@mepm/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/envelope/api-error';
import { errorResponses } from '../../kernel/http/error-responses';
import { contentDisposition } from '../../kernel/http/content-disposition';
import type { FilesDeps } from './deps';
import { findFile, type StoredFile } from './file-store';
import { assertMayRead, isPublicFileType } from './file-access';
import { isSignedName, verifyName } from '../../kernel/files/signed-names';
import { downloadSigningKey } from '../../kernel/files/signing-key';
import { callerOf } from '../../kernel/caller';
import type { FastifyRequest } from 'fastify';

/** The file's own bytes, not an envelope; Fastify sends a Buffer without serialising it. */
const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const INLINE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * GET /api/file/Download/:type/:name. It answers the file's bytes rather than an envelope, so it
 * is the one route not declared as a contract endpoint; its path and params are the contract's.
 * Avatars and rich-text images are readable without a session because <img> tags cannot send
 * the Authorization header; their 128-bit random names are the secret. Other files need a session and the right to
 * read them, or a signed name from getFileName (which needs neither until it expires).
 */
export const downloadRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  app.get(
    FILES.download,
    {
      schema: {
        tags: ['Files'],
        summary:
          'Download a stored file; types other than userAvatar and editorImage need a session',
        params: DownloadParams,
        querystring: TimestampQuery,
        response: { 200: FileBytes, ...errorResponses },
      },
      // After validation, so that the type is known to be one of the upload types.
      preHandler: async (request) => {
        const { type, name } = request.params as DownloadParams;
        if (!isPublicFileType(type) && !isSignedName(name)) await app.authenticate(request);
      },
    },
    async (request, reply) => {
      const { type, name } = request.params;
      const file = await readableFile(deps, request, type, name);
      const inline = INLINE_MIMES.has(file.mime);
      return (
        reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', file.originalName || file.name),
          )
          .header('x-content-type-options', 'nosniff')
          // Should a browser render it anyway, it runs nothing and reaches nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header(
            'cache-control',
            isPublicFileType(type) ? 'public, max-age=86400' : 'private, no-cache',
          )
          .send(file.content)
      );
    },
  );
};

/** The file a download names, when the signed name or the caller's rights open it. */
async function readableFile(
  deps: FilesDeps,
  request: FastifyRequest,
  type: DownloadParams['type'],
  name: string,
): Promise<StoredFile> {
  if (isSignedName(name)) {
    const key = await downloadSigningKey(deps.db);
    const stored = verifyName(key, type, name, deps.now());
    if (stored === undefined) throw new ApiError(403, 403, 'fileLinkInvalid');
    const file = await findFile(deps.db, type, stored);
    if (file === undefined) throw new ApiError(404, 404, 'fileNotFound');
    return file;
  }
  const file = await findFile(deps.db, type, name);
  if (file === undefined) throw new ApiError(404, 404, 'fileNotFound');
  if (!isPublicFileType(type)) await assertMayRead(deps, callerOf(request), type, file);
  return file;
}
