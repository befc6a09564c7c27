import type { FlowMonitorItems } from '@mepm/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowTaskNodes, flowTaskOperators, flowTasks, users } from '../../../../db/schema';
import { recordNotFound } from '../../../../kernel/data/not-found';

/**
 * GET .../FlowMonitor/:id/Items: the open work items of a task (to-dos and waiting turns at active
 * nodes), in the order the nodes were reached, for choosing the one to assign.
 */
export async function monitorItems(db: Db, taskId: string): Promise<FlowMonitorItems> {
  const [task] = await db
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(eq(flowTasks.id, taskId));
  if (task === undefined) throw recordNotFound();
  const rows = await db
    .select({
      id: flowTaskOperators.id,
      nodeId: flowTaskOperators.nodeId,
      nodeTitle: flowTaskNodes.title,
      userId: flowTaskOperators.userId,
      userName: users.realName,
      state: flowTaskOperators.state,
    })
    .from(flowTaskOperators)
    .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
    .innerJoin(users, eq(users.id, flowTaskOperators.userId))
    .where(
      and(
        eq(flowTaskOperators.taskId, taskId),
        inArray(flowTaskOperators.state, ['pending', 'waiting']),
        eq(flowTaskNodes.state, 'active'),
      ),
    )
    .orderBy(asc(flowTaskNodes.enteredStep), asc(flowTaskOperators.sortCode));
  // The where clause admits only these two states.
  return { list: rows.map((row) => ({ ...row, state: row.state as 'pending' | 'waiting' })) };
}
