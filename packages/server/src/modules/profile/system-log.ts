import type { SystemLogPage, SystemLogQuery } from '@mepm/contract';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';
import { keywordMatch, keywordOf } from '../../kernel/data/keyword';
import { pagedSelect } from '../../kernel/data/paged-select';
import type { Caller } from '../../kernel/caller';
import type { Translate } from '../../kernel/i18n/translate';
import { placeName } from '../../kernel/place/place-name';

/**
 * The caller's sign-ins, newest first. Every condition starts from the user id, so the
 * (user_id, login_at) index bounds both the page and the count to this user's rows.
 */
export async function systemLogPage(
  db: Db,
  caller: Pick<Caller, 'id' | 'dataVersions'>,
  query: SystemLogQuery,
  t: Translate,
): Promise<SystemLogPage> {
  const conditions: (SQL | undefined)[] = [
    eq(loginLogs.userId, caller.id),
    eq(loginLogs.success, true),
  ];
  if (query.startTime !== undefined) {
    conditions.push(gte(loginLogs.loginAt, new Date(query.startTime)));
  }
  if (query.endTime !== undefined) conditions.push(lte(loginLogs.loginAt, new Date(query.endTime)));
  const keyword = keywordOf(query);
  if (keyword !== undefined)
    conditions.push(keywordMatch(keyword, [loginLogs.ip, loginLogs.userAgent]));
  const where = and(...conditions);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: loginLogs,
    where,
    versions: caller.dataVersions,
    rows: (window) =>
      db
        .select()
        .from(loginLogs)
        .where(where)
        .orderBy(desc(loginLogs.loginAt), desc(loginLogs.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      loginTime: row.loginAt.getTime(),
      ip: row.ip,
      ipAddressName: placeName(row.ipPlace, t),
      userAgent: row.userAgent,
      loginType: row.loginType,
    })),
    pagination,
  };
}
