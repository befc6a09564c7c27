import type { LogQuery, SignInLogPage } from '@mepm/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginLogs, users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import type { Translate } from '../../../kernel/i18n/translate';
import { placeName } from '../../../kernel/place/place-name';
import { hideAdministrators, timeRange } from './log-filters';
import { parseUserAgent } from './user-agent';

/** Sign-in attempts, successes and refusals, newest first. */
export async function signInLogPage(
  db: Db,
  caller: Caller,
  query: LogQuery,
  t: Translate,
): Promise<SignInLogPage> {
  const keyword = keywordOf(query);
  const where = and(
    timeRange(query, loginLogs.loginAt),
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [loginLogs.account, loginLogs.ip, loginLogs.userAgent]),
    hideAdministrators(caller, loginLogs.userId),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: loginLogs,
    where,
    readsAlso: [users],
    versions: caller.dataVersions,
    rows: (window) =>
      db
        .select({ log: loginLogs, userName: users.realName, userAccount: users.account })
        .from(loginLogs)
        .leftJoin(users, eq(users.id, loginLogs.userId))
        .where(where)
        .orderBy(desc(loginLogs.loginAt), desc(loginLogs.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map(({ log, userName, userAccount }) => ({
      id: log.id,
      loginTime: log.loginAt.getTime(),
      account: log.account || (userAccount ?? ''),
      userName: userName ?? '',
      success: log.success,
      // The key was a message key when it was written; an unknown one reads as itself.
      failure: log.failure === '' ? '' : t(log.failure as MessageKey),
      ip: log.ip,
      ipAddressName: placeName(log.ipPlace, t),
      loginType: log.loginType,
      ...parseUserAgent(log.userAgent),
      userAgent: log.userAgent,
    })),
    pagination,
  };
}
