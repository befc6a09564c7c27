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
