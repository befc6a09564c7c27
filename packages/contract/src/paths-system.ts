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

/**
 * Paths of the system log: one list per category (the family's numbers: 1 sign-in, 3 operation,
 * 4 error), deletion of chosen rows, clearing rows older than a period, and the shell's report of
 * its own errors.
 */
export const SYSTEM_LOG = {
  signIns: '/api/system/Log/1',
  operations: '/api/system/Log/3',
  operation: '/api/system/Log/3/:id',
  errors: '/api/system/Log/4',
  error: '/api/system/Log/4/:id',
  remove: '/api/system/Log',
  clear: '/api/system/Log/Actions/Clear',
  clientError: '/api/system/Log/ClientError',
} as const;

/** The system log page's code: its grant opens the page; deleting also needs an administrator. */
export const LOG_PAGE = 'system.log';

/** The log categories by the numbers of the family's paths. */
export const LOG_CATEGORY = { signIn: 1, operation: 3, error: 4 } as const;

/** How many days of rows a clear keeps: 0 clears everything. */
export const LOG_KEEP_DAYS = [0, 7, 30, 90] as const;
