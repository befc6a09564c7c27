import type { SqlDialect } from '../source-connection';
import type { SourceDriver } from './driver';
import { mysqlDriver } from './mysql';
import { postgresqlDriver } from './postgresql';

export type { SourceDriver, SourceSettings } from './driver';
export { connectionFailure, type ConnectionFailure } from './connection-failure';

/** The driver of each kind of source. */
export const DRIVERS: Readonly<Record<SqlDialect, SourceDriver>> = {
  postgresql: postgresqlDriver,
  mysql: mysqlDriver,
};
