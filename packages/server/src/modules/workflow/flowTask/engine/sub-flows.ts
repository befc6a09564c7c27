import type { FormValues, SubFlowNode } from '@mepm/contract';
import { fieldEntries, isEmpty, startValues, validateSubmission } from '@mepm/form-engine';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { flowEngines, flowTaskNodes, flowTasks } from '../../../../db/schema';
import { serverOptions } from '../../../../kernel/forms/server-options';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { newId } from '../../../../ids';
import { actIn, valuesOf, type ActionContext } from './action-context';
import { resolveAssignee } from './approvers';
import { record } from './history';
import { cancelAllActive, endNodes, insertNode, nodeRow, type NodeRow } from './node-rows';
import { submitStep, type WalkOn } from './submit-step';
import {
  SUB_FLOW_DEPTH,
  ancestorsOf,
  startAccess,
  taskName,
  taskVersion,
  type TaskVersion,
} from './task-rows';
import { requiredLeftEmpty, valuedFields } from '../form-values';

/**
 * Parents launching their children in this process: a child ending at once (every node of it
 * passing by itself) must not step the parent again while the parent's own step runs; that
 * step looks at its children when they are all launched. The parent's row lock keeps any other
 * transaction from being here for the same parent.
 */
const launching = new Set<string>();

const instance = (row: NodeRow) => ({ taskNodeId: row.id, nodeId: row.nodeId, title: row.title });

/** The released flow a sub-flow node launches, or a 400 naming the node. */
async function childFlow(ctx: ActionContext, node: SubFlowNode) {
  // Shared, as a launch holds it: a delete or stop of the child flow waits for this step.
  const [flow] = await ctx.tx
    .select()
    .from(flowEngines)
    .where(eq(flowEngines.id, node.properties.flowId))
    .for('share');
  if (flow === undefined || flow.state !== 1 || flow.releasedVersionId === null) {
    throw badRequest('flowSubFlowNotLaunchable', { node: node.properties.title });
  }
  return { flow, versionId: flow.releasedVersionId };
}

/**
 * The mapped values: each mapped field of the parent copied into the child's field; an empty
 * parent field leaves the child's default.
 */
function mappedValues(ctx: ActionContext, node: SubFlowNode): Record<string, unknown> {
  const values = valuesOf(ctx);
  const mapped: Record<string, unknown> = {};
  for (const { parentField, childField } of node.properties.fieldMapping) {
    if (!isEmpty(values[parentField])) mapped[childField] = values[parentField];
  }
  return mapped;
}

/** Launchers with a child still open (draft, in process, back at its start) from the node. */
async function runningAsyncLaunchers(ctx: ActionContext, nodeId: string): Promise<Set<string>> {
  const rows = await ctx.tx
    .select({ launcher: flowTasks.creatorUserId })
    .from(flowTasks)
    .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTasks.parentTaskNodeId))
    .where(
      and(
        eq(flowTasks.parentTaskId, ctx.task.id),
        eq(flowTaskNodes.nodeId, nodeId),
        inArray(flowTasks.status, [0, 1, 3]),
      ),
    );
  return new Set(rows.map((row) => row.launcher));
}

/**
 * The child's first values, as a submit of the child's start takes them: the form's defaults
 * with the mapped values over them, checked by the form engine (rules, linkage, calculations,
 * dictionary and data-interface options), fields the child's start node does not let its
 * submitter write dropped unless mapped (a mapping is the designer's, and writes its field), and
 * every field the start requires filled; otherwise a 400 naming the sub-flow and the fields, and
 * nothing starts. Neither the check nor the options depend on which launcher submits, so it runs
 * once, its data interfaces read as `asker` (whoever acts in this step). Uploads and relation
 * records mapped from the parent are the parent's, checked when they were written there.
 */
async function childStartValues(
  ctx: ActionContext,
  title: string,
  child: TaskVersion,
  mapped: FormValues,
  asker: string,
): Promise<FormValues> {
  const entries = fieldEntries(child.form);
  const values = startValues(child.form, mapped);
  const access = startAccess(child);
  const writable = access.writable([...valuedFields(child.form).keys()]);
  for (const field of Object.keys(mapped)) writable.add(field);
  const optionsOf = await serverOptions(
    ctx.tx,
    { id: asker, language: 'zh' },
    ctx.deps.interfaceOptions,
    entries,
    values,
  );
  const checked = validateSubmission(child.form, values, {
    language: 'zh',
    mode: 'create',
    optionsOf,
    writableFields: writable,
    newRowId: () => newId(),
  });
  if (!checked.ok) {
    const unreadable = checked.errors.filter((error) => error.key === 'optionsUnavailable');
    throw refusal(
      unreadable.length > 0 ? 'flowSubFlowOptions' : 'flowSubFlowValues',
      title,
      (unreadable.length > 0 ? unreadable : checked.errors).map(labelOf),
    );
  }
  const empty = requiredLeftEmpty(child.form, access, checked.values);
  if (empty.length > 0) throw refusal('flowSubFlowValues', title, empty);
  return checked.values;
}

const labelOf = (error: { label: string; field: string }) => error.label || error.field;

const refusal = (
  key: 'flowSubFlowValues' | 'flowSubFlowOptions',
  node: string,
  fields: readonly string[],
) => badRequest(key, { node, fields: [...new Set(fields)].join(', ') });

/** The sub-flow node passes: the parent goes on after it, in the parent's step. */
async function passSubFlow(ctx: ActionContext, row: NodeRow, walkOn: WalkOn): Promise<void> {
  const [passed] = await endNodes(ctx, [row.id], 'passed');
  if (passed === undefined) return;
  await record(ctx, { action: 'pass', node: instance(row), userId: null });
  await walkOn(ctx, row.nodeId, row.routeInstanceId);
}

/**
 * The flow reaches a sub-flow node: one child task of the flow's released version per launcher
 * (the node's `launcher` resolved like an approver assignee), submitted by that launcher with
 * the mapped values, in this same transaction; the node waits until every child ends approved,
 * or, asynchronous, passes at once (the children then run on their own: `childEnded` finds the
 * node passed).
 * Refused (400, nothing written) when the child flow is not released, nobody launches, a child
 * cannot start (its first node refuses) or sub-flows nest deeper than SUB_FLOW_DEPTH.
 */
export async function openSubFlow(
  ctx: ActionContext,
  node: SubFlowNode,
  routeInstanceId: string | null,
  walkOn: WalkOn,
): Promise<void> {
  const { title } = node.properties;
  if ((await ancestorsOf(ctx.tx, ctx.task.id)).length + 1 > SUB_FLOW_DEPTH) {
    throw badRequest('flowSubFlowTooDeep', { node: title, limit: SUB_FLOW_DEPTH });
  }
  const { flow, versionId } = await childFlow(ctx, node);
  const launchers = await resolveAssignee(
    ctx.tx,
    ctx.task,
    valuesOf(ctx),
    node.properties.launcher,
    node.nodeId,
  );
  if (launchers.length === 0) throw badRequest('flowNoSubFlowLauncher', { node: title });
  // An asynchronous node reached again (after a reject back past it, a jump) does not start a
  // second child for a launcher whose child from it still runs, nor checks that launcher again.
  const running =
    node.properties.async === true
      ? await runningAsyncLaunchers(ctx, node.nodeId)
      : new Set<string>();
  const starting = launchers.filter((id) => !running.has(id));
  const formData =
    starting[0] === undefined
      ? {}
      : await childStartValues(
          ctx,
          title,
          await taskVersion(ctx.tx, versionId),
          mappedValues(ctx, node),
          ctx.actorId ?? starting[0],
        );
  const row = await insertNode(ctx, node, routeInstanceId);
  launching.add(ctx.task.id);
  try {
    for (const launcher of starting) {
      const [child] = await ctx.tx
        .insert(flowTasks)
        .values({
          flowId: flow.id,
          versionId,
          fullName: taskName(flow.fullName, launcher),
          urgent: ctx.task.urgent,
          status: 0,
          creatorUserId: launcher,
          formData,
          candidates: {},
          parentTaskId: ctx.task.id,
          parentTaskNodeId: row.id,
          createdAt: ctx.at,
          updatedAt: ctx.at,
        })
        .returning();
      if (child === undefined) throw new Error('child task not inserted');
      const acted = await actIn(
        ctx.deps,
        ctx.tx,
        { inserted: child },
        launcher,
        () => new Error('child task missing'),
        (childCtx) => submitStep(childCtx, walkOn),
      );
      for (const userId of acted.told) ctx.told.add(userId);
    }
  } finally {
    launching.delete(ctx.task.id);
  }
  if (node.properties.async === true) {
    await passSubFlow(ctx, row, walkOn);
    return;
  }
  const children = await ctx.tx
    .select({ status: flowTasks.status })
    .from(flowTasks)
    .where(eq(flowTasks.parentTaskNodeId, row.id));
  if (children.every((child) => child.status === 2)) await passSubFlow(ctx, row, walkOn);
}

/**
 * A child task ended (approved, withdrawn or cancelled) in `child`'s step: under the parent's
 * lock (taken before the child's, task-rows.ts), in the same transaction, the parent's sub-flow
 * node passes once every child of it ended approved, exactly once (endNodes ends an active
 * instance only); a child withdrawn or cancelled rejects the node and sends the parent back to
 * its start (status 3), its other open children cancelled. A node no longer active (the parent
 * moved on, was withdrawn) is left alone.
 */
export async function childEnded(child: ActionContext, walkOn: WalkOn): Promise<void> {
  const { parentTaskId, parentTaskNodeId } = child.task;
  if (parentTaskId === null || parentTaskNodeId === null || launching.has(parentTaskId)) return;
  // The child's row as this step leaves it, before the parent reads its children.
  await child.tx
    .update(flowTasks)
    .set({ status: child.task.status, endedAt: child.task.endedAt })
    .where(eq(flowTasks.id, child.task.id));
  const acted = await actIn(
    child.deps,
    child.tx,
    parentTaskId,
    null,
    () => new Error('parent task missing'),
    async (ctx) => {
      const row = await nodeRow(ctx, parentTaskNodeId);
      if (ctx.task.status !== 1 || row === undefined || row.state !== 'active') {
        // Nothing moves (an asynchronous node, a parent gone on or ended): its row and version
        // stay, so that a child's end never stands between a parent's approval and its recall.
        ctx.unmoved = true;
        return;
      }
      if (child.task.status === 4 || child.task.status === 5) {
        await endNodes(ctx, [row.id], 'rejected');
        await cancelAllActive(ctx);
        ctx.task.status = 3;
        await record(ctx, { action: 'reject', node: instance(row), userId: null });
        return;
      }
      const others = await ctx.tx
        .select({ status: flowTasks.status })
        .from(flowTasks)
        .where(and(eq(flowTasks.parentTaskNodeId, row.id), ne(flowTasks.id, child.task.id)));
      if (others.every((other) => other.status === 2)) await passSubFlow(ctx, row, walkOn);
      // Siblings still open: the parent waits on, its row and version untouched.
      else ctx.unmoved = true;
    },
  );
  for (const userId of acted.told) child.told.add(userId);
}
