import {
  FLOW_CATEGORY_DICTIONARY,
  MAX_ALL_ITEMS,
  type FlowEngineBrief,
  type FlowEngineCategories,
  type FlowType,
  type Language,
} from '@mepm/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngines } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { groupByCategory } from '../../../kernel/dictionary/category-groups';
import { launchableBy } from '../../../kernel/workflow/launchers';

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

/** Released flows of the launch page (type 0) the caller may launch; administrators see all. */
export async function launchableFlows(db: Db, caller: Caller): Promise<FlowEngineCategories> {
  const visible = await launchableBy(db, caller);
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
