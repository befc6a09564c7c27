import type { SignInDay } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Midnight of each of the last `days` days and of tomorrow, in the server's time zone. Built from
 * calendar fields rather than by adding 24 hours, so a day across a daylight-saving change keeps
 * its real length.
 */
export function dayBoundaries(at: Date, days: number): Date[] {
  const first = at.getDate() - (days - 1);
  return Array.from(
    { length: days + 1 },
    (_, i) => new Date(at.getFullYear(), at.getMonth(), first + i),
  );
}

function calendarDate(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Sign-ins per day of the last `days` days, today last, in one statement: each day is a range
 * count on the login_logs (login_at) index, and a day without sign-ins counts 0.
 */
export async function signInTrend(db: Db, at: Date, days: number): Promise<SignInDay[]> {
  const bounds = dayBoundaries(at, days);
  const starts = sql.param(bounds.slice(0, -1).map((day) => day.toISOString()));
  const ends = sql.param(bounds.slice(1).map((day) => day.toISOString()));
  const result = await db.execute<{ count: number }>(sql`
    select (
      select count(*)::int from login_logs l where l.success and l.login_at >= d.day_start and l.login_at < d.day_end
    ) as count
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality
      as d(day_start, day_end, position)
    order by d.position`);
  return result.rows.map((row, i) => ({
    date: calendarDate(bounds[i] ?? at),
    count: row.count,
  }));
}
