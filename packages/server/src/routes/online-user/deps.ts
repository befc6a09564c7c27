import type { Db } from '../../db/client';

/** What the online-user page needs from the application. */
export interface OnlineUserDeps {
  db: Db;
  /** The clock sessions expire by: the same one authentication uses. */
  now: () => Date;
}

/** Every route of this area is guarded by grants on the online-user page. */
export const ONLINE_USER_PAGE = 'permission.userOnline';
