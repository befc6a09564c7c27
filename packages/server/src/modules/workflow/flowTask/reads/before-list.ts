import type {
  FlowBeforeCategory,
  FlowBeforeListQuery,
  FlowBeforePage,
  FlowBeforeRow,
  FlowTaskStatus,
  FlowUrgency,
} from '@mepm/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  flowEngines,
  flowTaskCirculates,
  flowTaskNodes,
  flowTaskOperators,
  flowTasks,
  users,
} from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { pagedSelect } from '../../../../kernel/data/paged-select';
import type { PageWindow } from '../../../../kernel/data/page-window';
import { entrustHolds, entrustingUsers } from '../engine/entrusts';
import { taskFilter } from './task-filter';

const taskColumns = {
  taskId: flowTasks.id,
  flowId: flowTasks.flowId,
  flowName: flowEngines.fullName,
  fullName: flowTasks.fullName,
  urgent: flowTasks.urgent,
  status: flowTasks.status,
  creatorUser: users.realName,
};

type Row = {
  id: string;
  taskId: string;
  flowId: string;
  flowName: string;
  fullName: string;
  urgent: number;
  status: number;
  creatorUser: string;
  nodeTitle: string;
  createdAt: Date;
  handledAt: Date | null;
  handledState: string;
  entrustedBy: string | null;
};

const toRow = (row: Row): FlowBeforeRow => ({
  id: row.id,
  taskId: row.taskId,
  flowId: row.flowId,
  flowName: row.flowName,
  fullName: row.fullName,
  urgent: row.urgent as FlowUrgency,
  status: row.status as FlowTaskStatus,
  nodeTitle: row.nodeTitle,
  creatorUser: row.creatorUser,
  createdTime: row.createdAt.getTime(),
  handledTime: row.handledAt === null ? null : row.handledAt.getTime(),
  handledState: row.handledState,
  entrustedBy: row.entrustedBy,
});

/** Work items of the caller (to-dos or done), newest first by `order`, with their task. */
function itemRows(db: Db, callerId: string, where: SQL | undefined, done: boolean) {
  const owner = sql<string | null>`case when ${flowTaskOperators.userId} = ${callerId} then null
    else (select real_name from users w where w.id = ${flowTaskOperators.userId}) end`;
  return (window: PageWindow): Promise<Row[]> =>
    db
      .select({
        id: flowTaskOperators.id,
        ...taskColumns,
        nodeTitle: flowTaskNodes.title,
        createdAt: flowTaskOperators.createdAt,
        handledAt: flowTaskOperators.handledAt,
        handledState: flowTaskOperators.state,
        entrustedBy: owner,
      })
      .from(flowTaskOperators)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
      .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
      .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
      .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
      .where(where)
      .orderBy(
        ...(done
          ? [desc(flowTaskOperators.handledAt), desc(flowTaskOperators.id)]
          : [desc(flowTaskOperators.createdAt), desc(flowTaskOperators.id)]),
      )
      .limit(window.pageSize)
      .offset(window.offset);
}

function circulateRows(db: Db, where: SQL | undefined) {
  return (window: PageWindow): Promise<Row[]> =>
    db
      .select({
        id: flowTaskCirculates.id,
        ...taskColumns,
        nodeTitle: flowTaskCirculates.nodeTitle,
        createdAt: flowTaskCirculates.createdAt,
        handledAt: flowTaskCirculates.readAt,
        handledState: sql<string>`case when ${flowTaskCirculates.readAt} is null then 'unread' else 'read' end`,
        entrustedBy: sql<string | null>`null`,
      })
      .from(flowTaskCirculates)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskCirculates.taskId))
      .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
      .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
      .where(where)
      .orderBy(desc(flowTaskCirculates.createdAt), desc(flowTaskCirculates.id))
      .limit(window.pageSize)
      .offset(window.offset);
}

/**
 * GET .../FlowBefore/List/:category: the caller's to-dos (Waiting: pending items, theirs and those
 * of the users who entrust them at `at`), done items
 * (Trial: items they approved, rejected or transferred) or CC (Circulate), newest first, each
 * read through its own index (user, state, time), the task filters as one correlated condition.
 */
export async function beforeList(
  db: Db,
  at: Date,
  caller: Caller,
  category: FlowBeforeCategory,
  query: FlowBeforeListQuery,
): Promise<FlowBeforePage> {
  const filter = taskFilter(
    category === 'Circulate' ? flowTaskCirculates.taskId : flowTaskOperators.taskId,
    query,
  );
  if (category === 'Circulate') {
    const where = and(eq(flowTaskCirculates.userId, caller.id), filter);
    const { rows, pagination } = await pagedSelect(db, query, {
      table: flowTaskCirculates,
      where,
      rows: circulateRows(db, where),
    });
    return { list: rows.map(toRow), pagination };
  }
  const done = category === 'Trial';
  const where = done
    ? and(
        eq(flowTaskOperators.handledByUserId, caller.id),
        inArray(flowTaskOperators.state, ['approved', 'rejected', 'transferred']),
        filter,
      )
    : and(
        // The caller's own to-dos and those of the users who entrust them with the task's flow now.
        sql`${flowTaskOperators.userId} = any(array[${caller.id}]::text[] || ${entrustingUsers(caller.id, at)})`,
        eq(flowTaskOperators.state, 'pending'),
        sql`(${flowTaskOperators.userId} = ${caller.id} or ${entrustHolds(
          sql`${flowTaskOperators.userId}`,
          caller.id,
          sql`(select t.flow_id from flow_tasks t where t.id = ${flowTaskOperators.taskId})`,
          at,
        )})`,
        filter,
      );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowTaskOperators,
    where,
    rows: itemRows(db, caller.id, where, done),
  });
  return { list: rows.map(toRow), pagination };
}
