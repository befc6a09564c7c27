import type { FlowTransferBody } from '@mepm/contract';
import type { Caller } from '../../../../kernel/caller';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { described } from '../engine/advance';
import type { ActionDeps } from '../engine/engine-deps';
import { handOver } from '../engine/hand-over';
import { record } from '../engine/history';
import { actOnPendingItem } from './work-item';

/**
 * Hands a pending work item to another enabled user with no item at the node, open or decided
 * (nor the one acting, nor an initiator the node passes for): the item ends as transferred, the
 * new one takes its place (and its turn), one history row.
 */
export async function transferItem(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  body: FlowTransferBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async ({ ctx, item, row, node, onBehalfOf }) => {
    if (!node.properties.buttons.includes('transfer')) throw badRequest('flowTransferNotAllowed');
    await handOver(ctx, {
      item,
      row,
      node,
      target: body.userId,
      handledBy: caller.id,
      kind: 'transfer',
      refused: () => badRequest('flowBadTransferUser'),
    });
    await record(ctx, {
      action: 'transfer',
      node: described(row),
      onBehalfOfUserId: onBehalfOf,
      comment: body.comment ?? '',
      target: body.userId,
    });
  });
}
