import type { OnlineUserPage, OnlineUserQuery } from '@mepm/contract';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import type { Translate } from '../../../kernel/i18n/translate';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { keywordOf, likePattern } from '../../../kernel/data/keyword';
import { ipPlace } from '../../../kernel/place/ip-place';
import { placeName } from '../../../kernel/place/place-name';

/**
 * Live sessions: not revoked, not expired, of an enabled user (a disabled user's next call ends
 * the session anyway). The user conditions sit in a correlated `exists` so that the capped count
 * runs over sessions alone.
 */
function liveSessions(at: Date, keyword: string | undefined): SQL | undefined {
  const pattern = keyword === undefined ? undefined : likePattern(keyword);
  const matches =
    pattern === undefined
      ? sql`true`
      : sql`(u.account ilike ${pattern} or u.real_name ilike ${pattern})`;
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, at),
    sql`exists (
      select 1 from users u where u.id = ${sessions.userId} and u.enabled and ${matches}
    )`,
  );
}

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
