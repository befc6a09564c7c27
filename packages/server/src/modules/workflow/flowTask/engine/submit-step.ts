import { valuesOf, type ActionContext } from './action-context';
import { record } from './history';

/** How the flow goes on from a node (advance.ts's walkOn), passed in to keep imports one way. */
export type WalkOn = (
  ctx: ActionContext,
  fromNodeId: string,
  routeInstanceId: string | null,
) => Promise<void>;

/**
 * The task leaves its start: submitted, one history row, and the flow walks on from the start
 * (a launch, a resubmit, a sub-flow's child task).
 */
export async function submitStep(ctx: ActionContext, walkOn: WalkOn): Promise<void> {
  const { template } = ctx.version;
  ctx.task.status = 1;
  ctx.task.submittedAt = ctx.at;
  ctx.task.endedAt = null;
  await record(ctx, {
    action: 'submit',
    node: { taskNodeId: null, nodeId: template.nodeId, title: template.properties.title },
    formData: valuesOf(ctx),
    candidates: ctx.task.candidates,
  });
  await walkOn(ctx, template.nodeId, null);
}
