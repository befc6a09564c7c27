import type pg from 'pg';
import type { DatabaseKind } from '../../db/types';
import { recordNotFound } from '../data/not-found';
import { ownDatabaseConnection } from './own-database-connection';
import { databaseFingerprint } from './platform-fingerprint';
import {
  OWN_DATABASE_SOURCE_ID,
  type SourceConnection,
  type SourceConnections,
} from './source-connection';

/** Opens an external source's pool by id, or answers undefined when no such source exists. */
export type OpenExternalSource = (sourceId: string) => Promise<SourceConnection | undefined>;

/**
 * The registry of open data-source pools: the platform's own database always, external sources
 * as `openExternal` opens them, each once however many requests ask at the same time.
 */
export function createSourceConnections(
  pool: pg.Pool,
  kind: DatabaseKind,
  openExternal: OpenExternalSource = async () => undefined,
): SourceConnections {
  const own = ownDatabaseConnection(pool, kind);
  const opening = new Map<string, Promise<SourceConnection | undefined>>();
  let ownFingerprint: Promise<string | undefined> | undefined;

  /**
   * A PostgreSQL source that is the platform's own database under another name (someone gave
   * its address as a source's) is treated as the platform's: its private tables stay private,
   * its tables read-only. Telling needs one query when the source opens.
   */
  async function markedIfPlatform(
    connection: SourceConnection | undefined,
  ): Promise<SourceConnection | undefined> {
    if (connection?.postgresDb === undefined) return connection;
    ownFingerprint ??= databaseFingerprint(own.postgresDb).catch(() => undefined);
    const [theirs, ours] = await Promise.all([
      databaseFingerprint(connection.postgresDb).catch(async (error: unknown) => {
        await connection.close();
        throw error;
      }),
      ownFingerprint,
    ]);
    return theirs === ours ? { ...connection, platformDatabase: true } : connection;
  }

  async function get(sourceId: string): Promise<SourceConnection> {
    if (sourceId === OWN_DATABASE_SOURCE_ID) return own;
    let connection = opening.get(sourceId);
    if (connection === undefined) {
      connection = openExternal(sourceId).then(markedIfPlatform);
      opening.set(sourceId, connection);
      // A failed or missing open is not kept: the next request tries again.
      connection.then(
        (opened) => opened === undefined && opening.delete(sourceId),
        () => opening.delete(sourceId),
      );
    }
    const opened = await connection;
    if (opened === undefined) throw recordNotFound();
    return opened;
  }

  async function release(sourceId: string): Promise<void> {
    const connection = opening.get(sourceId);
    opening.delete(sourceId);
    const opened = await connection?.catch(() => undefined);
    await opened?.close();
  }

  async function closeAll(): Promise<void> {
    await Promise.all([...opening.keys()].map(release));
  }

  return { get, release, closeAll };
}
