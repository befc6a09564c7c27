import Type from 'typebox';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { defineResource } from '../kit/resource';
import {
  DATA_SOURCE_HOST_PATTERN,
  DATA_SOURCE_KINDS,
  DATA_SOURCE_SSL_MODES,
} from '../paths-system-data';
import { DATA_SOURCE_ENDPOINT_ROUTES, DATA_SOURCE_RESOURCE_ROUTES } from '../routes-system-data';

/**
 * Data sources (docs/reference/data-sources.md): connection settings of external PostgreSQL and
 * MySQL/MariaDB databases. The password is write-only: records say whether one is stored, never
 * what it is, and an edit with an empty password keeps the stored one.
 */

/** The extra connection options, each known and checked; nothing else is accepted. */
export const DataSourceOptions = Type.Object(
  {
    /** TLS: off (default), require (encrypted, any certificate) or verify (trusted certificate). */
    ssl: Type.Optional(literalUnion(DATA_SOURCE_SSL_MODES)),
    /** MySQL/MariaDB only: the connection's character set, e.g. utf8mb4. */
    charset: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  },
  { additionalProperties: false },
);
export type DataSourceOptions = Type.Static<typeof DataSourceOptions>;

const connectionFields = {
  kind: literalUnion(DATA_SOURCE_KINDS),
  host: Type.String({ minLength: 1, maxLength: 253, pattern: DATA_SOURCE_HOST_PATTERN }),
  port: Type.Integer({ minimum: 1, maximum: 65_535 }),
  database: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^\\u0000-\\u001f]+$' }),
  /** PostgreSQL only: the schema unqualified names resolve in ('' for the server's default). */
  schema: Type.Optional(Type.String({ maxLength: 63, pattern: '^[A-Za-z_][A-Za-z0-9_$]*$|^$' })),
  user: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^\\u0000-\\u001f]+$' }),
  /** Empty or absent: none on create, the stored one kept on edit. */
  password: Type.Optional(Type.String({ maxLength: 256 })),
  options: Type.Optional(DataSourceOptions),
};

/** A data source as its list row and edit form read it: never its password. */
export const DataSourceRecord = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  kind: literalUnion(DATA_SOURCE_KINDS),
  host: Type.String(),
  port: Type.Integer(),
  database: Type.String(),
  schema: Type.String(),
  user: Type.String(),
  /** Whether a password is stored (the form shows "unchanged" then). */
  hasPassword: Type.Boolean(),
  options: DataSourceOptions,
  description: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  createdTime: Type.Integer(),
});
export type DataSourceRecord = Type.Static<typeof DataSourceRecord>;

/** GET /api/system/DataSource: keyword over name, host and database, by sort code then name. */
export const DataSourceListQuery = KeywordPageQuery();
export type DataSourceListQuery = Type.Static<typeof DataSourceListQuery>;
export const DataSourcePage = PagedList(DataSourceRecord);
export type DataSourcePage = Type.Static<typeof DataSourcePage>;

/** POST and PUT .../DataSource. The name is unique. */
export const DataSourceBody = Type.Object({
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  ...connectionFields,
  description: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type DataSourceBody = Type.Static<typeof DataSourceBody>;

/**
 * POST .../DataSource/Actions/Test: the settings to try. With `id` of a stored source and no
 * password, the stored password is used (testing an edit form that keeps it).
 */
export const DataSourceTestBody = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  ...connectionFields,
});
export type DataSourceTestBody = Type.Static<typeof DataSourceTestBody>;

/** The outcome of a test: a failed connection is an answer, not an error. */
export const DataSourceTestResult = Type.Object({
  connected: Type.Boolean(),
  /** The server's version on success; the translated reason otherwise. */
  message: Type.String(),
  elapsedMs: Type.Integer(),
});
export type DataSourceTestResult = Type.Static<typeof DataSourceTestResult>;

/** GET .../DataSource/now: the platform's own database, without anything secret. */
export const OwnDataSource = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  kind: literalUnion(DATA_SOURCE_KINDS),
  /** The embedded database (a folder of the server) rather than a PostgreSQL server. */
  embedded: Type.Boolean(),
  database: Type.String(),
  version: Type.String(),
});
export type OwnDataSource = Type.Static<typeof OwnDataSource>;

/** A picker entry: the own database (id '0') first, then the enabled sources. */
export const DataSourceBrief = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  kind: literalUnion(DATA_SOURCE_KINDS),
});
export type DataSourceBrief = Type.Static<typeof DataSourceBrief>;
export const DataSourceBriefList = Type.Object({ list: Type.Array(DataSourceBrief) });
export type DataSourceBriefList = Type.Static<typeof DataSourceBriefList>;

/** The data sources page: list, create, read, edit and delete. */
export const DATA_SOURCE_RESOURCE = defineResource({
  routes: DATA_SOURCE_RESOURCE_ROUTES,
  schemas: {
    listQuery: DataSourceListQuery,
    page: DataSourcePage,
    record: DataSourceRecord,
    body: DataSourceBody,
  },
  summaries: {
    list: 'Data sources by sort code, paged; keyword over name, host and database',
    create: 'Create a data source (the password is stored encrypted)',
    read: 'One data source, without its password',
    update: 'Edit a data source; an empty password keeps the stored one',
    remove: 'Delete a data source that nothing uses',
  },
});

/** Beside the page: the own database, the connection test and the picker. */
export const DATA_SOURCE_ENDPOINTS = {
  now: endpointAt(DATA_SOURCE_ENDPOINT_ROUTES.now, "The platform's own database as a source", {
    query: TimestampQuery,
    data: OwnDataSource,
  }),
  test: endpointAt(
    DATA_SOURCE_ENDPOINT_ROUTES.test,
    'Try connection settings (10 s at most); a failure is answered, not raised',
    { query: TimestampQuery, body: DataSourceTestBody, data: DataSourceTestResult },
  ),
  selector: endpointAt(
    DATA_SOURCE_ENDPOINT_ROUTES.selector,
    'The own database and the enabled data sources, for pickers',
    { query: TimestampQuery, data: DataSourceBriefList },
  ),
};
