import type { Db } from '../../../db/client';
import type { Realtime } from '../../../kernel/realtime/realtime';

/** What the online-user page needs from the application. */
export interface OnlineUserDeps {
  db: Db;
  /** The clock sessions expire by: the same one authentication uses. */
  now: () => Date;
  /** The forced-offline user's sockets are told and closed. */
  realtime: Realtime;
}
