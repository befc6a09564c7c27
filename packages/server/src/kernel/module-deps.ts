import type { Db } from '../db/client';

export type { Tx } from '../db/client';

/** What the organisation, position, user and role administration needs from the application. */
export interface AdminDeps {
  db: Db;
  now: () => Date;
  /** The password (plain) of users created without one. */
  defaultUserPassword: string;
}
