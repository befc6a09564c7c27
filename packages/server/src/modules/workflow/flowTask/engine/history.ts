import type { FlowAttachment, FlowRecordAction } from '@mepm/contract';
import type { flowTaskRecords } from '../../../../db/schema';
import type { ActionContext } from './action-context';

export interface HistoryEntry {
  action: FlowRecordAction;
  /** The node instance acted at (none for the start, which has no instance). */
  node?: { taskNodeId: string | null; nodeId: string; title: string };
  /** Who acted; the context's actor unless named (null: the system). */
  userId?: string | null;
  /** Whose work item it was, when that is not who acted. */
  onBehalfOfUserId?: string | null;
  comment?: string;
  signatureFileId?: string | null;
  attachments?: readonly FlowAttachment[];
  target?: string | null;
  /** The values as the action left them, when it changed them. */
  formData?: Record<string, unknown> | null;
  /** The approvers chosen for nodes ahead as the action left them, when it changed them. */
  candidates?: Record<string, string[]> | null;
}

export type HistoryRow = typeof flowTaskRecords.$inferInsert;

/** What a history row keeps of a value the action may have changed: the new one, or null. */
export function ifChanged<T>(before: T, after: T): T | null {
  return JSON.stringify(before) === JSON.stringify(after) ? null : after;
}

/**
 * One history row of the action, at its time and step. It is written when the action ends, with
 * the task's update for a step of the flow (action-context.ts), in the same transaction: nothing
 * an action does reads its own history rows.
 */
export function record(ctx: ActionContext, entry: HistoryEntry): Promise<void> {
  ctx.history.push({
    taskId: ctx.task.id,
    taskNodeId: entry.node?.taskNodeId ?? null,
    nodeId: entry.node?.nodeId ?? null,
    nodeTitle: entry.node?.title ?? '',
    action: entry.action,
    userId: entry.userId === undefined ? ctx.actorId : entry.userId,
    onBehalfOfUserId: entry.onBehalfOfUserId ?? null,
    comment: entry.comment ?? '',
    signatureFileId: entry.signatureFileId ?? null,
    attachments: entry.attachments ?? [],
    target: entry.target ?? null,
    formData: entry.formData ?? null,
    candidates: entry.candidates ?? null,
    step: ctx.step,
    createdAt: ctx.at,
  });
  return Promise.resolve();
}
