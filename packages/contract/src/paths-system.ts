/**
 * Paths of menu management: the paths this family of platforms uses for it.
 * Imports nothing, like paths.ts.
 */
export const SYSTEM_MENU = {
  list: '/api/system/Menu',
  one: '/api/system/Menu/:id',
  state: '/api/system/Menu/:id/Actions/State',
  selector: '/api/system/Menu/Selector',
  buttons: '/api/system/ModuleButton',
  button: '/api/system/ModuleButton/:id',
  columns: '/api/system/ModuleColumn',
  column: '/api/system/ModuleColumn/:id',
  forms: '/api/system/ModuleForm',
  form: '/api/system/ModuleForm/:id',
  schemes: '/api/system/ModuleDataAuthorizeScheme',
  scheme: '/api/system/ModuleDataAuthorizeScheme/:id',
} as const;

/** The menu management page's code: its grant opens the page and its parts. */
export const MENU_PAGE = 'system.menu';

/** The icons page's code (a gallery in the shell; no endpoint of its own). */
export const ICONS_PAGE = 'system.icons';

/** The languages page's code: its grant reads the translation table, its edit button overrides. */
export const LANGUAGE_PAGE = 'system.language';

/** Paths of the translation table and its overrides. */
export const SYSTEM_LANGUAGE = {
  /** The server's texts and every override (the page's table; the shell adds its own texts). */
  catalog: '/api/system/Language/Catalog',
  /** The shell's overrides, read by every mount at start (the login page too): no sign-in. */
  shellOverrides: '/api/system/Language/ShellOverrides',
  /** One override: PUT sets it, DELETE (query scope, key, language) goes back to the shipped text. */
  override: '/api/system/Language/Override',
} as const;
