import type { UserInfo } from '@mepm/contract';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs, userRelations, users } from '../../db/schema';
import type { RequestSession } from '../../plugins/auth';
import type { Translate } from '../../i18n/translate';
import { headIconUrl } from '../files/file-url';

// A type alias, not an interface: drizzle's execute() wants a record type.
export type OrgLink = {
  id: string;
  category: string;
  full_name: string;
};

/** The signed-in user as SPEC §3 describes, with the sign-in before this session's. */
export async function loadUserInfo(
  db: Db,
  session: RequestSession,
  t: Translate,
): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (user === undefined) throw new Error(`session ${session.id} names a missing user`);
  const chain = user.organizeId === null ? [] : await organizationChain(db, user.organizeId);
  const department = chain.find((link) => link.category === 'department');
  const company = chain.find((link) => link.category === 'company');
  const roles = await db
    .select({ id: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, user.id), eq(userRelations.objectType, 'role')))
    .orderBy(asc(userRelations.objectId));
  const previous = await previousLogin(db, session);

  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.realName,
    headIcon: headIconUrl(user.headIcon),
    portalId: user.portalId,
    organizeId: company?.id ?? '',
    organizeName: company?.full_name ?? '',
    departmentId: department?.id ?? '',
    departmentName: department?.full_name ?? '',
    roleIds: roles,
    isAdministrator: user.isAdministrator,
    theme: user.theme,
    language: user.language,
    prevLogin: previous !== undefined,
    ...describePreviousLogin(previous, t),
  };
}

type LoginLogRow = typeof loginLogs.$inferSelect;

/** The user's last sign-in before the one that opened this session. */
export async function previousLogin(
  db: Db,
  session: RequestSession,
): Promise<LoginLogRow | undefined> {
  const [previous] = await db
    .select()
    .from(loginLogs)
    .where(and(eq(loginLogs.userId, session.userId), lt(loginLogs.loginAt, session.createdAt)))
    .orderBy(desc(loginLogs.loginAt))
    .limit(1);
  return previous;
}

/** A sign-in's place names are translated into the reader's language. */
export function placeName(ipPlace: string, t: Translate): string {
  return t(ipPlace === 'local' ? 'placeLocal' : 'placeUnknown');
}

export function describePreviousLogin(previous: LoginLogRow | undefined, t: Translate) {
  return {
    prevLoginTime: previous?.loginAt.getTime() ?? null,
    prevLoginIPAddress: previous?.ip ?? '',
    prevLoginIPAddressName: previous === undefined ? '' : placeName(previous.ipPlace, t),
  };
}

/** The organisation and its ancestors, nearest first (bounded against a cyclic tree). */
export async function organizationChain(db: Db, organizeId: string): Promise<OrgLink[]> {
  const result = await db.execute<OrgLink>(sql`
    with recursive chain as (
      select id, parent_id, category, full_name, 0 as depth
      from organizations where id = ${organizeId}
      union all
      select o.id, o.parent_id, o.category, o.full_name, chain.depth + 1
      from organizations o join chain on o.id = chain.parent_id
      where chain.depth < 32
    )
    select id, category, full_name from chain order by depth`);
  return result.rows;
}
