import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DATA_BACKUP,
  DATA_BACKUP_BUTTON,
  DATA_BACKUP_ENDPOINTS,
  DATA_BACKUP_PAGE,
  fillPath,
  TimestampQuery,
} from '@mepm/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { signName, verifyName } from '../../../kernel/files/signed-names';
import { downloadSigningKey } from '../../../kernel/files/signing-key';
import { errorResponses } from '../../../kernel/http/error-responses';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import { requirePermission } from '../../../plugins/permission';
import { administratorsOnly } from '../../../plugins/permission/require-permission';
import { registerBackupStore } from './backup-registry';
import { BackupStore } from './backup-store';

export type BackupDeps = Pick<ModuleDeps, 'db' | 'config' | 'now' | 'databaseDumps'>;

const tags = ['DataBackup'];
const menu = DATA_BACKUP_PAGE;
/** The kind of file a signed download name opens: backups only, never an uploaded file. */
const SIGNED_TYPE = 'dataBackup';
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/** Restoring replaces everyone's data: administrators only, whatever a role was granted. */
const administrators = {
  tags,
  onRequest: async (request: FastifyRequest) => {
    await requirePermission({ menu, button: DATA_BACKUP_BUTTON.restore })(request);
    await administratorsOnly(request);
  },
};

/** A backup's bytes, streamed from its file (it may be large). */
const FileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** The data backup page: list, make, download, delete, and stage a restore. */
export const dataBackupRoutes: FastifyPluginAsyncTypebox<BackupDeps> = async (app, deps) => {
  const store = new BackupStore(
    path.join(deps.config.dataDir, 'backups'),
    deps.databaseDumps,
    deps.now,
  );
  registerBackupStore(deps.db, store);
  const e = DATA_BACKUP_ENDPOINTS;

  registerEndpoint(app, e.list, grant(), async () => {
    const dumps = await deps.databaseDumps();
    return {
      list: await store.list(),
      database: dumps?.kind ?? (deps.config.databaseUrl ? 'postgres' : 'embedded'),
      pendingRestore: (await dumps?.restore?.pending()) ?? false,
    };
  });
  registerEndpoint(app, e.create, grant(DATA_BACKUP_BUTTON.create), () => store.create());
  registerEndpoint(app, e.remove, grant(DATA_BACKUP_BUTTON.remove), async (request) => {
    await store.remove(request.params.id);
    return null;
  });
  registerEndpoint(app, e.downloadName, grant(DATA_BACKUP_BUTTON.download), async (request) => {
    const { record } = await store.file(request.params.id);
    const name = signName(await downloadSigningKey(deps.db), SIGNED_TYPE, record.id, deps.now());
    return { name, url: fillPath(DATA_BACKUP.download, { name }) };
  });
  registerEndpoint(
    app,
    e.restore,
    { ...administrators, message: 'restoreStaged' },
    async (request) => {
      const { path: file, record } = await store.file(request.params.id);
      const restore = (await deps.databaseDumps())?.restore;
      if (restore === undefined) throw badRequest('restoreUnsupported');
      if (record.format !== 'tar.gz') throw badRequest('restoreWrongFormat');
      await restore.stage(file);
      return null;
    },
  );
  registerEndpoint(app, e.cancelRestore, administrators, async () => {
    await (await deps.databaseDumps())?.restore?.cancel();
    return null;
  });

  // The bytes, not an envelope: opened by a link, so the signed name is the permission.
  app.get(
    DATA_BACKUP.download,
    {
      schema: {
        tags,
        summary: 'Download a backup by the signed name the download action answered',
        params: Type.Object({ name: Type.String({ maxLength: 120 }) }),
        querystring: TimestampQuery,
        response: { 200: FileBytes, ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = await downloadSigningKey(deps.db);
      const id = verifyName(key, SIGNED_TYPE, request.params.name, deps.now());
      if (id === undefined) throw new ApiError(403, 403, 'backupLinkInvalid');
      const { path: file, record } = await store.file(id);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', record.size)
        .header('content-disposition', `attachment; filename="${record.id}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(createReadStream(file));
    },
  );
};
