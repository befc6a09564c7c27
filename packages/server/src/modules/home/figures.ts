import { SIGN_IN_TREND_DAYS, type HomeFigures } from '@mepm/contract';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { liveSessions } from '../../kernel/sign-in/live-sessions';
import { signInTrend } from './sign-in-trend';

/**
 * The administrators' figures, one statement each, run side by side: users by state, live
 * sessions (over the partial index of sessions not revoked) and the sign-ins per day, whose last
 * day is today's count.
 */
export async function homeFigures(db: Db, at: Date): Promise<HomeFigures> {
  const [[userCounts], [online], trend] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        enabled: sql<number>`(count(*) filter (where ${users.enabled}))::int`,
      })
      .from(users),
    db.select({ count: count() }).from(sessions).where(liveSessions(at)),
    signInTrend(db, at, SIGN_IN_TREND_DAYS),
  ]);
  const total = userCounts?.total ?? 0;
  const enabled = userCounts?.enabled ?? 0;
  return {
    users: { total, enabled, disabled: total - enabled },
    onlineNow: online?.count ?? 0,
    signInsToday: trend.at(-1)?.count ?? 0,
    signInTrend: trend,
  };
}
