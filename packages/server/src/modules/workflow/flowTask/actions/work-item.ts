import type { ApproverNode, FlowAttachment } from '@mepm/contract';
import type { NodeItem } from '@mepm/flow-engine';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { flowTaskNodes, flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { fileOwners } from '../../../../kernel/files/file-owners';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { runAction, type ActionContext } from '../engine/action-context';
import { approverNode, described } from '../engine/advance';
import type { ItemRow } from '../engine/hand-over';
import { record, type HistoryEntry } from '../engine/history';
import type { ActionDeps } from '../engine/engine-deps';
import { actsFor } from '../engine/entrusts';
import { nodeColumns, type NodeRow } from '../engine/node-rows';
import { nodeItemsColumn } from '../engine/work-items';

export const alreadyHandled = () => badRequest('flowAlreadyHandled');

export type { ItemRow };

/** A work item with its node instance and every item of that node, read inside the task's lock. */
export async function itemWithNode(ctx: ActionContext, itemId: string) {
  const [row] = await ctx.tx
    .select({
      item: flowTaskOperators,
      node: nodeColumns,
      nodeItems: nodeItemsColumn(flowTaskNodes.id),
    })
    .from(flowTaskOperators)
    .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
    .where(eq(flowTaskOperators.id, itemId));
  return row;
}

export interface PendingItem {
  ctx: ActionContext;
  item: ItemRow;
  row: NodeRow;
  /** Every item of the node instance, as read with this one (before this action's writes). */
  nodeItems: NodeItem[];
  node: ApproverNode;
  /** The item's owner when the caller acts for them (an entrust); null for their own item. */
  onBehalfOf: string | null;
}

/**
 * Runs an approver's action on their pending work item, exactly once: in one transaction that
 * locks the task row, the item must still be pending and the caller's (or its owner's who
 * entrusts the caller with the flow now), at an active node of a task in process. Anything else, a second click or a concurrent duplicate included, is a 400
 * "already handled" that tells nothing about another's item.
 */
export async function actOnPendingItem<T>(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  act: (pending: PendingItem) => Promise<T>,
): Promise<T> {
  return runAction(deps, { ofItem: itemId }, caller.id, alreadyHandled, async (ctx) => {
    const found = await itemWithNode(ctx, itemId);
    if (
      ctx.task.status !== 1 ||
      found === undefined ||
      found.item.state !== 'pending' ||
      found.node.state !== 'active'
    ) {
      throw alreadyHandled();
    }
    const { item } = found;
    const entrusted =
      item.userId !== caller.id &&
      (await actsFor(ctx.tx, item.userId, caller.id, ctx.task.flowId, ctx.at));
    if (item.userId !== caller.id && !entrusted) throw alreadyHandled();
    const node = approverNode(ctx, item.nodeId);
    if (node === undefined) throw alreadyHandled();
    return act({
      ctx,
      item,
      row: found.node,
      nodeItems: found.nodeItems,
      node,
      onBehalfOf: entrusted ? item.userId : null,
    });
  });
}

/**
 * Attachments and a signature may name only files the caller uploaded (by id and stored name):
 * otherwise one could attach, and so let others read, someone else's file.
 */
export async function checkOwnFiles(
  db: Queryable,
  callerId: string,
  body: { signatureFileId?: string; attachments?: FlowAttachment[] },
): Promise<void> {
  const attachments = body.attachments ?? [];
  const ids = [
    ...attachments.map((file) => file.fileId),
    ...(body.signatureFileId === undefined ? [] : [body.signatureFileId]),
  ];
  if (ids.length === 0) return;
  const owners = await fileOwners(db, ids);
  const own = (id: string) => owners.get(id)?.ownerId === callerId;
  const named = attachments.every((file) => owners.get(file.fileId)?.name === file.name);
  if (!ids.every(own) || !named) throw badRequest('flowBadFile');
}

/** A node that asks for a handwritten signature refuses a decision without one. */
export function requireSignature(node: ApproverNode, body: { signatureFileId?: string }): void {
  if (node.properties.signatureRequired === true && body.signatureFileId === undefined) {
    throw badRequest('flowSignatureRequired');
  }
}

/** What an approver's decision carries besides the decision. */
export interface DecisionExtras {
  comment?: string;
  signatureFileId?: string;
  attachments?: FlowAttachment[];
}

/**
 * Records the approver's decision on their pending item: its state, who and when, and one
 * history row with the comment, signature and attachments (checked to be the caller's files).
 */
export async function decideItem(
  pending: PendingItem,
  callerId: string,
  decision: {
    state: 'approved' | 'rejected';
    extras: DecisionExtras;
    history: Partial<HistoryEntry>;
  },
): Promise<void> {
  const { ctx, item, row } = pending;
  await checkOwnFiles(ctx.tx, callerId, decision.extras);
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: decision.state, handledByUserId: callerId, handledAt: ctx.at })
    .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, 'pending')));
  await record(ctx, {
    action: decision.state === 'approved' ? 'agree' : 'reject',
    node: described(row),
    onBehalfOfUserId: pending.onBehalfOf,
    comment: decision.extras.comment ?? '',
    signatureFileId: decision.extras.signatureFileId ?? null,
    attachments: decision.extras.attachments ?? [],
    ...decision.history,
  });
}
