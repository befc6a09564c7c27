import { DownloadParams, FILES, TimestampQuery } from '@mepm/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/envelope/api-error';
import { errorResponses } from '../../kernel/http/error-responses';
import { contentDisposition } from './content-disposition';
import type { FilesDeps } from './deps';
import { findFile } from './file-store';

/** The file's own bytes, not an envelope; Fastify sends a Buffer without serialising it. */
const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const INLINE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * GET /api/file/Download/:type/:name. It answers the file's bytes rather than an envelope, so it
 * is the one route not declared as a contract endpoint; its path and params are the contract's. Avatars are readable without a session because <img>
 * tags cannot send the Authorization header; their 128-bit random names are the secret.
 */
export const downloadRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  app.get(
    FILES.download,
    {
      schema: {
        tags: ['Files'],
        summary: 'Download a stored file; types other than userAvatar need a session',
        params: DownloadParams,
        querystring: TimestampQuery,
        response: { 200: FileBytes, ...errorResponses },
      },
      // After validation, so that the type is known to be one of the upload types.
      preHandler: async (request) => {
        const { type } = request.params as DownloadParams;
        if (type !== 'userAvatar') await app.authenticate(request);
      },
    },
    async (request, reply) => {
      const { type, name } = request.params;
      const file = await findFile(deps.db, type, name);
      if (file === undefined) throw new ApiError(404, 404, 'fileNotFound');
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
            type === 'userAvatar' ? 'public, max-age=86400' : 'private, no-cache',
          )
          .send(file.content)
      );
    },
  );
};
