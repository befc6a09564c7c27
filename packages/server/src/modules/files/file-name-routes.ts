import {
  FILE_NAME_ENDPOINTS,
  FILE_TYPES,
  FILES,
  fillPath,
  type FileTypeName,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { callerOf } from '../../kernel/caller';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import type { FilesDeps } from './deps';
import { assertMayRead } from './file-access';
import { findFile } from './file-store';
import { signName } from '../../kernel/files/signed-names';
import { downloadSigningKey } from '../../kernel/files/signing-key';

const isFileType = (value: string): value is FileTypeName =>
  (FILE_TYPES as readonly string[]).includes(value);

/**
 * GET /api/file/getFileName?encryption=<type>/<name>: a signed name for a file the caller may
 * read, so that a link (a new tab, an <a download>) opens it without the session token in its URL.
 */
export const fileNameRoutes: FastifyPluginAsyncTypebox<FilesDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  registerEndpoint(app, FILE_NAME_ENDPOINTS.getFileName, { tags: ['Files'] }, async (request) => {
    const [type = '', name = '', ...rest] = request.query.encryption.split('/');
    if (!isFileType(type) || !/^[0-9a-f]{32}\.[0-9a-z]{1,10}$/.test(name) || rest.length > 0) {
      throw badRequest('badFormat', { field: 'encryption' });
    }
    const file = await findFile(deps.db, type, name);
    if (file === undefined) throw new ApiError(404, 404, 'fileNotFound');
    await assertMayRead(deps, callerOf(request), type, file);
    const signed = signName(await downloadSigningKey(deps.db), type, name, deps.now());
    return { name: signed, url: fillPath(FILES.download, { type, name: signed }), type };
  });
};
