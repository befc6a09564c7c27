/**
 * Paths of the system data area (系统数据): dictionary types and their data, as this family of
 * platforms names them (docs/reference/system-data.md). Imports nothing, like paths.ts.
 */

/** Dictionary types: a tree of categories and types. */
export const DICTIONARY_TYPE = {
  list: '/api/system/DictionaryType',
  create: '/api/system/DictionaryType',
  item: '/api/system/DictionaryType/:id',
  selector: '/api/system/DictionaryType/Selector',
} as const;

/**
 * Dictionary data. In `list`, `:typeId` is the type whose items are listed; in `selector`,
 * `dataSelector`, `export` and `import`, `:id` is a type (`dataSelector` also takes its code).
 */
export const DICTIONARY_DATA = {
  list: '/api/system/DictionaryData/:typeId',
  all: '/api/system/DictionaryData/All',
  selector: '/api/system/DictionaryData/:id/Selector',
  dataSelector: '/api/system/DictionaryData/:id/Data/Selector',
  create: '/api/system/DictionaryData',
  item: '/api/system/DictionaryData/:id',
  info: '/api/system/DictionaryData/:id/Info',
  state: '/api/system/DictionaryData/:id/Actions/State',
  export: '/api/system/DictionaryData/:id/Action/Export',
  import: '/api/system/DictionaryData/:id/Action/Import',
} as const;

/** The dictionary page's code: its grant opens the page and its management endpoints. */
export const DICTIONARY_PAGE = 'systemData.dictionary';

/** The dictionary page's own buttons besides add, edit, remove and the state toggle. */
export const DICTIONARY_BUTTON = {
  import: 'btn_import',
  export: 'btn_export',
} as const;

/** The most items one import may carry (the whole import is one transaction). */
export const DICTIONARY_IMPORT_MAX_ITEMS = 2000;

/**
 * The data model (数据建模): a data source's tables. `:sourceId` is a data source (`0` is the
 * platform's own database), `:table` a table's name.
 */
export const DATA_MODEL = {
  tables: '/api/system/DataModel/:sourceId/Tables',
  table: '/api/system/DataModel/:sourceId/Tables/:table',
  preview: '/api/system/DataModel/:sourceId/Actions/Preview',
} as const;

/** The data model page's code: its grant reads the tables, its buttons change them. */
export const DATA_MODEL_PAGE = 'systemData.dataModel';

/** The column types a table designed on the page may have, as PostgreSQL names them. */
export const DATA_MODEL_COLUMN_TYPES = [
  'varchar',
  'text',
  'int',
  'bigint',
  'decimal',
  'boolean',
  'date',
  'timestamptz',
  'jsonb',
] as const;

/** Tables and columns are named like SQL identifiers that need no quotes (at most 63 bytes). */
export const DATA_MODEL_NAME_PATTERN = '^[a-z_][a-z0-9_]{0,62}$';

/** The most columns one designed table may have. */
export const DATA_MODEL_MAX_COLUMNS = 200;

/**
 * Data sources (数据连接, docs/reference/data-sources.md): external databases that data
 * interfaces read. `now` is the platform's own database, `test` tries connection settings.
 */
export const DATA_SOURCE = {
  list: '/api/system/DataSource',
  create: '/api/system/DataSource',
  item: '/api/system/DataSource/:id',
  now: '/api/system/DataSource/now',
  test: '/api/system/DataSource/Actions/Test',
  selector: '/api/system/DataSource/Selector',
} as const;

/** The data sources page's code: its grant opens the page and its management endpoints. */
export const DATA_SOURCE_PAGE = 'systemData.dataSource';

/** The database kinds a data source may be; MariaDB is `mysql`. */
export const DATA_SOURCE_KINDS = ['postgresql', 'mysql'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

/** The port a kind listens on unless told otherwise. */
export const DATA_SOURCE_DEFAULT_PORT: Readonly<Record<DataSourceKind, number>> = {
  postgresql: 5432,
  mysql: 3306,
};

/** How a source's connection uses TLS: not at all, encrypted only, or with a verified certificate. */
export const DATA_SOURCE_SSL_MODES = ['off', 'require', 'verify'] as const;

/** A host name, an IPv4 address or a bracketless IPv6 address; nothing a URL could smuggle. */
export const DATA_SOURCE_HOST_PATTERN = '^[A-Za-z0-9]([A-Za-z0-9._:-]{0,252})$';

/** The id under which the platform's own database shows among the sources. */
export const OWN_DATA_SOURCE_ID = '0';

/**
 * GET .../All answers at most this many enabled items in all, over every dictionary in the order
 * of the types' sort codes and then the items'. A dictionary the cap reaches says `truncated`
 * (its items, and those of every dictionary after it, may be incomplete): read such a dictionary
 * whole with `/{code}/Data/Selector`.
 */
export const DICTIONARY_ALL_MAX_ITEMS = 5000;

/** GET .../All answers at most this many dictionaries (types), by sort code; `truncated` says so. */
export const DICTIONARY_ALL_MAX_TYPES = 1000;
/** Data interfaces (数据接口): SQL, static JSON and HTTP sources of data for forms and pages. */
export const DATA_INTERFACE = {
  list: '/api/system/DataInterface',
  create: '/api/system/DataInterface',
  item: '/api/system/DataInterface/:id',
  state: '/api/system/DataInterface/:id/Actions/State',
  selector: '/api/system/DataInterface/Selector',
  /** Preview a saved interface with parameters (the query string). */
  response: '/api/system/DataInterface/:id/Actions/Response',
  /** Try a draft before saving it (the form's test button). */
  test: '/api/system/DataInterface/Actions/Test',
  /** The options of selects, tree selects and popup selects: any signed-in user. */
  options: '/api/system/DataInterface/:id/Actions/Options',
  export: '/api/system/DataInterface/:id/Action/Export',
  import: '/api/system/DataInterface/Action/Import',
  log: '/api/system/DataInterfaceLog/:id',
} as const;

/** The data interface page's code: its grant opens the page and its management endpoints. */
export const DATA_INTERFACE_PAGE = 'systemData.dataInterface';

/** The data interface page's own buttons besides add, edit, remove and the state toggle. */
export const DATA_INTERFACE_BUTTON = {
  preview: 'btn_preview',
  import: 'btn_import',
  export: 'btn_export',
} as const;

/** The kinds of data interface. */
export const DATA_INTERFACE_KINDS = ['sql', 'static', 'http'] as const;
/** The types a declared parameter may have. */
export const DATA_INTERFACE_PARAM_TYPES = ['text', 'integer', 'number', 'boolean', 'date'] as const;
export const DATA_INTERFACE_HTTP_METHODS = ['GET', 'POST'] as const;

/** Bounds of one call (docs/reference/data-interfaces.md). */
export const DATA_INTERFACE_LIMITS = {
  /** Rows a call reads at most; more are cut and the answer says so. */
  maxRows: 1000,
  /** A SQL statement or an HTTP call is given up after this long. */
  timeoutMs: 10_000,
  /** The largest HTTP answer read. */
  maxResponseBytes: 2 * 1024 * 1024,
  /** Redirects an HTTP call follows at most. */
  maxRedirects: 3,
  maxParameters: 30,
  maxSqlLength: 20_000,
  maxStaticLength: 200_000,
} as const;

/** Query names a preview reserves for itself: no parameter may be called so. */
export const DATA_INTERFACE_RESERVED_PARAMS = ['currentPage', 'pageSize', 'n'] as const;

/**
 * Backups of the platform's own database (数据备份). `:id` is a backup's file name, made by the
 * server; `download` takes a signed name from `downloadName` and answers the file's bytes.
 */
export const DATA_BACKUP = {
  list: '/api/system/DataBackup',
  create: '/api/system/DataBackup/Actions/Create',
  item: '/api/system/DataBackup/:id',
  downloadName: '/api/system/DataBackup/:id/Actions/Download',
  download: '/api/system/DataBackup/Download/:name',
  restore: '/api/system/DataBackup/:id/Actions/Restore',
  cancelRestore: '/api/system/DataBackup/Actions/CancelRestore',
} as const;

export const DATA_BACKUP_PAGE = 'systemData.dataBackup';

/** The data backup page's buttons: make, download, restore (administrators only) and delete. */
export const DATA_BACKUP_BUTTON = {
  create: 'btn_add',
  download: 'btn_download',
  restore: 'btn_restore',
  remove: 'btn_remove',
} as const;

/** A backup's file name: `backup-<UTC yyyymmdd-hhmmss>-<6 random>.<tar.gz | sql.gz>`. */
export const DATA_BACKUP_NAME = /^backup-\d{8}-\d{6}-[0-9a-z]{6}\.(tar|sql)\.gz$/;

/**
 * Data sync (数据同步): copies one table from a data source into another (or the same) source.
 * `execute` starts a copy and answers its run at once; the page follows it at `run`.
 */
export const DATA_SYNC = {
  execute: '/api/system/DataSync/Actions/Execute',
  /** The tables of a source that a copy may read (`:sourceId`; `0` is the platform's own). */
  tables: '/api/system/DataSync/:sourceId/Tables',
  runs: '/api/system/DataSync/Runs',
  run: '/api/system/DataSync/Runs/:id',
} as const;

/** The data sync page's code: its grant lists sources' tables and the runs. */
export const DATA_SYNC_PAGE = 'systemData.dataSync';

export const DATA_SYNC_BUTTON = { execute: 'btn_execute' } as const;

/** Into an existing table: add the rows, or replace what it holds (in one transaction). */
export const DATA_SYNC_MODES = ['append', 'overwrite'] as const;

/** A table name a copy reads or writes: a plain identifier of either dialect. */
export const DATA_SYNC_TABLE_PATTERN = '^[A-Za-z_][A-Za-z0-9_$]{0,62}$';

export const DATA_SYNC_LIMITS = {
  /** Copies running at once on the platform; more are refused until one ends. */
  maxRunning: 2,
  /** Rows read and written per batch (fewer for wide tables). */
  batchRows: 1000,
  /** Runs the history shows. */
  historySize: 50,
} as const;

/** Boundary maps (地图): GeoJSON outlines the data screens draw, by code. */
export const MAP_AREA = {
  list: '/api/system/Map',
  create: '/api/system/Map',
  item: '/api/system/Map/:id',
  state: '/api/system/Map/:id/Actions/State',
  geoJson: '/api/system/Map/GeoJson/:code',
} as const;

export const MAP_PAGE = 'systemData.map';
