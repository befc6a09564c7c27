/**
 * The tables a caller's rights and data-scope variables are read from: grants and what they are
 * given to, the menu and its elements and schemes, users (enabled, administrator, organisation,
 * manager) and the organisation tree. While their versions stay, a caller's rights stay.
 */
export const RIGHTS_TABLES = [
  'data_schemes',
  'grants',
  'menu_elements',
  'menus',
  'organizations',
  'positions',
  'roles',
  'user_relations',
  'users',
] as const;
