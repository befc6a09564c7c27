import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DRIVERS, type SourceSettings } from '../../../kernel/data-sources/drivers';
import type { SecretBox } from '../../../kernel/data-sources/secret-box';
import type { OpenExternalSource } from '../../../kernel/data-sources/source-connections';
import { badRequest } from '../../../plugins/envelope/api-error';
import { dataSources } from './schema';

type DataSourceRow = typeof dataSources.$inferSelect;

/** A row's settings with the password opened ('' when none is stored). */
export function settingsOf(row: DataSourceRow, box: SecretBox): SourceSettings {
  return {
    // The table's check constraint admits only the contract's kinds.
    kind: row.kind as SourceSettings['kind'],
    host: row.host,
    port: row.port,
    database: row.database,
    schema: row.schema,
    user: row.user,
    password: row.passwordSealed === '' ? '' : box.open(row.passwordSealed, row.id),
    ssl: (row.options.ssl as SourceSettings['ssl'] | undefined) ?? 'off',
    charset: row.options.charset ?? '',
  };
}

/**
 * How the registry of connections (kernel/data-sources) opens a stored source: an enabled row,
 * its driver's pool. A disabled or deleted source is not found; one whose password no longer
 * opens (the key was changed) is refused with a reason.
 */
export function storedSourceOpener(db: Db, box: SecretBox): OpenExternalSource {
  return async (sourceId) => {
    const [row] = await db
      .select()
      .from(dataSources)
      .where(and(eq(dataSources.id, sourceId), eq(dataSources.enabled, true)));
    if (row === undefined) return undefined;
    let settings: SourceSettings;
    try {
      settings = settingsOf(row, box);
    } catch {
      // Sealed with another key: a person can type the password again on the sources page.
      throw badRequest('dataSourceStoredPasswordUnreadable');
    }
    return DRIVERS[settings.kind].open(settings);
  };
}
