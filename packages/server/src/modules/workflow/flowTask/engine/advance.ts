import type { ApproverNode, TimerNode } from '@mepm/contract';
import { asksOfInitiator, nodeDecision, walkFrom, walkInto, type Walk } from '@mepm/flow-engine';
import { and, eq } from 'drizzle-orm';
import { flowJobs, flowTaskOperators, users } from '../../../../db/schema';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { valuesOf, type ActionContext } from './action-context';
import { resolveApprovers } from './approvers';
import { circulate } from './circulate';
import { record } from './history';
import { childEnded, openSubFlow } from './sub-flows';
import { activeInside, endNodes, insertNode, type NodeRow } from './node-rows';
import { approverIn } from './task-rows';
import { tell } from './tell';
import { earlierApprovers } from './work-items';

/** Route instances whose branches are being started: they cannot join before all are. */
const forming = new WeakMap<ActionContext, Set<string>>();

const MINUTE = 60_000;

const NO_FACTS = { organizeIds: [], roleIds: [] };

/** The initiator's organisations and roles are read only for templates whose conditions ask. */
export async function walkFacts(ctx: ActionContext) {
  const asks = asksOfInitiator(ctx.version.template);
  return { values: valuesOf(ctx), initiator: asks ? await ctx.facts() : NO_FACTS };
}

/** The flow goes on from a node just passed (or the start, or a joined route). */
export async function walkOn(
  ctx: ActionContext,
  fromNodeId: string,
  routeInstanceId: string | null,
): Promise<void> {
  const walk = walkFrom(ctx.version.template, fromNodeId, await walkFacts(ctx));
  if (walk === undefined) throw new Error(`node ${fromNodeId} is not in the task's template`);
  await applyWalk(ctx, walk, routeInstanceId);
}

/** The flow arrives at a node again (a reject sending the task back to it). */
export async function arriveAt(
  ctx: ActionContext,
  nodeId: string,
  routeInstanceId: string | null,
): Promise<void> {
  const walk = walkInto(ctx.version.template, nodeId, await walkFacts(ctx));
  if (walk === undefined) throw new Error(`node ${nodeId} is not in the task's template`);
  await applyWalk(ctx, walk, routeInstanceId);
}

async function applyWalk(
  ctx: ActionContext,
  walk: Walk,
  routeInstanceId: string | null,
): Promise<void> {
  for (const copy of walk.copies) {
    const { title, people, formField } = copy.properties;
    await circulate(ctx, { nodeId: copy.nodeId, title, taskNodeId: null, people, formField });
  }
  const { stop } = walk;
  switch (stop.kind) {
    case 'approver':
      return openApproverNode(ctx, stop.node, routeInstanceId);
    case 'timer':
      return openTimer(ctx, stop.node, routeInstanceId);
    case 'subFlow':
      return openSubFlow(ctx, stop.node, routeInstanceId, walkOn);
    case 'fork': {
      const route = await insertNode(ctx, stop.route, routeInstanceId);
      const starting = forming.get(ctx) ?? new Set<string>();
      forming.set(ctx, starting.add(route.id));
      for (const branch of stop.branches) await applyWalk(ctx, branch, route.id);
      starting.delete(route.id);
      return tryJoin(ctx, route.id);
    }
    case 'join':
      // A branch's chain ended: its route instance waits for the others.
      if (routeInstanceId !== null) await tryJoin(ctx, routeInstanceId);
      return;
    case 'end':
      ctx.task.status = 2;
      ctx.task.endedAt = ctx.at;
      // A sub-flow's child: its parent may go on now.
      return childEnded(ctx, walkOn);
    case 'noBranch':
      throw badRequest('flowNoBranch', { node: stop.route.properties.title });
  }
}

/**
 * A parallel route instance passes once none of its inner instances is active, and the flow
 * goes on after the route. The task row's lock makes this happen once, whichever branch ends last.
 */
async function tryJoin(ctx: ActionContext, routeInstanceId: string): Promise<void> {
  if (forming.get(ctx)?.has(routeInstanceId)) return;
  if ((await activeInside(ctx, routeInstanceId)) > 0) return;
  const [route] = await endNodes(ctx, [routeInstanceId], 'passed');
  if (route !== undefined) await walkOn(ctx, route.nodeId, route.routeInstanceId);
}

/** Nobody resolved: the administrators stand in when the node says so. */
async function administrators(ctx: ActionContext): Promise<string[]> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabled, true)))
    .orderBy(users.account);
  return rows.map((row) => row.id);
}

/** Approvers for whom the node passes by itself: the initiator, or who approved before. */
async function passingFor(
  ctx: ActionContext,
  node: ApproverNode,
  approvers: readonly string[],
): Promise<Set<string>> {
  const { initiatorApproves, repeatApprover } = node.properties;
  const passing = new Set<string>();
  if (initiatorApproves === 'pass' && approvers.includes(ctx.task.creatorUserId)) {
    passing.add(ctx.task.creatorUserId);
  }
  if (repeatApprover === 'pass') {
    const earlier = await earlierApprovers(ctx);
    for (const userId of approvers) if (earlier.has(userId)) passing.add(userId);
  }
  return passing;
}

export const described = (row: NodeRow) => ({
  taskNodeId: row.id,
  nodeId: row.nodeId,
  title: row.title,
});

/**
 * The flow reaches an approver node: its approvers resolved from the version's template, one
 * work item each (sequential: one at a time), to-do messages, and its time limit. A node nobody
 * is left to decide passes at once.
 */
async function openApproverNode(
  ctx: ActionContext,
  node: ApproverNode,
  routeInstanceId: string | null,
): Promise<void> {
  const p = node.properties;
  if (p.assignee.kind === 'chosen' && (ctx.task.candidates[node.nodeId] ?? []).length === 0) {
    throw badRequest('flowCandidatesRequired', { node: p.title });
  }
  let approvers = await resolveApprovers(ctx.tx, ctx.task, valuesOf(ctx), node);
  if (approvers.length === 0 && p.noApprover === 'refuse') {
    throw badRequest('flowNoApprover', { node: p.title });
  }
  if (approvers.length === 0 && p.noApprover === 'admin') approvers = await administrators(ctx);
  const row = await insertNode(ctx, node, routeInstanceId);
  const passing = await passingFor(ctx, node, approvers);
  let turnGiven = false;
  const items = approvers.map((userId, index) => {
    const passes = passing.has(userId);
    const waits = p.signMode === 'sequential' && !passes && turnGiven;
    if (!passes) turnGiven = true;
    return {
      taskId: ctx.task.id,
      taskNodeId: row.id,
      nodeId: node.nodeId,
      userId,
      state: passes ? 'approved' : waits ? 'waiting' : 'pending',
      sortCode: index,
      handledAt: passes ? ctx.at : null,
      createdAt: ctx.at,
    };
  });
  if (items.length > 0) await ctx.tx.insert(flowTaskOperators).values(items);
  for (const userId of passing) {
    await record(ctx, { action: 'pass', node: described(row), userId });
  }
  if (items.length === 0) await record(ctx, { action: 'pass', node: described(row), userId: null });
  const states = items.map((item) => item.state as 'approved' | 'waiting' | 'pending');
  if (nodeDecision(p.signMode, p.countersign, states) === 'passed') {
    await passNode(ctx, row, node);
    return;
  }
  const pending = items.filter((item) => item.state === 'pending').map((item) => item.userId);
  await tell(ctx, 'todo', pending, row.id);
  if (p.timeout !== null) {
    await ctx.tx.insert(flowJobs).values({
      kind: 'timeout',
      taskId: ctx.task.id,
      taskNodeId: row.id,
      dueAt: new Date(ctx.at.getTime() + p.timeout.hours * 60 * MINUTE),
    });
  }
}

/** An approver node passed: its open items end, its CC targets are told, the flow goes on. */
export async function passNode(
  ctx: ActionContext,
  row: NodeRow,
  node: ApproverNode,
): Promise<void> {
  await endNodes(ctx, [row.id], 'passed');
  const { copyTo, title } = node.properties;
  await circulate(ctx, { nodeId: node.nodeId, title, taskNodeId: row.id, people: copyTo });
  await walkOn(ctx, node.nodeId, row.routeInstanceId);
}

/** The flow reaches a timer node: it waits for its job. */
async function openTimer(
  ctx: ActionContext,
  node: TimerNode,
  routeInstanceId: string | null,
): Promise<void> {
  const row = await insertNode(ctx, node, routeInstanceId);
  await ctx.tx.insert(flowJobs).values({
    kind: 'timer',
    taskId: ctx.task.id,
    taskNodeId: row.id,
    dueAt: new Date(ctx.at.getTime() + node.properties.minutes * MINUTE),
  });
}

/** A timer node's time came: it passes and the flow goes on. */
export async function timerFired(ctx: ActionContext, row: NodeRow): Promise<void> {
  await endNodes(ctx, [row.id], 'passed');
  await record(ctx, { action: 'timer', node: described(row), userId: null });
  await walkOn(ctx, row.nodeId, row.routeInstanceId);
}

/** The approver node of the task's template by id, for actions on one of its instances. */
export const approverNode = (ctx: ActionContext, nodeId: string): ApproverNode | undefined =>
  approverIn(ctx.version.template, nodeId);
