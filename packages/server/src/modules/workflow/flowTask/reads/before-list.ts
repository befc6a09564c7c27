import type {
  FlowBeforeCategory,
  FlowBeforeListQuery,
  FlowBeforePage,
  FlowBeforeRow,
  FlowTaskStatus,
  FlowUrgency,
} from '@mepm/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import { newestFirst } from './newest-first';
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
          ? newestFirst(flowTaskOperators.handledAt, flowTaskOperators.id)
          : newestFirst(flowTaskOperators.createdAt, flowTaskOperators.id)),
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
      .orderBy(...newestFirst(flowTaskCirculates.createdAt, flowTaskCirculates.id))
      .limit(window.pageSize)
      .offset(window.offset);
}

/**
 * The to-dos a caller sees: their own pending items, and when users entrust them now, those
 * users' pending items of the flows they chose. Without entrusts it is the plain condition the
 * (user, state, time) index answers in order.
 */
async function waitingFilter(db: Db, at: Date, callerId: string, filter: SQL | undefined) {
  const pending = eq(flowTaskOperators.state, 'pending');
  const givers = await entrustingUsers(db, callerId, at);
  if (givers.length === 0) return and(eq(flowTaskOperators.userId, callerId), pending, filter);
  const flowOf = sql`(select t.flow_id from flow_tasks t where t.id = ${flowTaskOperators.taskId})`;
  return and(
    inArray(flowTaskOperators.userId, [callerId, ...givers]),
    pending,
    or(
      eq(flowTaskOperators.userId, callerId),
      entrustHolds(sql`${flowTaskOperators.userId}`, callerId, flowOf, at),
    ),
    filter,
  );
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
    : await waitingFilter(db, at, caller.id, filter);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowTaskOperators,
    where,
    rows: itemRows(db, caller.id, where, done),
  });
  return { list: rows.map(toRow), pagination };
}
