import type { FlowTaskCreateBody, FlowTaskUpdateBody } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../../db/client';
import { flowEngines, flowTasks } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { actIn, engineTransaction, pushTold, runAction, valuesOf } from '../engine/action-context';
import { walkOn } from '../engine/advance';
import { mergeCandidates } from '../engine/candidates';
import type { ActionDeps } from '../engine/engine-deps';
import { submitStep } from '../engine/submit-step';
import { startAccess, taskName, taskVersion } from '../engine/task-rows';
import { valuesAtNode } from '../form-values';
import { mayLaunch } from './launchers';

/** The released version a new or re-submitted draft runs on, or a 400 when there is none. */
async function launchableVersion(tx: Tx, caller: Caller, flowId: string) {
  // Shared: a delete or stop of the flow waits for this launch (or this launch for them), so a
  // launch never lands on a flow deleted or stopped meanwhile.
  const [flow] = await tx.select().from(flowEngines).where(eq(flowEngines.id, flowId)).for('share');
  // Only a launchable flow (type 0): a function flow (type 1) is started by its generated page
  // with that page's record, never from the launch page with values of the caller's choosing.
  if (
    flow === undefined ||
    flow.state !== 1 ||
    flow.type !== 0 ||
    flow.releasedVersionId === null
  ) {
    throw badRequest('flowNotLaunchable');
  }
  if (!(await mayLaunch(tx, caller, flow))) throw badRequest('flowNotLaunchable');
  return { flow, versionId: flow.releasedVersionId };
}

/**
 * A new task on the flow's released version: a draft (status 0) or submitted (1), in one
 * transaction; a submit that cannot reach its first approvers leaves nothing behind.
 */
export async function createTask(
  deps: ActionDeps,
  caller: Caller,
  body: FlowTaskCreateBody,
): Promise<string> {
  const { id, told } = await engineTransaction(deps, (inner, tx) =>
    launchIn(inner, tx, caller, body),
  );
  pushTold(deps, told);
  return id;
}

/** The launch's transaction (`createTask`). */
async function launchIn(
  deps: ActionDeps,
  tx: Tx,
  caller: Caller,
  body: FlowTaskCreateBody,
): Promise<{ id: string; told: Set<string> }> {
  const { flow, versionId } = await launchableVersion(tx, caller, body.flowId);
  const version = await taskVersion(tx, versionId);
  const formData = await valuesAtNode(
    {
      db: tx,
      caller,
      interfaceOptions: deps.interfaceOptions,
      design: version.form,
      access: startAccess(version),
      stored: {},
      purpose: body.status === 1 ? 'submit' : 'draft',
    },
    body.formData,
  );
  const candidates = await mergeCandidates(tx, version.template, {}, body.candidates);
  const at = deps.now();
  const [row] = await tx
    .insert(flowTasks)
    .values({
      flowId: flow.id,
      versionId,
      fullName: taskName(flow.fullName, caller.id),
      urgent: body.urgent ?? 1,
      status: 0,
      creatorUserId: caller.id,
      formData,
      candidates,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (row === undefined) throw new Error('task not inserted');
  if (body.status === 0) return { id: row.id, told: new Set<string>() };
  const acted = await actIn(deps, tx, { inserted: row }, caller.id, recordNotFound, (ctx) =>
    submitStep(ctx, walkOn),
  );
  return { id: row.id, told: acted.told };
}

/**
 * The initiator edits a draft or a task rejected back to its start, and may submit it. A draft
 * moves to the flow's current release; a rejected task stays on the version it runs on.
 */
export async function updateTask(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowTaskUpdateBody,
): Promise<void> {
  await runAction(deps, taskId, caller.id, recordNotFound, async (ctx) => {
    const { task } = ctx;
    if (task.creatorUserId !== caller.id) throw recordNotFound();
    if (task.status !== 0 && task.status !== 3) throw badRequest('flowNotEditable');
    if (task.status === 0) {
      const { versionId } = await launchableVersion(ctx.tx, caller, task.flowId);
      task.versionId = versionId;
      ctx.version = await taskVersion(ctx.tx, versionId);
    }
    task.formData = await valuesAtNode(
      {
        db: ctx.tx,
        caller,
        interfaceOptions: ctx.deps.interfaceOptions,
        design: ctx.version.form,
        access: startAccess(ctx.version),
        stored: valuesOf(ctx),
        purpose: body.status === 1 ? 'submit' : 'draft',
      },
      body.formData,
    );
    task.candidates = await mergeCandidates(
      ctx.tx,
      ctx.version.template,
      task.candidates,
      body.candidates,
    );
    task.urgent = body.urgent ?? task.urgent;
    if (body.status === 1) await submitStep(ctx, walkOn);
  });
}

/** Deletes the caller's own draft in one statement; anything else is refused. */
export async function deleteDraft(deps: ActionDeps, caller: Caller, taskId: string) {
  const mine = and(eq(flowTasks.id, taskId), eq(flowTasks.creatorUserId, caller.id));
  const deleted = await deps.db
    .delete(flowTasks)
    .where(and(mine, eq(flowTasks.status, 0)))
    .returning({ id: flowTasks.id });
  if (deleted.length > 0) return;
  const [exists] = await deps.db.select({ id: flowTasks.id }).from(flowTasks).where(mine);
  throw exists === undefined ? recordNotFound() : badRequest('flowNotDraft');
}
