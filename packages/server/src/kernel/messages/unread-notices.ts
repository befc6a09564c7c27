import type { Db } from '../../db/client';

/**
 * Counts users' unread notices, for whoever must tell them (the socket's first frame and its
 * pushes) without knowing how notices are kept. The notice module provides it through its
 * manifest (`unreadNoticeCounter`); without that module every count is 0.
 */
export type UnreadNoticeCounter = (
  db: Db,
  userIds: readonly string[],
) => Promise<ReadonlyMap<string, number>>;

/** The counter bound to the application's database, as modules receive it. */
export interface UnreadNotices {
  /** Each named user's unread notice count, in one query; a user without any is absent. */
  count(userIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export function unreadNoticesOver(db: Db, counter: UnreadNoticeCounter | undefined): UnreadNotices {
  return {
    count: (userIds) =>
      counter === undefined || userIds.length === 0
        ? Promise.resolve(new Map())
        : counter(db, userIds),
  };
}
