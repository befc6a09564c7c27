import type { FlowCommentBody } from '@mepm/contract';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { runAction } from '../engine/action-context';
import type { ActionDeps } from '../engine/engine-deps';
import { endTaskEarly } from '../engine/end-task';

/**
 * The initiator withdraws their task in process: status 4, every open item cancelled (and the
 * open child tasks of its sub-flows); a sub-flow's child withdrawn rejects its parent's node.
 */
export async function withdrawTask(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowCommentBody,
): Promise<void> {
  await runAction(deps, taskId, caller.id, recordNotFound, async (ctx) => {
    if (ctx.task.creatorUserId !== caller.id) throw recordNotFound();
    if (ctx.task.status !== 1) throw badRequest('flowNotInProcess');
    await endTaskEarly(ctx, 4, { action: 'withdraw', comment: body.comment ?? '' });
  });
}
