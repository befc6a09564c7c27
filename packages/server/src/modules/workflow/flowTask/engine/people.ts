import type { FlowPeople } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';

const ids = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`;

/**
 * The enabled users among `userIds`, in the given order, each once: disabled or unknown users
 * are never asked to approve nor told.
 */
export async function enabledUsers(db: Queryable, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select id from users where id = any(${ids(userIds)}) and enabled`,
  );
  const enabled = new Set(result.rows.map((row) => row.id));
  return [...new Set(userIds)].filter((id) => enabled.has(id));
}

/**
 * The enabled users named by `people`: the users themselves and the holders of its enabled
 * positions and roles, users first, then by account.
 */
export async function peopleUsers(db: Queryable, people: FlowPeople): Promise<string[]> {
  const { users, positions, roles } = people;
  if (users.length + positions.length + roles.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    select u.id from users u
    where u.enabled and (
      u.id = any(${ids(users)})
      or exists (
        select 1 from user_relations ur join positions p on p.id = ur.object_id
        where ur.user_id = u.id and ur.object_type = 'position' and p.enabled
          and ur.object_id = any(${ids(positions)}))
      or exists (
        select 1 from user_relations ur join roles r on r.id = ur.object_id
        where ur.user_id = u.id and ur.object_type = 'role' and r.enabled
          and ur.object_id = any(${ids(roles)})))
    order by (u.id = any(${ids(users)})) desc, u.account`);
  return result.rows.map((row) => row.id);
}

/** The user ids a user-picker value holds (one id or a list of them). */
export function userIdsIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}
