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
