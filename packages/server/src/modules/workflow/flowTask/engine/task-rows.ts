import type { ApproverNode, FlowTemplate, FormDesign } from '@mepm/contract';
import { fieldAccess, findNode, type FieldAccess } from '@mepm/flow-engine';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../../db/client';
import { flowEngineVersions, flowTaskOperators, flowTasks } from '../../../../db/schema';
import { keptVersion } from './version-cache';

export type TaskRow = typeof flowTasks.$inferSelect;

/** What a task runs on: its version's template and form design, never the definition's draft. */
export interface TaskVersion {
  template: FlowTemplate;
  form: FormDesign;
}

/**
 * A task by its id, the task a work item belongs to (found by the locking statement itself), or a
 * task this transaction just inserted (no other transaction sees it before the commit: no lock).
 */
export type TaskKey = string | { ofItem: string } | { inserted: TaskRow };

/** A task's name, `flow(initiator's name)`, as the task's insert computes it: no read before. */
export const taskName = (flowName: string, initiatorId: string) =>
  sql<string>`${flowName} || '(' || coalesce((select real_name from users
    where id = ${initiatorId}), '') || ')'`;

/** How deep sub-flows nest: a task has at most this many ancestors. */
export const SUB_FLOW_DEPTH = 5;

/**
 * The task's ancestors (a sub-flow's parent, its parent…), outermost first, read without a lock:
 * a task's parent never changes.
 */
export async function ancestorsOf(tx: Tx, taskId: string): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_task_id, 0 from flow_tasks where id = ${taskId}
      union all
      select t.id, t.parent_task_id, up.depth + 1 from flow_tasks t
        join up on t.id = up.parent_id where up.depth <= ${SUB_FLOW_DEPTH}
    )
    select id from up where depth > 0 order by depth desc`);
  return result.rows.map((row) => row.id);
}

/**
 * The task row, locked for the rest of the transaction (`select … for update`): every action on
 * a task takes this lock first, so actions on one task run one after the other. A sub-flow's
 * child locks its ancestors before itself, outermost first, as an action of the parent locks the
 * parent before its children: every transaction takes these locks in one order, so a child's
 * last approval (which moves the parent on) and an action of the parent never deadlock.
 */
export async function lockTask(tx: Tx, key: TaskKey): Promise<TaskRow | undefined> {
  if (typeof key !== 'string' && 'inserted' in key) return key.inserted;
  const ofItem = (itemId: string) =>
    tx
      .select({ taskId: flowTaskOperators.taskId })
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.id, itemId));
  const which =
    typeof key === 'string' ? eq(flowTasks.id, key) : inArray(flowTasks.id, ofItem(key.ofItem));
  // Most tasks have no parent: locked by one statement. A parent is set when a task is created
  // and never changes, so a row this skips is a sub-flow's child whatever runs meanwhile.
  const [topLevel] = await tx
    .select()
    .from(flowTasks)
    .where(and(which, isNull(flowTasks.parentTaskId)))
    .for('update');
  if (topLevel !== undefined) return topLevel;
  const [child] = await tx
    .select({ id: flowTasks.id, parentTaskId: flowTasks.parentTaskId })
    .from(flowTasks)
    .where(which);
  if (child === undefined) return undefined;
  for (const id of await ancestorsOf(tx, child.id)) {
    await tx.select({ id: flowTasks.id }).from(flowTasks).where(eq(flowTasks.id, id)).for('update');
  }
  const [task] = await tx.select().from(flowTasks).where(eq(flowTasks.id, child.id)).for('update');
  return task;
}

/** The version a task runs on (kept in memory once read, see version-cache.ts). */
export function taskVersion(db: Queryable, versionId: string): Promise<TaskVersion> {
  return keptVersion(versionId, () => readVersion(db, versionId));
}

async function readVersion(db: Queryable, versionId: string): Promise<TaskVersion> {
  const [row] = await db
    .select({ template: flowEngineVersions.template, form: flowEngineVersions.formData })
    .from(flowEngineVersions)
    .where(eq(flowEngineVersions.id, versionId));
  if (row === undefined) throw new Error(`flow version ${versionId} is missing`);
  // Both were checked (template and form design) when the version was released.
  return { template: row.template as FlowTemplate, form: row.form as FormDesign };
}

/** The initiator's field access at the start: the start node's rules, unlisted fields writable. */
export const startAccess = (version: TaskVersion): FieldAccess =>
  fieldAccess(version.template.properties.fieldRules, 'write');

/** The approver node of a template by id; undefined for another node or none. */
export function approverIn(
  template: FlowTemplate,
  nodeId: string | undefined,
): ApproverNode | undefined {
  const node = nodeId === undefined ? undefined : findNode(template, nodeId)?.node;
  return node?.type === 'approver' ? node : undefined;
}
