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
} as const;

/** The 功能设计 page's code (its menu entry sits in the 可视化开发 folder, `onlineDev`). */
export const WEB_DESIGN_PAGE = 'onlineDev.webDesign';

/** The page's button besides add, edit, remove and state (release / back to draft). */
export const WEB_DESIGN_BUTTON = { copy: 'btn_copy' } as const;

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
