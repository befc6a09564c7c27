import type { ApproverNode } from '@mepm/contract';
import { parallelFrames } from '@mepm/flow-engine';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { ActionContext } from './action-context';
import { arriveAt } from './advance';
import { cancelAllActive, endNodes, taskNodes, type NodeRow } from './node-rows';
import { rejectTargets } from './reject-targets';

/**
 * Where a reject of the node goes: the start, the latest earlier node (`previous`, the start when
 * there is none), or the earlier node the approver chose (`chosen`; the start when none is named).
 * Answers the node id; a chosen node that is not an allowed target is a 400.
 */
export async function rejectDestination(
  ctx: ActionContext,
  row: NodeRow,
  node: ApproverNode,
  chosen: string | undefined,
): Promise<string> {
  const start = ctx.version.template.nodeId;
  const { rejectTo } = node.properties;
  if (rejectTo === 'none') throw badRequest('flowRejectNotAllowed');
  if (rejectTo === 'start') return start;
  if (rejectTo === 'chosen' && (chosen === undefined || chosen === start)) return start;
  const targets = await rejectTargets(ctx.tx, ctx.version.template, ctx.task.id, row.nodeId);
  if (rejectTo === 'previous') return targets[0]?.nodeId ?? start;
  if (!targets.some((target) => target.nodeId === chosen)) throw badRequest('flowBadRejectTarget');
  return chosen ?? start;
}

/** The route instances around a node instance, outermost first. */
function instancesAround(row: NodeRow, byId: ReadonlyMap<string, NodeRow>): NodeRow[] {
  const chain: NodeRow[] = [];
  for (let id = row.routeInstanceId; id !== null;) {
    const route = byId.get(id);
    if (route === undefined) break;
    chain.unshift(route);
    id = route.routeInstanceId;
  }
  return chain;
}

/** The instance and every instance inside it, at any depth. */
function subtree(rootId: string, all: readonly NodeRow[]): string[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of all) if (row.routeInstanceId === ids[index]) ids.push(row.id);
  }
  return ids;
}

/**
 * A node was rejected: it ends, and the task goes back. To the start: every active node is
 * cancelled and the task waits for its initiator (status 3). To an earlier node: when the node
 * lies outside a parallel route the rejected node is in, that route instance and everything
 * active inside it are cancelled; then the task arrives at the node again.
 */
export async function rejectNodeTo(
  ctx: ActionContext,
  row: NodeRow,
  target: string,
): Promise<void> {
  await endNodes(ctx, [row.id], 'rejected');
  if (target === ctx.version.template.nodeId) {
    await cancelAllActive(ctx);
    ctx.task.status = 3;
    return;
  }
  const all = await taskNodes(ctx);
  const around = instancesAround(row, new Map(all.map((node) => [node.id, node])));
  const depth = parallelFrames(ctx.version.template, target).length;
  const left = around[depth];
  if (left !== undefined) await endNodes(ctx, subtree(left.id, all), 'cancelled');
  await arriveAt(ctx, target, left === undefined ? row.routeInstanceId : left.routeInstanceId);
}
