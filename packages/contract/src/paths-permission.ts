/**
 * The administration of companies, departments, positions, users and roles
 * (docs/reference/permission.md). Imports nothing, like paths.ts, which re-exports it.
 */

/** Companies (the organisation tree). `:id` is an organisation id. */
export const ORGANIZE = {
  list: '/api/permission/Organize',
  create: '/api/permission/Organize',
  item: '/api/permission/Organize/:id',
  selector: '/api/permission/Organize/Selector',
  tree: '/api/permission/Organize/Tree',
} as const;

/** Departments. In `list`, `:id` is the organisation whose departments are listed. */
export const DEPARTMENT = {
  list: '/api/permission/Organize/:id/Department',
  selector: '/api/permission/Organize/Department/Selector',
  create: '/api/permission/Organize/Department',
  item: '/api/permission/Organize/Department/:id',
} as const;

export const POSITION = {
  list: '/api/permission/Position',
  selector: '/api/permission/Position/Selector',
  all: '/api/permission/Position/All',
  create: '/api/permission/Position',
  item: '/api/permission/Position/:id',
} as const;

export const USERS = {
  list: '/api/permission/Users',
  all: '/api/permission/Users/All',
  selector: '/api/permission/Users/Selector',
  create: '/api/permission/Users',
  item: '/api/permission/Users/:id',
  resetPassword: '/api/permission/Users/:id/Actions/ResetPassword',
  state: '/api/permission/Users/:id/Actions/State',
  imUser: '/api/permission/Users/ImUser',
  imUserSelector: '/api/permission/Users/ImUser/Selector/:id',
  getUserList: '/api/permission/Users/getUserList',
} as const;

export const ROLE = {
  list: '/api/permission/Role',
  selector: '/api/permission/Role/Selector',
  create: '/api/permission/Role',
  item: '/api/permission/Role/:id',
  state: '/api/permission/Role/:id/Actions/State',
} as const;

/** The menu entries (en_code) whose grants open these pages and their APIs. */
export const ADMIN_MENU = {
  organize: 'permission.organize',
  department: 'permission.department',
  position: 'permission.position',
  user: 'permission.user',
  role: 'permission.role',
  authorize: 'permission.authorize',
  onlineUser: 'permission.onlineUser',
} as const;

/**
 * The code of the administrators' role, seeded with the product. Only administrators assign it,
 * take it away, edit it or change its grants, and its code never changes (docs/delegation.md).
 */
export const ADMINISTRATORS_ROLE_CODE = 'admin';

/** The button codes these pages check: add, edit, remove, and the user and role actions. */
export const ADMIN_BUTTON = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  resetPassword: 'btn_resetPassword',
  state: 'btn_state',
  /** Online users: end every session of a user. */
  forcedOffline: 'btn_forced',
} as const;

/** The authorisation page: `:objectId` is a role, position or user (`objectType` says which). */
export const AUTHORIZE = {
  data: '/api/permission/Authorize/Data/:objectId',
} as const;

/** The online users page: live sessions; `:userId` ends every session of that user. */
export const ONLINE_USER = {
  list: '/api/permission/OnlineUser',
  one: '/api/permission/OnlineUser/:userId',
} as const;
