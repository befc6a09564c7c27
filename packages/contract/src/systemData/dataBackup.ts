import Type from 'typebox';
import { Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { DATA_BACKUP_ROUTES } from '../routes-system-data';

/**
 * Backups of the platform's own database (docs/reference/data-backup.md): files in the data
 * folder, named by the server. The embedded database's are tarballs of its data folder and can
 * be restored at its next start; PostgreSQL's are pg_dump SQL scripts.
 */

/** `:id`: a backup's file name, nothing that could leave the backup folder. */
export const BackupIdParams = Type.Object({
  id: Type.String({
    pattern: '^backup-[0-9]{8}-[0-9]{6}-[0-9a-z]{6}\\.(tar|sql)\\.gz$',
    maxLength: 40,
  }),
});

export const BackupRecord = Type.Object({
  id: Type.String(),
  /** Bytes. */
  size: Type.Integer(),
  /** When it was made (ms since the epoch). */
  createdTime: Type.Integer(),
  format: Type.Union([Type.Literal('tar.gz'), Type.Literal('sql.gz')]),
});
export type BackupRecord = Type.Static<typeof BackupRecord>;

export const BackupList = Type.Object({
  list: Type.Array(BackupRecord),
  /** Which database is backed up: only the embedded one restores from this page. */
  database: Type.Union([Type.Literal('embedded'), Type.Literal('postgres')]),
  /** A restore staged for the next start. */
  pendingRestore: Type.Boolean(),
});
export type BackupList = Type.Static<typeof BackupList>;

export const BackupDownload = Type.Object({ name: Type.String(), url: Type.String() });
export type BackupDownload = Type.Static<typeof BackupDownload>;

const byId = { params: BackupIdParams, query: TimestampQuery };

export const DATA_BACKUP_ENDPOINTS = {
  list: endpointAt(DATA_BACKUP_ROUTES.list, 'The backups, newest first', {
    query: TimestampQuery,
    data: BackupList,
  }),
  create: endpointAt(DATA_BACKUP_ROUTES.create, 'Make a backup now (one at a time)', {
    query: TimestampQuery,
    data: BackupRecord,
  }),
  remove: endpointAt(DATA_BACKUP_ROUTES.remove, 'Delete a backup', { ...byId, data: Nothing }),
  downloadName: endpointAt(
    DATA_BACKUP_ROUTES.downloadName,
    "A signed link to a backup's bytes, valid for a few minutes",
    { ...byId, data: BackupDownload },
  ),
  restore: endpointAt(
    DATA_BACKUP_ROUTES.restore,
    'Stage a backup to replace the embedded database at its next start (administrators)',
    { ...byId, data: Nothing },
  ),
  cancelRestore: endpointAt(
    DATA_BACKUP_ROUTES.cancelRestore,
    'Withdraw a staged restore (administrators)',
    { query: TimestampQuery, data: Nothing },
  ),
};
