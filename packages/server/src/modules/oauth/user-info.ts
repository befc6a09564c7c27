import type { UserInfo } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RequestSession } from '../../plugins/auth';
import type { Translate } from '../../kernel/i18n/translate';
import { headIconUrl } from '../../kernel/files/file-url';
import { describePreviousLogin } from '../../kernel/people/previous-login';

// A type alias, not an interface: drizzle's execute() wants a record type.
type UserSummaryRow = {
  id: string;
  account: string;
  real_name: string;
  head_icon: string;
  portal_id: string;
  is_administrator: boolean;
  theme: UserInfo['theme'];
  language: string;
  company_id: string | null;
  company_name: string | null;
  department_id: string | null;
  department_name: string | null;
  role_ids: string[];
  prev_login_at: Date | string | null;
  prev_ip: string | null;
  prev_ip_place: string | null;
};

/**
 * The signed-in user of CurrentUser (docs/reference/sign-in.md), with the sign-in before this
 * session's. One statement: CurrentUser runs on every shell start, and on the embedded database
 * each statement waits its turn on the one session.
 */
export async function loadUserInfo(
  db: Db,
  session: RequestSession,
  t: Translate,
): Promise<UserInfo> {
  const result = await db.execute<UserSummaryRow>(sql`
    with recursive chain as (
      select o.id, o.parent_id, o.category, o.full_name, 0 as depth
      from organizations o join users u on o.id = u.organize_id
      where u.id = ${session.userId}
      union all
      select o.id, o.parent_id, o.category, o.full_name, chain.depth + 1
      from organizations o join chain on o.id = chain.parent_id
      where chain.depth < 32
    ),
    company as (
      select id, full_name from chain where category = 'company' order by depth limit 1
    ),
    department as (
      select id, full_name from chain where category = 'department' order by depth limit 1
    )
    select u.id, u.account, u.real_name, u.head_icon, u.portal_id, u.is_administrator, u.theme,
      u.language,
      (select id from company) as company_id,
      (select full_name from company) as company_name,
      (select id from department) as department_id,
      (select full_name from department) as department_name,
      array(
        select r.object_id from user_relations r
        where r.user_id = u.id and r.object_type = 'role' order by r.object_id
      ) as role_ids,
      p.login_at as prev_login_at, p.ip as prev_ip, p.ip_place as prev_ip_place
    from users u
    left join lateral (
      select l.login_at, l.ip, l.ip_place from login_logs l
      where l.user_id = u.id and l.success and l.login_at < ${session.createdAt.toISOString()}::timestamptz
      order by l.login_at desc limit 1
    ) p on true
    where u.id = ${session.userId}`);
  const user = result.rows[0];
  if (user === undefined) throw new Error(`session ${session.id} names a missing user`);
  const previous =
    user.prev_login_at === null
      ? undefined
      : {
          loginAt: new Date(user.prev_login_at),
          ip: user.prev_ip ?? '',
          ipPlace: user.prev_ip_place ?? 'unknown',
        };
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.real_name,
    headIcon: headIconUrl(user.head_icon),
    portalId: user.portal_id,
    organizeId: user.company_id ?? '',
    organizeName: user.company_name ?? '',
    departmentId: user.department_id ?? '',
    departmentName: user.department_name ?? '',
    roleIds: user.role_ids.map((id) => ({ id })),
    isAdministrator: user.is_administrator,
    theme: user.theme,
    language: user.language,
    prevLogin: previous !== undefined,
    ...describePreviousLogin(previous, t),
  };
}
