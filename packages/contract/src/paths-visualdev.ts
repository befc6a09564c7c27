/**
 * Paths of visual development (可视化开发, docs/reference/visual-development.md): function
 * designs, the platform family's `/api/visualdev/Base`. Imports nothing, like paths.ts.
 */
export const VISUALDEV_BASE = {
  list: '/api/visualdev/Base',
  create: '/api/visualdev/Base',
  item: '/api/visualdev/Base/:id',
  /** Release (state 1) or back to draft (state 0): the page's state button. */
  state: '/api/visualdev/Base/:id/Actions/State',
  copy: '/api/visualdev/Base/:id/Actions/Copy',
  /** What releasing the design would do to its tables, changing nothing. */
  tablePreview: '/api/visualdev/Base/:id/Actions/TablePreview',
  /** Released designs by category, for the relation-form picker. */
  selector: '/api/visualdev/Base/Selector',
  /** A design's valued fields, for relation forms and flow conditions. */
  formDataFields: '/api/visualdev/Base/:id/FormDataFields',
  /**
   * A released design's records as a relation-form field picks them: only those the caller could
   * list on a page opening the design (docs/reference/visual-development.md).
   */
  fieldDataSelect: '/api/visualdev/Base/:id/FieldDataSelect',
} as const;

/** The 功能设计 page's code (its menu entry sits in the 可视化开发 folder, `onlineDev`). */
export const WEB_DESIGN_PAGE = 'onlineDev.webDesign';

/** The page's button besides add, edit, remove and state (release / back to draft). */
/**
 * The page's own buttons beside add/edit/remove/state: copy a design, and publish a released
 * design as a menu entry (a power apart from releasing: it adds menus that can then be granted).
 */
export const WEB_DESIGN_BUTTON = { copy: 'btn_copy', publish: 'btn_publish' } as const;

/** 1 web form, 2 app form, 3 flow form. */
export const DESIGN_TYPES = [1, 2, 3] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** 1 form only, 2 list and form, 3 list, form and flow. */
export const DESIGN_WEB_TYPES = [1, 2, 3] as const;
export type DesignWebType = (typeof DESIGN_WEB_TYPES)[number];

/** 0 draft, 1 released. */
export const DESIGN_STATES = [0, 1] as const;
export type DesignState = (typeof DESIGN_STATES)[number];

/** The dictionary whose item codes are the designs' categories (功能设计分类, seeded). */
export const DESIGN_CATEGORY_DICTIONARY = 'visualDevCategory';

/**
 * Bytes the column JSON (list settings, next issue) and the tables JSON may take once
 * serialised; the form JSON is bounded by its schema (500 fields, each field's limits).
 */
export const DESIGN_JSON_MAX_BYTES = 200_000;

/**
 * Generated pages (docs/reference/online-development.md): the records of a released design, at
 * `:id` the design's id. Every call names the menu entry (type 3) that opens the page, `menuId`
 * in the list body and the query of the others: its grants decide the buttons, columns, form
 * fields and data scope. Administrators may leave it out (the designer's preview).
 */
export const VISUALDEV_ONLINE_DEV = {
  config: '/api/visualdev/OnlineDev/:id/Config',
  list: '/api/visualdev/OnlineDev/:id/List',
  create: '/api/visualdev/OnlineDev/:id',
  record: '/api/visualdev/OnlineDev/:id/:recordId',
  /** A record's detail view: option values as their names, dates as they are read. */
  dataChange: '/api/visualdev/OnlineDev/:id/:recordId/DataChange',
  batchDelete: '/api/visualdev/OnlineDev/batchDelete/:id',
  /** The list's records as an .xlsx, streamed, or a background task past the threshold. */
  export: '/api/visualdev/OnlineDev/:id/Actions/Export',
  /** The import template: the form's importable fields as headers. */
  template: '/api/visualdev/OnlineDev/:id/Template',
  /** Check an uploaded .xlsx: the dry-run report, nothing written. */
  importPreview: '/api/visualdev/OnlineDev/:id/Actions/ImportPreview',
  /** Write an uploaded .xlsx's valid rows (or nothing, when all or nothing and a row fails). */
  import: '/api/visualdev/OnlineDev/:id/Actions/Import',
  /** An import report's refused rows as an .xlsx with the reason per row. */
  exportData: '/api/visualdev/OnlineDev/:id/Actions/ExportData',
  appExportData: '/api/visualdev/OnlineDev/App/:id/Actions/ExportData',
  /** A background export's progress, and its file once done (the caller's own tasks only). */
  exportTask: '/api/visualdev/OnlineDev/ExportTask/:taskId',
} as const;

/** The publishing of a design as a menu entry of type 3 (功能设计's 发布到菜单 button). */
export const VISUALDEV_PUBLISH = '/api/visualdev/Base/:id/Actions/Publish';

/**
 * A generated page's button codes: the toolbar's (add, export, import, batch delete) and the
 * row's (edit, remove, detail). Publishing makes each button the list design shows an element
 * of the menu entry, so that the authorisation page grants them like any page's.
 */
export const ONLINE_DEV_BUTTON = {
  add: 'btn_add',
  download: 'btn_download',
  upload: 'btn_upload',
  batchRemove: 'btn_batchRemove',
  edit: 'btn_edit',
  remove: 'btn_remove',
  detail: 'btn_detail',
} as const;

/** The toolbar's buttons a list design may show, in the order they show. */
export const LIST_TOOLBAR_BUTTONS = ['add', 'download', 'upload', 'batchRemove'] as const;
export type ListToolbarButton = (typeof LIST_TOOLBAR_BUTTONS)[number];
/** A row's buttons a list design may show. */
export const LIST_ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
export type ListRowButton = (typeof LIST_ROW_BUTTONS)[number];

/** 1 plain table, 2 a tree on the left filtering the table, 3 rows grouped by a field. */
export const LIST_TYPES = [1, 2, 3] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** How a search field matches: equal, contains, or between two values (numbers, dates). */
export const SEARCH_MATCHES = ['equal', 'like', 'between'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** Exports of more records than this run as a background task with progress. */
export const EXPORT_BACKGROUND_THRESHOLD = 20_000;
/** The largest import file, and the most rows one import reads. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
