import type { FlowMonitorPage, FlowMonitorQuery } from '@mepm/contract';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowEngines, flowTasks, users } from '../../../../db/schema';
import { keywordOf, keywordMatch } from '../../../../kernel/data/keyword';
import { pagedSelect } from '../../../../kernel/data/paged-select';
import { newestFirst } from '../reads/newest-first';
import { taskSummary } from '../reads/task-summary';

/** The list's filters over flow_tasks alone, so that the count reads one table. */
function monitorFilter(db: Db, query: FlowMonitorQuery): SQL | undefined {
  const keyword = keywordOf(query);
  const ofCategory = (category: string) =>
    inArray(
      flowTasks.flowId,
      db.select({ id: flowEngines.id }).from(flowEngines).where(eq(flowEngines.category, category)),
    );
  return and(
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [flowTasks.fullName, flowTasks.billNo]),
    query.flowId === undefined ? undefined : eq(flowTasks.flowId, query.flowId),
    query.category === undefined ? undefined : ofCategory(query.category),
    query.status === undefined ? undefined : eq(flowTasks.status, query.status),
    query.urgent === undefined ? undefined : eq(flowTasks.urgent, query.urgent),
    query.creatorUserId === undefined
      ? undefined
      : eq(flowTasks.creatorUserId, query.creatorUserId),
    query.startTime === undefined ? undefined : gte(flowTasks.createdAt, new Date(query.startTime)),
    query.endTime === undefined ? undefined : lte(flowTasks.createdAt, new Date(query.endTime)),
  );
}

/**
 * GET .../FlowMonitor: every task, drafts included (the monitor deletes abandoned ones), newest
 * first along the created index; filtered by title or bill number, flow, its category, status,
 * urgency, initiator and created time.
 */
export async function monitorList(db: Db, query: FlowMonitorQuery): Promise<FlowMonitorPage> {
  const where = monitorFilter(db, query);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowTasks,
    where,
    readsAlso: query.category === undefined ? [] : [flowEngines],
    rows: (window) =>
      db
        .select({ task: flowTasks, flowName: flowEngines.fullName, creatorUser: users.realName })
        .from(flowTasks)
        .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
        .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
        .where(where)
        .orderBy(...newestFirst(flowTasks.createdAt, flowTasks.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map(({ task, flowName, creatorUser }) => ({
      ...taskSummary(task, flowName),
      billNo: task.billNo,
      creatorUserId: task.creatorUserId,
      creatorUser,
    })),
    pagination,
  };
}
