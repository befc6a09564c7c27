import type { CurrentUserBaseInfo } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Translate } from '../../kernel/i18n/translate';
import type { RequestSession } from '../../plugins/auth';
import { headIconUrl } from '../../kernel/files/file-url';
import { organizationChain } from '../../kernel/org/org-chain';
import { describePreviousLogin, previousLogin } from '../../kernel/people/previous-login';
import { positionNamesByUser, roleNamesOf } from './user-relations';

/** The profile page's view of the signed-in user. */
export async function loadBaseInfo(
  db: Db,
  session: RequestSession,
  t: Translate,
): Promise<CurrentUserBaseInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (user === undefined) throw new Error(`session ${session.id} names a missing user`);
  const chain = user.organizeId === null ? [] : await organizationChain(db, user.organizeId);
  const positionNames = await positionNamesByUser(db, [user.id]);
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    gender: user.gender,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    organizeName: chain.find((link) => link.category === 'company')?.full_name ?? '',
    departmentName: chain.find((link) => link.category === 'department')?.full_name ?? '',
    positionNames: positionNames.get(user.id) ?? [],
    roleNames: await roleNamesOf(db, user.id),
    headIcon: headIconUrl(user.headIcon),
    signature: user.signature,
    createdTime: user.createdAt.getTime(),
    ...describePreviousLogin(await previousLogin(db, session), t),
  };
}
