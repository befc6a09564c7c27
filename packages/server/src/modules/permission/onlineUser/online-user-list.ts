import type { OnlineUserPage, OnlineUserQuery } from '@mepm/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import type { Translate } from '../../../kernel/i18n/translate';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { keywordOf } from '../../../kernel/data/keyword';
import { liveSessions } from '../../../kernel/sign-in/live-sessions';
import { ipPlace } from '../../../kernel/place/ip-place';
import { placeName } from '../../../kernel/place/place-name';

/** One page of live sessions, newest sign-in first. */
export async function onlineUserPage(
  db: Db,
  query: OnlineUserQuery,
  at: Date,
  t: Translate,
  versions?: DataVersions,
): Promise<OnlineUserPage> {
  const where = liveSessions(at, keywordOf(query));
  const { rows, pagination } = await pagedSelect(db, query, {
    table: sessions,
    where,
    versions,
    rows: (window) =>
      db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          account: users.account,
          realName: users.realName,
          createdAt: sessions.createdAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(where)
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      account: row.account,
      realName: row.realName,
      loginTime: row.createdAt.getTime(),
      ip: row.ip,
      ipAddressName: placeName(ipPlace(row.ip), t),
      userAgent: row.userAgent,
    })),
    pagination,
  };
}
