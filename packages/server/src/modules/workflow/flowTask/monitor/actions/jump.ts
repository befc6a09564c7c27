import type { FlowMonitorJumpBody } from '@mepm/contract';
import { parallelFrames } from '@mepm/flow-engine';
import type { Caller } from '../../../../../kernel/caller';
import { badRequest } from '../../../../../plugins/envelope/api-error';
import { approverNode, arriveAt } from '../../engine/advance';
import type { ActionDeps } from '../../engine/engine-deps';
import { record } from '../../engine/history';
import { activeNodes, cancelAllActive } from '../../engine/node-rows';
import { runMonitorAction } from '../monitor-guard';

/**
 * Moves a task in process to an approver node of its version's template, forward or back: every
 * active node (parallel route instances and everything inside them included) is cancelled and
 * the task arrives at the node as a reject to it would, its approvers resolved as usual. A node
 * inside a parallel branch is refused: the task would stand in one branch of a route it never
 * forked. A task that stands at the node alone is refused too: the same jump clicked twice (or
 * sent by two monitors) would hand the node's approvers their items again.
 */
export async function jumpTask(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowMonitorJumpBody,
): Promise<void> {
  await runMonitorAction(deps, caller, taskId, async (ctx) => {
    if (ctx.task.status !== 1) throw badRequest('flowNotInProcess');
    const node = approverNode(ctx, body.nodeId);
    if (node === undefined || parallelFrames(ctx.version.template, node.nodeId).length > 0) {
      throw badRequest('flowMonitorBadJumpTarget');
    }
    const active = await activeNodes(ctx);
    if (active.length === 1 && active[0]?.nodeId === node.nodeId) {
      throw badRequest('flowMonitorAlreadyAtNode');
    }
    await cancelAllActive(ctx, active);
    await record(ctx, {
      action: 'jump',
      node: { taskNodeId: null, nodeId: node.nodeId, title: node.properties.title },
      comment: body.comment ?? '',
      target: node.nodeId,
    });
    await arriveAt(ctx, node.nodeId, null);
  });
}
