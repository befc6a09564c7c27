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
 * GET .../All answers at most this many enabled items in all, over every dictionary in the order
 * of the types' sort codes and then the items'. A dictionary the cap reaches says `truncated`
 * (its items, and those of every dictionary after it, may be incomplete): read such a dictionary
 * whole with `/{code}/Data/Selector`.
 */
export const DICTIONARY_ALL_MAX_ITEMS = 5000;

/** GET .../All answers at most this many dictionaries (types), by sort code; `truncated` says so. */
export const DICTIONARY_ALL_MAX_TYPES = 1000;
