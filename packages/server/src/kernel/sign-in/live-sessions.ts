import { and, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { likePattern } from '../data/keyword';

/**
 * Live sessions: not revoked, not expired, of an enabled user (a disabled user's next call ends
 * the session anyway). The user conditions sit in a correlated `exists` so that counts run over
 * sessions alone. The online-users page lists these and the home page counts them: one rule.
 */
export function liveSessions(at: Date, keyword?: string): SQL | undefined {
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
