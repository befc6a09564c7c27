import { DEFAULT_PAGE_SIZE, type SystemLogPage, type SystemLogQuery } from '@mepm/contract';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';
import type { Translate } from '../../kernel/i18n/translate';
import { placeName } from '../../kernel/place/place-name';

/** `%`, `_` and `\` match literally in a keyword. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The caller's sign-ins, newest first. Every condition starts from the user id, so the
 * (user_id, login_at) index bounds both the page and the count to this user's rows.
 */
export async function systemLogPage(
  db: Db,
  userId: string,
  query: SystemLogQuery,
  t: Translate,
): Promise<SystemLogPage> {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(loginLogs.userId, userId)];
  if (query.startTime !== undefined) {
    conditions.push(gte(loginLogs.loginAt, new Date(query.startTime)));
  }
  if (query.endTime !== undefined) conditions.push(lte(loginLogs.loginAt, new Date(query.endTime)));
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    const pattern = likePattern(keyword);
    const matches = or(ilike(loginLogs.ip, pattern), ilike(loginLogs.userAgent, pattern));
    if (matches !== undefined) conditions.push(matches);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(loginLogs)
    .where(where)
    .orderBy(desc(loginLogs.loginAt), desc(loginLogs.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(loginLogs).where(where);
  return {
    list: rows.map((row) => ({
      id: row.id,
      loginTime: row.loginAt.getTime(),
      ip: row.ip,
      ipAddressName: placeName(row.ipPlace, t),
      userAgent: row.userAgent,
      loginType: row.loginType,
    })),
    pagination: { currentPage, pageSize, total: counted?.total ?? 0 },
  };
}
