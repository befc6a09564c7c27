import type { Db } from '../../../db/client';

/** What the online-user page needs from the application. */
export interface OnlineUserDeps {
  db: Db;
  /** The clock sessions expire by: the same one authentication uses. */
  now: () => Date;
}
