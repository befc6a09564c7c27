import {
  FLOW_CATEGORY_DICTIONARY,
  MAX_ALL_ITEMS,
  type FlowEngineBrief,
  type FlowEngineCategories,
  type FlowType,
  type Language,
} from '@mepm/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngines } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { groupByCategory } from '../../../kernel/dictionary/category-groups';

/** How deep the organisation tree is followed up from a user (a cycle cannot loop). */
const ORGANIZATION_DEPTH = 32;

const briefColumns = {
  id: flowEngines.id,
  fullName: flowEngines.fullName,
  enCode: flowEngines.enCode,
  icon: flowEngines.icon,
  iconBackground: flowEngines.iconBackground,
  type: flowEngines.type,
  category: flowEngines.category,
};

async function releasedByCategory(
  db: Db,
  where: SQL | undefined,
  language: Language,
): Promise<FlowEngineCategories> {
  const rows = await db
    .select(briefColumns)
    .from(flowEngines)
    .where(and(eq(flowEngines.state, 1), where))
    .orderBy(asc(flowEngines.sortCode), asc(flowEngines.enCode))
    .limit(MAX_ALL_ITEMS);
  const list = await groupByCategory(
    db,
    FLOW_CATEGORY_DICTIONARY,
    language,
    rows,
    ({ category: _category, ...brief }): FlowEngineBrief => ({
      ...brief,
      // The table's check constraint admits only the contract's types.
      type: brief.type as FlowType,
    }),
  );
  return { list };
}

/**
 * What a launcher row may name to let `userId` launch: the user, the user's organisation or one
 * above it, an enabled position or role the user holds; as parallel arrays of kind and id.
 */
async function launcherKeys(db: Db, userId: string): Promise<{ types: string[]; ids: string[] }> {
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

/** The flows open to everyone, or whose launchers name one of `keys`. */
function launchableWith({ types, ids }: { types: string[]; ids: string[] }): SQL {
  return sql`(${flowEngines.visibleType} = 0 or exists (
    select 1 from flow_engine_launchers l
    join unnest(${sql.param(types)}::text[], ${sql.param(ids)}::text[]) as k(type, id)
      on l.object_type = k.type and l.object_id = k.id
    where l.flow_id = ${flowEngines.id}))`;
}

/** Released flows of the launch page (type 0) the caller may launch; administrators see all. */
export async function launchableFlows(db: Db, caller: Caller): Promise<FlowEngineCategories> {
  const visible = caller.isAdministrator
    ? undefined
    : launchableWith(await launcherKeys(db, caller.id));
  return releasedByCategory(db, and(eq(flowEngines.type, 0), visible), caller.language);
}

/** Released flows, of one type when given, for choosers. */
export function flowSelector(
  db: Db,
  type: FlowType | undefined,
  language: Language,
): Promise<FlowEngineCategories> {
  return releasedByCategory(
    db,
    type === undefined ? undefined : eq(flowEngines.type, type),
    language,
  );
}
