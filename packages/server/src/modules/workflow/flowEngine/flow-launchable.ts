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
 * Whether `userId` may launch the flow of the row in scope: it is open to everyone, or a
 * launcher names the user, the user's organisation or one above it, or an enabled position or
 * role the user holds.
 */
function launchableBy(userId: string): SQL {
  return sql`(${flowEngines.visibleType} = 0 or exists (
    with recursive chain as (
      select o.id, o.parent_id, 0 as depth from organizations o
      join users u on u.organize_id = o.id where u.id = ${userId}
      union all
      select o.id, o.parent_id, chain.depth + 1 from organizations o
      join chain on o.id = chain.parent_id where chain.depth < ${ORGANIZATION_DEPTH}
    )
    select 1 from flow_engine_launchers l
    where l.flow_id = ${flowEngines.id} and (
      (l.object_type = 'user' and l.object_id = ${userId})
      or (l.object_type = 'organize' and l.object_id in (select id from chain))
      or (l.object_type = 'role' and l.object_id in (
        select r.object_id from user_relations r join roles on roles.id = r.object_id
        where r.user_id = ${userId} and r.object_type = 'role' and roles.enabled))
      or (l.object_type = 'position' and l.object_id in (
        select r.object_id from user_relations r join positions p on p.id = r.object_id
        where r.user_id = ${userId} and r.object_type = 'position' and p.enabled))
    )))`;
}

/** Released flows of the launch page (type 0) the caller may launch; administrators see all. */
export function launchableFlows(db: Db, caller: Caller): Promise<FlowEngineCategories> {
  return releasedByCategory(
    db,
    and(eq(flowEngines.type, 0), caller.isAdministrator ? undefined : launchableBy(caller.id)),
    caller.language,
  );
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
