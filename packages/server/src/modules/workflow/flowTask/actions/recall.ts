import type { FlowCommentBody } from '@mepm/contract';
import { and, desc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { runAction, valuesOf, type ActionContext } from '../engine/action-context';
import { hasAddedApprovers } from '../engine/added-approvers';
import { approverNode, described } from '../engine/advance';
import type { ActionDeps } from '../engine/engine-deps';
import { actsFor } from '../engine/entrusts';
import { ifChanged, record } from '../engine/history';
import { alreadyHandled, itemWithNode } from './work-item';

/** The step of the caller's latest approval at the node instance. */
async function approvalStep(ctx: ActionContext, taskNodeId: string, userId: string) {
  const [row] = await ctx.tx
    .select({ step: flowTaskRecords.step })
    .from(flowTaskRecords)
    .where(
      and(
        eq(flowTaskRecords.taskId, ctx.task.id),
        eq(flowTaskRecords.taskNodeId, taskNodeId),
        eq(flowTaskRecords.userId, userId),
        eq(flowTaskRecords.action, 'agree'),
      ),
    )
    .orderBy(desc(flowTaskRecords.step))
    .limit(1);
  return row?.step;
}

/**
 * What a history column held before `step`: the latest row before it that wrote the column (rows
 * write the values and the chosen approvers when they change them, the submit always).
 */
async function writtenBefore<T>(
  ctx: ActionContext,
  step: number,
  column: typeof flowTaskRecords.formData | typeof flowTaskRecords.candidates,
): Promise<T | undefined> {
  const [row] = await ctx.tx
    .select({ value: column })
    .from(flowTaskRecords)
    .where(
      and(
        eq(flowTaskRecords.taskId, ctx.task.id),
        lt(flowTaskRecords.step, step),
        isNotNull(column),
      ),
    )
    .orderBy(desc(flowTaskRecords.step), desc(flowTaskRecords.id))
    .limit(1);
  return (row?.value ?? undefined) as T | undefined;
}

/**
 * Whether the step reached a sub-flow node: its child tasks are other people's work from then
 * on, so such an approval is not taken back.
 */
async function launchedChildren(ctx: ActionContext, step: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: flowTaskNodes.id })
    .from(flowTaskNodes)
    .where(
      and(
        eq(flowTaskNodes.taskId, ctx.task.id),
        eq(flowTaskNodes.enteredStep, step),
        eq(flowTaskNodes.nodeType, 'subFlow'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Undoes what the approval at `step` did: the nodes it reached are cancelled (nobody acted on
 * them since), the nodes it completed (its own, a parallel route it joined) are active again with
 * the items that ended with them pending again; a sequential node's next approver waits again.
 */
async function undoStep(
  ctx: ActionContext,
  step: number,
  taskNodeId: string,
  itemId: string,
  sequential: boolean,
) {
  const { tx } = ctx;
  const ofTask = eq(flowTaskNodes.taskId, ctx.task.id);
  const reached = await tx
    .update(flowTaskNodes)
    .set({ state: 'cancelled', completedAt: ctx.at, completedStep: ctx.step })
    .where(and(ofTask, eq(flowTaskNodes.enteredStep, step)))
    .returning({ id: flowTaskNodes.id });
  if (reached.length > 0) {
    await tx
      .update(flowTaskOperators)
      .set({ state: 'cancelled', handledAt: ctx.at })
      .where(
        and(
          inArray(
            flowTaskOperators.taskNodeId,
            reached.map((row) => row.id),
          ),
          inArray(flowTaskOperators.state, ['pending', 'waiting']),
        ),
      );
  }
  await tx
    .update(flowTaskNodes)
    .set({ state: 'active', completedAt: null, completedStep: null })
    .where(
      and(
        ofTask,
        eq(flowTaskNodes.completedStep, step),
        eq(flowTaskNodes.state, 'passed'),
        lt(flowTaskNodes.enteredStep, step),
      ),
    );
  const item = await tx
    .update(flowTaskOperators)
    .set({ state: 'pending', handledByUserId: null, handledAt: null })
    .where(eq(flowTaskOperators.id, itemId))
    .returning({ sortCode: flowTaskOperators.sortCode });
  const sortCode = item[0]?.sortCode ?? 0;
  const ofNode = eq(flowTaskOperators.taskNodeId, taskNodeId);
  if (sequential) {
    // The successor the approval gave its turn to waits again (nobody acted since).
    await tx
      .update(flowTaskOperators)
      .set({ state: 'waiting' })
      .where(
        and(
          ofNode,
          eq(flowTaskOperators.state, 'pending'),
          ne(flowTaskOperators.id, itemId),
          gt(flowTaskOperators.sortCode, sortCode),
        ),
      );
    return;
  }
  // The items the node's pass cancelled are to-dos again.
  await tx
    .update(flowTaskOperators)
    .set({ state: 'pending', handledAt: null })
    .where(and(ofNode, eq(flowTaskOperators.state, 'cancelled')));
}

/**
 * The approver takes back their approval, where the node offers it (`recall` among its buttons),
 * while nothing happened since in the task (the next node untouched): one transaction under the
 * task's lock, one history row.
 */
export async function recallItem(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  body: FlowCommentBody,
): Promise<void> {
  const [owner] = await deps.db
    .select({ taskId: flowTaskOperators.taskId })
    .from(flowTaskOperators)
    .where(eq(flowTaskOperators.id, itemId));
  if (owner === undefined) throw alreadyHandled();
  await runAction(deps, owner.taskId, caller.id, alreadyHandled, async (ctx) => {
    const found = await itemWithNode(ctx, itemId);
    if (found === undefined || found.item.state !== 'approved') throw alreadyHandled();
    const { item } = found;
    if (item.handledByUserId !== caller.id) throw alreadyHandled();
    // Who approved for another (an entrust) recalls only while that entrust still holds: once it
    // ended, the item is its owner's alone again.
    if (
      item.userId !== caller.id &&
      !(await actsFor(ctx.tx, item.userId, caller.id, ctx.task.flowId, ctx.at))
    ) {
      throw alreadyHandled();
    }
    const step = await approvalStep(ctx, found.node.id, caller.id);
    if (ctx.task.status !== 1 || step === undefined || step !== ctx.task.version) {
      throw badRequest('flowCannotRecall');
    }
    const node = approverNode(ctx, found.item.nodeId);
    if (node === undefined || !node.properties.buttons.includes('recall')) {
      throw badRequest('flowCannotRecall');
    }
    if (await launchedChildren(ctx, step)) throw badRequest('flowCannotRecall');
    // Added approvers' items do not come back as they were: a node holding them is not undone.
    if (await hasAddedApprovers(ctx, found.node.id)) throw badRequest('flowCannotRecall');
    await undoStep(ctx, step, found.node.id, itemId, node.properties.signMode === 'sequential');
    const approved = { values: valuesOf(ctx), candidates: ctx.task.candidates };
    // A task submitted before the history kept chosen approvers keeps the ones it has.
    const restored = {
      values:
        (await writtenBefore<Record<string, unknown>>(ctx, step, flowTaskRecords.formData)) ??
        approved.values,
      candidates:
        (await writtenBefore<Record<string, string[]>>(ctx, step, flowTaskRecords.candidates)) ??
        approved.candidates,
    };
    ctx.task.formData = restored.values;
    ctx.task.candidates = restored.candidates;
    await record(ctx, {
      action: 'recall',
      node: described(found.node),
      comment: body.comment ?? '',
      // What it put back, where the approval had changed it (a later recall reads them).
      formData: ifChanged(approved.values, restored.values),
      candidates: ifChanged(approved.candidates, restored.candidates),
    });
  });
}
