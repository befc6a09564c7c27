import type { FlowLaunchListQuery, FlowLaunchPage } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowEngines, flowTasks } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { pagedSelect } from '../../../../kernel/data/paged-select';
import { newestFirst } from './newest-first';
import { taskFilter } from './task-filter';
import { taskSummary } from './task-summary';

/** GET .../FlowLaunch: the caller's own tasks, newest first (the creator index orders them). */
export async function launchList(
  db: Db,
  caller: Caller,
  query: FlowLaunchListQuery,
): Promise<FlowLaunchPage> {
  const where = and(
    eq(flowTasks.creatorUserId, caller.id),
    query.status === undefined ? undefined : eq(flowTasks.status, query.status),
    taskFilter(flowTasks.id, query),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowTasks,
    where,
    rows: (window) =>
      db
        .select({ task: flowTasks, flowName: flowEngines.fullName })
        .from(flowTasks)
        .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
        .where(where)
        .orderBy(...newestFirst(flowTasks.createdAt, flowTasks.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map(({ task, flowName }) => taskSummary(task, flowName)),
    pagination,
  };
}
