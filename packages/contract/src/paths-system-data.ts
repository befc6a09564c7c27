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
