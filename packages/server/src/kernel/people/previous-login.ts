import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';
import type { RequestSession } from '../../plugins/auth';
import type { Translate } from '../i18n/translate';
import { placeName } from '../place/place-name';

type LoginLogRow = typeof loginLogs.$inferSelect;

/** The user's last sign-in before the one that opened this session. */
export async function previousLogin(
  db: Db,
  session: RequestSession,
): Promise<LoginLogRow | undefined> {
  const [previous] = await db
    .select()
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.userId, session.userId),
        eq(loginLogs.success, true),
        lt(loginLogs.loginAt, session.createdAt),
      ),
    )
    .orderBy(desc(loginLogs.loginAt))
    .limit(1);
  return previous;
}

/** The parts of a sign-in the previous-login fields show. */
export type PreviousLogin = Pick<LoginLogRow, 'loginAt' | 'ip' | 'ipPlace'>;

export function describePreviousLogin(previous: PreviousLogin | undefined, t: Translate) {
  return {
    prevLoginTime: previous?.loginAt.getTime() ?? null,
    prevLoginIPAddress: previous?.ip ?? '',
    prevLoginIPAddressName: previous === undefined ? '' : placeName(previous.ipPlace, t),
  };
}
