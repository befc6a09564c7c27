import { positions, roles, users } from '../../db/schema';
import type { Db } from '../../db/client';

/** What the authorisation page needs from the application. */
export interface AuthorityDeps {
  db: Db;
}

/** Every route of this area is guarded by grants on the authorisation page. */
export const AUTHORIZE_PAGE = 'permission.authorize';

/** The table holding each kind of grant object. */
export const OBJECT_TABLES = { role: roles, position: positions, user: users } as const;
