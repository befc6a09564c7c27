import type { ApproverNode, FlowTemplate, FormDesign } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../../db/client';
import { flowEngineVersions, flowTaskOperators, flowTasks } from '../../../../db/schema';
import { keptVersion } from './version-cache';

export type TaskRow = typeof flowTasks.$inferSelect;

/** What a task runs on: its version's template and form design, never the definition's draft. */
export interface TaskVersion {
  template: FlowTemplate;
  form: FormDesign;
}

/** A task by its id, or the task a work item belongs to (found by the locking statement itself). */
export type TaskKey = string | { ofItem: string };

/**
 * The task row, locked for the rest of the transaction (`select … for update`): every action on
 * a task takes this lock first, so actions on one task run one after the other.
 */
export async function lockTask(tx: Tx, key: TaskKey): Promise<TaskRow | undefined> {
  const ofItem = (itemId: string) =>
    tx
      .select({ taskId: flowTaskOperators.taskId })
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.id, itemId));
  const which =
    typeof key === 'string' ? eq(flowTasks.id, key) : inArray(flowTasks.id, ofItem(key.ofItem));
  const [task] = await tx.select().from(flowTasks).where(which).for('update');
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

/** The approver node of a template by id; undefined for another node or none. */
export function approverIn(
  template: FlowTemplate,
  nodeId: string | undefined,
): ApproverNode | undefined {
  const node = nodeId === undefined ? undefined : findNode(template, nodeId)?.node;
  return node?.type === 'approver' ? node : undefined;
}
