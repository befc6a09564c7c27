import { OWN_DATA_SOURCE_ID } from '@mepm/contract';
import type { Db } from '../../db/client';
import type { SourceConnection, SourceConnections } from '../data-sources/source-connection';
import { badRequest } from '../../plugins/envelope/api-error';
import type { ModelDatabase } from './designed-tables';

/**
 * The databases to design a source's tables in: the platform's own, or a PostgreSQL source's
 * (its registry stays on the platform's); a source tables are only browsed in (MySQL) is
 * answered as itself.
 */
export async function modelOf(
  db: Db,
  dataSources: SourceConnections,
  sourceId: string,
): Promise<ModelDatabase | SourceConnection> {
  if (sourceId === OWN_DATA_SOURCE_ID) return { sourceId, catalog: db, registry: db };
  const source = await dataSources.get(sourceId);
  if (source.postgresDb === undefined) return source;
  return { sourceId, catalog: source.postgresDb, registry: db };
}

/** The databases to design a source's tables in; a source of another dialect is refused. */
export async function designable(
  db: Db,
  dataSources: SourceConnections,
  sourceId: string,
): Promise<ModelDatabase> {
  const model = await modelOf(db, dataSources, sourceId);
  if ('catalog' in model) return model;
  throw badRequest('dataModelSourceUnsupported');
}
