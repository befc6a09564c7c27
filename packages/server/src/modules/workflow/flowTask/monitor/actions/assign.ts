import type { FlowMonitorAssignBody } from '@mepm/contract';
import type { Caller } from '../../../../../kernel/caller';
import { badRequest } from '../../../../../plugins/envelope/api-error';
import { itemWithNode } from '../../actions/work-item';
import { approverNode, described } from '../../engine/advance';
import type { ActionDeps } from '../../engine/engine-deps';
import { handOver } from '../../engine/hand-over';
import { record } from '../../engine/history';
import { runMonitorAction } from '../monitor-guard';

const notOpen = () => badRequest('flowMonitorItemNotOpen');

/**
 * Hands an open work item of a task in process (a to-do, or a sequential approver's waiting turn)
 * to another user on the same terms as a transfer, whatever the node's buttons: the old item
 * ends as transferred (handled by nobody), the new user takes its place and is told of a to-do.
 */
export async function assignItem(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowMonitorAssignBody,
): Promise<void> {
  await runMonitorAction(deps, caller, taskId, async (ctx) => {
    const found = await itemWithNode(ctx, body.itemId);
    if (
      ctx.task.status !== 1 ||
      found === undefined ||
      found.item.taskId !== ctx.task.id ||
      (found.item.state !== 'pending' && found.item.state !== 'waiting') ||
      found.node.state !== 'active'
    ) {
      throw notOpen();
    }
    const node = approverNode(ctx, found.item.nodeId);
    if (node === undefined) throw notOpen();
    await handOver(ctx, {
      item: found.item,
      row: found.node,
      node,
      target: body.userId,
      handledBy: null,
      kind: 'assign',
      refused: () => badRequest('flowMonitorBadAssignUser'),
    });
    await record(ctx, {
      action: 'assign',
      node: described(found.node),
      comment: body.comment ?? '',
      target: body.userId,
    });
  });
}
