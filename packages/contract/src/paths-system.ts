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
