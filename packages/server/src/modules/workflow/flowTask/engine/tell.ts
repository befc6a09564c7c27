import type { ActionContext } from './action-context';

/**
 * A to-do (type 2, opening /workFlow/flowTodo) or CC (type 3, /workFlow/flowCirculate) message
 * to the users, written with the action; their unread counts are pushed after the commit.
 */
export async function tell(
  ctx: ActionContext,
  kind: 'todo' | 'circulate',
  userIds: readonly string[],
  taskNodeId?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const { task } = ctx;
  await ctx.deps.directMessages.write(ctx.tx, {
    type: kind === 'todo' ? 2 : 3,
    title: task.fullName,
    target: {
      type: kind === 'todo' ? 2 : 3,
      id: task.id,
      flowId: task.flowId,
      ...(taskNodeId === undefined ? {} : { taskNodeId }),
    },
    userIds,
    creatorUserId: ctx.actorId,
    at: ctx.at,
  });
  for (const userId of userIds) ctx.told.add(userId);
}
