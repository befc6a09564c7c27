import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowJobs, flowTaskOperators } from '../../../../db/schema';
import { runAction, type ActionContext } from '../engine/action-context';
import { approverNode, described, passNode, timerFired } from '../engine/advance';
import type { ActionDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { nodeRow, type NodeRow } from '../engine/node-rows';
import { rejectDestination, rejectNodeTo } from '../engine/reject-node';
import { tell } from '../engine/tell';

/** How long a claim holds before another process may take the job over (FLOW_JOB_LEASE_MS). */
export const FLOW_JOB_LEASE_MS = 60_000;
const BATCH = 50;
/** Claims of a job that keeps failing (its flow cannot go on) stop after this many. */
const MAX_ATTEMPTS = 5;

// A type alias, not an interface: drizzle's execute() wants a record type.
type ClaimedJob = {
  id: string;
  kind: string;
  taskId: string;
  taskNodeId: string;
};

/**
 * Claims up to a batch of due jobs for `owner`: unclaimed ones and those whose lease ran out
 * (their process died), skipping rows another process is claiming at this moment. A job whose
 * action failed is retried after its lease, at most MAX_ATTEMPTS times.
 */
export async function claimDueJobs(
  db: Db,
  owner: string,
  now: Date,
  leaseMs = FLOW_JOB_LEASE_MS,
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const result = await db.execute<ClaimedJob>(sql`
    update flow_jobs set lease_owner = ${owner},
      lease_until = ${at}::timestamptz + ${`${leaseMs} milliseconds`}::interval,
      attempts = attempts + 1
    where id in (
      select id from flow_jobs
      where done_at is null and due_at <= ${at}::timestamptz
        and (lease_until is null or lease_until < ${at}::timestamptz)
        and attempts < ${MAX_ATTEMPTS}
      order by due_at limit ${BATCH}
      for update skip locked)
    returning id, kind, task_id as "taskId", task_node_id as "taskNodeId"`);
  return result.rows;
}

/** An approver node's time limit came: remind its approvers, or decide for them. */
async function timeoutFired(ctx: ActionContext, row: NodeRow): Promise<void> {
  const node = approverNode(ctx, row.nodeId);
  const action = node?.properties.timeout?.action;
  if (node === undefined || action === undefined) return;
  const open = and(
    eq(flowTaskOperators.taskNodeId, row.id),
    eq(flowTaskOperators.state, 'pending'),
  );
  if (action === 'remind') {
    ctx.unmoved = true;
    const pending = await ctx.tx
      .select({ userId: flowTaskOperators.userId })
      .from(flowTaskOperators)
      .where(open);
    await tell(
      ctx,
      'todo',
      pending.map((item) => item.userId),
      row.id,
    );
    return;
  }
  await record(ctx, {
    action: action === 'approve' ? 'pass' : 'reject',
    node: described(row),
    userId: null,
  });
  if (action === 'approve') {
    await passNode(ctx, row, node);
    return;
  }
  await rejectNodeTo(ctx, row, await rejectDestination(ctx, row, node, undefined));
}

/**
 * Fires one claimed job exactly once: under the task's lock, only while the claim is still this
 * owner's and the job not done; it is marked done in the same transaction as its effect. A job
 * whose node is no longer active (passed, rejected, withdrawn) is done without effect, and like a
 * reminder it is no step of the task (its version stays).
 */
export async function fireJob(deps: ActionDeps, owner: string, job: ClaimedJob): Promise<boolean> {
  const gone = () => new Error('task gone');
  return runAction(deps, job.taskId, null, gone, async (ctx) => {
    const [mine] = await ctx.tx
      .update(flowJobs)
      .set({ doneAt: ctx.at })
      .where(and(eq(flowJobs.id, job.id), eq(flowJobs.leaseOwner, owner), isNull(flowJobs.doneAt)))
      .returning({ id: flowJobs.id });
    if (mine === undefined) {
      ctx.unmoved = true;
      return false;
    }
    const row = await nodeRow(ctx, job.taskNodeId);
    if (row === undefined || row.state !== 'active' || ctx.task.status !== 1) {
      ctx.unmoved = true;
      return true;
    }
    if (job.kind === 'timer') await timerFired(ctx, row);
    else if (job.kind === 'timeout') await timeoutFired(ctx, row);
    return true;
  });
}

/**
 * Claims and fires the due jobs once; answers how many fired. A job whose action fails is
 * reported and stays claimed until its lease ends, then is tried again.
 */
export async function fireDueJobs(
  deps: ActionDeps,
  owner: string,
  onError: (error: unknown, jobId: string) => void,
  leaseMs = FLOW_JOB_LEASE_MS,
): Promise<number> {
  let fired = 0;
  for (const job of await claimDueJobs(deps.db, owner, deps.now(), leaseMs)) {
    try {
      if (await fireJob(deps, owner, job)) fired += 1;
    } catch (error) {
      onError(error, job.id);
    }
  }
  return fired;
}

/** A process's name as the owner of its claims. */
export const newJobOwner = () => `flow-${randomUUID()}`;
