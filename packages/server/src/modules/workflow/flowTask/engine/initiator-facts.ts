import type { InitiatorFacts } from '@mepm/flow-engine';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';

/**
 * What conditions ask of the initiator: their organisation with its ancestors (bounded against a
 * cyclic tree) and their enabled roles, in one statement.
 */
export async function initiatorFacts(db: Queryable, userId: string): Promise<InitiatorFacts> {
  const result = await db.execute<{ organize_ids: string[] | null; role_ids: string[] | null }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select o.id, o.parent_id, 0 from organizations o
        join users u on u.organize_id = o.id where u.id = ${userId}
      union all
      select o.id, o.parent_id, chain.depth + 1 from organizations o
        join chain on o.id = chain.parent_id where chain.depth < 32
    )
    select
      (select array_agg(id) from chain) as organize_ids,
      (select array_agg(ur.object_id) from user_relations ur join roles r on r.id = ur.object_id
        where ur.user_id = ${userId} and ur.object_type = 'role' and r.enabled) as role_ids`);
  const row = result.rows[0];
  return { organizeIds: row?.organize_ids ?? [], roleIds: row?.role_ids ?? [] };
}
