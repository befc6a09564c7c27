import type { InitiatorFacts } from '@mepm/flow-engine';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client';
import { flowTaskNodes, flowTaskRecords, flowTasks } from '../../../../db/schema';
import type { HistoryRow } from './history';
import type { ActionDeps } from './engine-deps';
import { withInterfaceOptions } from '../../../../kernel/forms/interface-options';
import { initiatorFacts } from './initiator-facts';
import { lockTask, taskVersion, type TaskKey, type TaskRow, type TaskVersion } from './task-rows';

/**
 * One action on one task inside its transaction, after the task row was locked: everything the
 * engine's steps read and the changes they leave on the task row, written once at the end.
 */
export interface ActionContext {
  deps: ActionDeps;
  tx: Tx;
  /** The task as locked, with this action's changes (status, values…) applied as they happen. */
  task: TaskRow;
  version: TaskVersion;
  /** This action's time and step: the task's `version` after it. */
  at: Date;
  step: number;
  /** Who acts; null for the system (a timer). */
  actorId: string | null;
  facts(): Promise<InitiatorFacts>;
  /** Users told of something (to-dos, CC): their unread counts are pushed after the commit. */
  told: Set<string>;
  /** The action's history rows (history.ts), written at its end (with the task's update for a step). */
  history: HistoryRow[];
  /**
   * Set by a step that found nothing to move (a job whose claim was lost or whose node ended, a
   * reminder): the task row and its version stay, as for `beside`, so that it never stands between
   * an approval and its recall.
   */
  unmoved: boolean;
}

function contextFor(
  deps: ActionDeps,
  tx: Tx,
  task: TaskRow,
  version: TaskVersion,
  actorId: string | null,
  step: number,
): ActionContext {
  let facts: Promise<InitiatorFacts> | undefined;
  return {
    deps,
    tx,
    task,
    version,
    at: deps.now(),
    step,
    actorId,
    facts: () => (facts ??= initiatorFacts(tx, task.creatorUserId)),
    told: new Set(),
    history: [],
    unmoved: false,
  };
}

/**
 * The titles of the task's waiting nodes, for lists: each once, in the order the task reached
 * them. A subquery of the task's update, not a read before it: one round trip less per action.
 */
const currentNodes = (taskId: string) => sql<string>`coalesce((
  select string_agg(title, ',' order by entered_step, id) from (
    select distinct on (title) title, entered_step, id from ${flowTaskNodes}
    where task_id = ${taskId} and state = 'active' and node_type in ('approver', 'timer', 'subFlow')
    order by title, entered_step, id) as waiting), '')`;

/**
 * Writes the action's changes to the task row and raises its version to the action's step; its
 * history rows go in the same statement (a `with`), a round trip less for every action.
 */
async function finish(ctx: ActionContext): Promise<void> {
  const { task, tx } = ctx;
  const writer =
    ctx.history.length === 0
      ? tx
      : tx.with(tx.$with('history').as(tx.insert(flowTaskRecords).values(ctx.history)));
  await writer
    .update(flowTasks)
    .set({
      status: task.status,
      urgent: task.urgent,
      formData: task.formData,
      candidates: task.candidates,
      versionId: task.versionId,
      submittedAt: task.submittedAt,
      endedAt: task.endedAt,
      currentNodes: task.status === 1 ? currentNodes(task.id) : '',
      version: ctx.step,
      updatedAt: ctx.at,
    })
    .where(eq(flowTasks.id, task.id));
}

/**
 * `step`: the action moves the flow (its changes are written to the task row, whose `version`
 * rises). `beside`: it happens beside the flow (an urge): the task's values, state and `version`
 * stay, so it never stands between an approval and its recall, and its history row has the step
 * of the action before it.
 */
export type ActionKind = 'step' | 'beside';

/**
 * Runs `act` on the task inside `tx`, after locking its row (`select … for update`); undefined
 * means there is no such task and `missing` is thrown. Answers what `act` answered and the users
 * to push unread counts to once `tx` commits.
 */
export async function actIn<T>(
  deps: ActionDeps,
  tx: Tx,
  task: TaskKey,
  actorId: string | null,
  missing: () => Error,
  act: (ctx: ActionContext) => Promise<T>,
  kind: ActionKind = 'step',
): Promise<{ answer: T; told: Set<string> }> {
  const locked = await lockTask(tx, task);
  if (locked === undefined) throw missing();
  const version = await taskVersion(tx, locked.versionId);
  const step = kind === 'step' ? locked.version + 1 : locked.version;
  const ctx = contextFor(deps, tx, locked, version, actorId, step);
  const answer = await act(ctx);
  if (kind === 'step' && !ctx.unmoved) await finish(ctx);
  else if (ctx.history.length > 0) await tx.insert(flowTaskRecords).values(ctx.history);
  return { answer, told: ctx.told };
}

/** Tells the users' open sockets that their unread counts changed (after a commit). */
export function pushTold(deps: ActionDeps, told: ReadonlySet<string>): void {
  if (told.size > 0) deps.messagePush.unreadChanged({ userIds: [...told] });
}

/**
 * One transaction of the engine (an action, a launch), with data-interface options read outside
 * it (`withInterfaceOptions`): `work` gets deps whose `interfaceOptions` are those, and runs again
 * when a first run found some missing.
 */
export function engineTransaction<T>(
  deps: ActionDeps,
  work: (deps: ActionDeps, tx: Tx) => Promise<T>,
): Promise<T> {
  return withInterfaceOptions(deps.interfaceOptions, (interfaceOptions) =>
    deps.db.transaction((tx) => work({ ...deps, interfaceOptions }, tx)),
  );
}

/**
 * Runs `act` on the task in one transaction that locks its row first (`engineTransaction`: `act`
 * reads data-interface options from `ctx.deps`); after the commit the users told of something
 * get their unread counts pushed. Any error undoes everything.
 */
export async function runAction<T>(
  deps: ActionDeps,
  task: TaskKey,
  actorId: string | null,
  missing: () => Error,
  act: (ctx: ActionContext) => Promise<T>,
  kind: ActionKind = 'step',
): Promise<T> {
  const { answer, told } = await engineTransaction(deps, (inner, tx) =>
    actIn(inner, tx, task, actorId, missing, act, kind),
  );
  pushTold(deps, told);
  return answer;
}

/** The task's values as the engine reads them. */
export const valuesOf = (ctx: ActionContext): Record<string, unknown> =>
  ctx.task.formData as Record<string, unknown>;
