import type { FlowNode } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { flowTaskNodes } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import { cancelChildTasks } from './child-cancel';

/** A node instance as the engine moves it (a type alias: drizzle's execute() wants a record). */
export type NodeRow = {
  id: string;
  nodeId: string;
  nodeType: string;
  title: string;
  state: string;
  routeInstanceId: string | null;
};

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
 * not pass. Answers the instances it ended. The node instances and their items are one statement
 * (both updates in a `with`): every action that moves the flow ends a node, and a round trip
 * less counts.
 */
export async function endNodes(
  ctx: ActionContext,
  ids: readonly string[],
  state: 'passed' | 'rejected' | 'cancelled',
): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  const at = ctx.at.toISOString();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const ended = await ctx.tx.execute<NodeRow>(sql`
    with items as (
      update flow_task_operators set state = 'cancelled', handled_at = ${at}::timestamptz
      where task_node_id in (${idList}) and state in ('pending', 'waiting'))
    update flow_task_nodes
      set state = ${state}, completed_at = ${at}::timestamptz, completed_step = ${ctx.step}
      where id in (${idList}) and state = 'active'
      returning id, node_id as "nodeId", node_type as "nodeType", title, state,
        route_instance_id as "routeInstanceId"`);
  if (state !== 'passed') {
    const subFlows = ended.rows.filter((row) => row.nodeType === 'subFlow');
    await cancelChildTasks(
      ctx,
      subFlows.map((row) => row.id),
    );
  }
  return ended.rows;
}

/** The task's active node instances. */
export function activeNodes(ctx: ActionContext): Promise<NodeRow[]> {
  return ctx.tx
    .select(nodeColumns)
    .from(flowTaskNodes)
    .where(and(eq(flowTaskNodes.taskId, ctx.task.id), eq(flowTaskNodes.state, 'active')));
}

/**
 * Cancels every active node instance of the task (withdraw, reject to the start); `active` when
 * the caller already read them.
 */
export async function cancelAllActive(
  ctx: ActionContext,
  active?: readonly NodeRow[],
): Promise<void> {
  const rows = active ?? (await activeNodes(ctx));
  await endNodes(
    ctx,
    rows.map((row) => row.id),
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
