import type { FlowNode } from '@mepm/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { flowTaskNodes, flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import { cancelChildTasks } from './child-cancel';

/** A node instance as the engine moves it. */
export interface NodeRow {
  id: string;
  nodeId: string;
  nodeType: string;
  title: string;
  state: string;
  routeInstanceId: string | null;
}

/** The columns of a NodeRow, for selects that read node instances. */
export const nodeColumns = {
  id: flowTaskNodes.id,
  nodeId: flowTaskNodes.nodeId,
  nodeType: flowTaskNodes.nodeType,
  title: flowTaskNodes.title,
  state: flowTaskNodes.state,
  routeInstanceId: flowTaskNodes.routeInstanceId,
};

/** The task arrives at a node: a new active instance inside the route instance given. */
export async function insertNode(
  ctx: ActionContext,
  node: FlowNode,
  routeInstanceId: string | null,
): Promise<NodeRow> {
  const [row] = await ctx.tx
    .insert(flowTaskNodes)
    .values({
      taskId: ctx.task.id,
      nodeId: node.nodeId,
      nodeType: node.type,
      title: node.properties.title,
      state: 'active',
      routeInstanceId,
      enteredAt: ctx.at,
      enteredStep: ctx.step,
    })
    .returning(nodeColumns);
  if (row === undefined) throw new Error('node instance not inserted');
  return row;
}

/** One node instance of the task by id. */
export async function nodeRow(ctx: ActionContext, id: string): Promise<NodeRow | undefined> {
  const [row] = await ctx.tx
    .select(nodeColumns)
    .from(flowTaskNodes)
    .where(eq(flowTaskNodes.id, id));
  return row;
}

/** Every node instance of the task, for reads that walk their tree. */
export function taskNodes(ctx: ActionContext): Promise<NodeRow[]> {
  return ctx.tx
    .select(nodeColumns)
    .from(flowTaskNodes)
    .where(eq(flowTaskNodes.taskId, ctx.task.id));
}

/**
 * Ends active node instances (`passed`, `rejected` or `cancelled`) at this step; the work items
 * still open in them are cancelled, and so are the open child tasks of a sub-flow node that did
 * not pass. Answers the instances it ended.
 */
export async function endNodes(
  ctx: ActionContext,
  ids: readonly string[],
  state: 'passed' | 'rejected' | 'cancelled',
): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  const ended = await ctx.tx
    .update(flowTaskNodes)
    .set({ state, completedAt: ctx.at, completedStep: ctx.step })
    .where(and(inArray(flowTaskNodes.id, [...ids]), eq(flowTaskNodes.state, 'active')))
    .returning(nodeColumns);
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'cancelled', handledAt: ctx.at })
    .where(
      and(
        inArray(flowTaskOperators.taskNodeId, [...ids]),
        inArray(flowTaskOperators.state, ['pending', 'waiting']),
      ),
    );
  if (state !== 'passed') {
    const subFlows = ended.filter((row) => row.nodeType === 'subFlow');
    await cancelChildTasks(
      ctx,
      subFlows.map((row) => row.id),
    );
  }
  return ended;
}

/** Cancels every active node instance of the task (withdraw, reject to the start). */
export async function cancelAllActive(ctx: ActionContext): Promise<void> {
  const active = await ctx.tx
    .select({ id: flowTaskNodes.id })
    .from(flowTaskNodes)
    .where(and(eq(flowTaskNodes.taskId, ctx.task.id), eq(flowTaskNodes.state, 'active')));
  await endNodes(
    ctx,
    active.map((row) => row.id),
    'cancelled',
  );
}

/** How many instances inside a route instance are still active. */
export async function activeInside(ctx: ActionContext, routeInstanceId: string): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(flowTaskNodes)
    .where(
      and(eq(flowTaskNodes.routeInstanceId, routeInstanceId), eq(flowTaskNodes.state, 'active')),
    );
  return row?.n ?? 0;
}
