import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { flowEngines } from '../../db/schema';

/** How deep the organisation tree is followed up from a user (a cycle cannot loop). */
const ORGANIZATION_DEPTH = 32;

/** What a launcher row may name to let a user launch, as parallel arrays of kind and id. */
export interface LauncherKeys {
  types: string[];
  ids: string[];
}

/**
 * The launcher rows that let `userId` launch a flow open to chosen people name the user, the
 * user's organisation or one above it, or an enabled position or role the user holds. The flow
 * definitions' launch list and the engine's launch check both read them from here.
 */
export async function launcherKeys(db: Queryable, userId: string): Promise<LauncherKeys> {
  const result = await db.execute<{ type: string; id: string }>(sql`
    with recursive chain as (
      select o.id, o.parent_id, 0 as depth from organizations o
      join users u on u.organize_id = o.id where u.id = ${userId}
      union all
      select o.id, o.parent_id, chain.depth + 1 from organizations o
      join chain on o.id = chain.parent_id where chain.depth < ${ORGANIZATION_DEPTH}
    )
    select 'user' as type, ${userId}::text as id
    union all select 'organize', id from chain
    union all select 'role', r.object_id from user_relations r
      join roles on roles.id = r.object_id
      where r.user_id = ${userId} and r.object_type = 'role' and roles.enabled
    union all select 'position', r.object_id from user_relations r
      join positions p on p.id = r.object_id
      where r.user_id = ${userId} and r.object_type = 'position' and p.enabled`);
  return {
    types: result.rows.map((row) => row.type),
    ids: result.rows.map((row) => row.id),
  };
}

/** The flows (rows of `flow_engines`) open to everyone, or whose launchers name one of `keys`. */
export function launchableWith({ types, ids }: LauncherKeys): SQL {
  return sql`(${flowEngines.visibleType} = 0 or exists (
    select 1 from flow_engine_launchers l
    join unnest(${sql.param(types)}::text[], ${sql.param(ids)}::text[]) as k(type, id)
      on l.object_type = k.type and l.object_id = k.id
    where l.flow_id = ${flowEngines.id}))`;
}

/** The flows `caller` may launch: every flow for administrators. */
export async function launchableBy(
  db: Queryable,
  caller: { id: string; isAdministrator: boolean },
): Promise<SQL | undefined> {
  return caller.isAdministrator ? undefined : launchableWith(await launcherKeys(db, caller.id));
}
