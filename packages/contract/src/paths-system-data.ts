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

/** Boundary maps (地图): GeoJSON outlines the data screens draw, by code. */
export const MAP_AREA = {
  list: '/api/system/Map',
  create: '/api/system/Map',
  item: '/api/system/Map/:id',
  state: '/api/system/Map/:id/Actions/State',
  geoJson: '/api/system/Map/GeoJson/:code',
} as const;

export const MAP_PAGE = 'systemData.map';
