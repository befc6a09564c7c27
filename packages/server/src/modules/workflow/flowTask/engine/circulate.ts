import type { FlowPeople } from '@mepm/contract';
import { flowTaskCirculates } from '../../../../db/schema';
import { valuesOf, type ActionContext } from './action-context';
import { enabledUsers, peopleUsers, userIdsIn } from './people';
import { tell } from './tell';

/** Who a CC names: its people, and the users a user-picker field of the form holds. */
export interface CirculateTargets {
  nodeId: string;
  title: string;
  taskNodeId: string | null;
  people: FlowPeople;
  formField?: string | null;
}

/** Tells the CC targets of a node of the task: one CC row and one message per user. */
export async function circulate(ctx: ActionContext, targets: CirculateTargets): Promise<void> {
  const fromField =
    targets.formField === undefined || targets.formField === null
      ? []
      : await enabledUsers(ctx.tx, userIdsIn(valuesOf(ctx)[targets.formField]));
  const userIds = [...new Set([...(await peopleUsers(ctx.tx, targets.people)), ...fromField])];
  if (userIds.length === 0) return;
  await ctx.tx.insert(flowTaskCirculates).values(
    userIds.map((userId) => ({
      taskId: ctx.task.id,
      taskNodeId: targets.taskNodeId,
      nodeId: targets.nodeId,
      nodeTitle: targets.title,
      userId,
      createdAt: ctx.at,
    })),
  );
  await tell(ctx, 'circulate', userIds);
}
