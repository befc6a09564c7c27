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

/** Bill-number rules (docs/reference/bill-rules.md). */
export const SYSTEM_BILL_RULE = {
  list: '/api/system/BillRule',
  create: '/api/system/BillRule',
  item: '/api/system/BillRule/:id',
  state: '/api/system/BillRule/:id/Actions/State',
  selector: '/api/system/BillRule/Selector',
  billNumber: '/api/system/BillRule/BillNumber/:code',
} as const;

/** The bill-number rules page's code. */
export const BILL_RULE_PAGE = 'system.billRule';

/**
 * Areas (administrative divisions, docs/reference/areas.md). `children` lists the areas
 * under `:id`, `-1` being the top; `selector` is the same for pickers.
 */
export const SYSTEM_AREA = {
  children: '/api/system/Area/:id',
  selector: '/api/system/Area/:id/Selector',
  create: '/api/system/Area',
  item: '/api/system/Area/:id',
  info: '/api/system/Area/:id/Info',
  state: '/api/system/Area/:id/Actions/State',
} as const;

/** The areas page's code. */
export const AREA_PAGE = 'system.area';

/** The parent id of the top level of areas (provinces). */
export const AREA_ROOT_ID = '-1';

/** Scheduled tasks: cron jobs that run a built-in job by name, with their run history. */
export const SYSTEM_TASK = {
  list: '/api/system/ScheduleTask',
  one: '/api/system/ScheduleTask/:id',
  state: '/api/system/ScheduleTask/:id/Actions/State',
  run: '/api/system/ScheduleTask/:id/Actions/Run',
  runs: '/api/system/ScheduleTask/:id/Runs',
  jobs: '/api/system/ScheduleTask/Jobs',
} as const;

/** The scheduled tasks page's code, and its buttons besides add, edit, delete and state. */
export const TASK_PAGE = 'system.task';
export const TASK_BUTTON = {
  /** Run a task now, outside its schedule. */
  run: 'btn_run',
  /** Purge a task's run history. */
  purgeRuns: 'btn_purgeLog',
} as const;

/** The server's caches: list them, clear one by name or all. */
export const SYSTEM_CACHE = {
  list: '/api/system/CacheManage',
  one: '/api/system/CacheManage/:name',
  clearAll: '/api/system/CacheManage/Actions/ClearAll',
} as const;

export const CACHE_PAGE = 'system.cache';
export const CACHE_BUTTON = { clear: 'btn_clear' } as const;

/** The server monitor: one reading of the machine, the process and the database. */
export const SYSTEM_MONITOR = { one: '/api/system/Monitor' } as const;

export const MONITOR_PAGE = 'system.monitor';
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
/** System configuration: the settings an administrator changes at run time. */
export const SYSTEM_SYS_CONFIG = {
  config: '/api/system/SysConfig',
  /** The public part the login page reads before anyone signs in. */
  loginPage: '/api/system/SysConfig/LoginPage',
} as const;

/** The system configuration page's code: its grant reads the settings. */
export const SYS_CONFIG_PAGE = 'system.sysConfig';

/**
 * The ranges of the numeric settings, which the server checks and the page's form validates with
 * the same numbers.
 */
export const SYS_CONFIG_LIMITS = {
  passwordMinLength: { min: 6, max: 16 },
  /** 0 means passwords never expire. */
  passwordExpiryDays: { min: 0, max: 3650 },
  sessionLifetimeHours: { min: 1, max: 8760 },
  uploadLimitAnnexMb: { min: 1, max: 1024 },
  uploadLimitImageMb: { min: 1, max: 1024 },
} as const;

/** Where signed download names come from (see docs/reference/files.md). */
export const FILE_NAME_SIGNING = {
  getFileName: '/api/file/getFileName',
  /** Seconds a signed download name stays valid. */
  lifetimeSeconds: 300,
} as const;
