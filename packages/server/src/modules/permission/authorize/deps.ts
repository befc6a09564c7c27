import { positions, roles, users } from '../../../db/schema';
import type { Db } from '../../../db/client';

/** What the authorisation page needs from the application. */
export interface AuthorityDeps {
  db: Db;
}

/** The table holding each kind of grant object. */
export const OBJECT_TABLES = { role: roles, position: positions, user: users } as const;
