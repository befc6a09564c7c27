/** The fixed paths (docs/reference/shell.md, Routes); menu entries never take them over. */
export const PATHS = {
  login: '/login',
  test: '/test',
  authRedirect: '/auth-redirect',
  jump: '/jump',
  lockScreen: '/lockScreen',
  /** Confirms a login page's scan login: needs a session, outside the tab layout. */
  scanLogin: '/scanLogin',
  home: '/home',
  dashboard: '/dashboard',
  messageRecord: '/messageRecord',
  previewModel: '/previewModel',
  profile: '/profile',
  notFound: '/404',
  menuMore: '/menuMore',
  flowLaunch: '/workFlow/flowLaunch',
  flowTodo: '/workFlow/flowTodo',
  flowCirculate: '/workFlow/flowCirculate',
  policyRelease: '/hrs/policy/release',
} as const;

/** Refreshing a tab goes through here: `/redirect/<path>` re-renders `<path>`. */
export const REDIRECT_PREFIX = '/redirect';

export const FIXED_PATHS: ReadonlySet<string> = new Set<string>([
  ...Object.values(PATHS),
  REDIRECT_PREFIX,
]);
