import type { FlowTemplate } from '@mepm/contract';
import { forEachNode, parallelFrames } from '@mepm/flow-engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { flowTaskNodes } from '../../../../db/schema';

export interface RejectTarget {
  nodeId: string;
  title: string;
}

/** Whether `outer` frames are the first frames of `inner` (same routes, same branches). */
const framesWithin = (
  outer: readonly { routeId: string; branchId: string }[],
  inner: readonly { routeId: string; branchId: string }[],
) =>
  outer.length <= inner.length &&
  outer.every(
    (frame, index) =>
      frame.routeId === inner[index]?.routeId && frame.branchId === inner[index]?.branchId,
  );

/**
 * The earlier approver nodes a reject at `nodeId` may send the task back to, latest passed
 * first: nodes before it in the template that this task passed, outside its parallel routes or
 * in its own branch of them (a reject out of a branch cancels the whole route).
 */
export async function rejectTargets(
  db: Queryable,
  template: FlowTemplate,
  taskId: string,
  nodeId: string,
): Promise<RejectTarget[]> {
  const order = new Map<string, number>();
  forEachNode(template, (node) => {
    order.set(node.nodeId, order.size);
  });
  const here = order.get(nodeId) ?? -1;
  const frames = parallelFrames(template, nodeId);
  const passed = await db
    .select({
      nodeId: flowTaskNodes.nodeId,
      title: flowTaskNodes.title,
      step: sql<number>`max(${flowTaskNodes.completedStep})`,
    })
    .from(flowTaskNodes)
    .where(
      and(
        eq(flowTaskNodes.taskId, taskId),
        eq(flowTaskNodes.state, 'passed'),
        eq(flowTaskNodes.nodeType, 'approver'),
      ),
    )
    .groupBy(flowTaskNodes.nodeId, flowTaskNodes.title);
  return passed
    .filter((row) => (order.get(row.nodeId) ?? Infinity) < here)
    .filter((row) => framesWithin(parallelFrames(template, row.nodeId), frames))
    .sort((a, b) => b.step - a.step)
    .map(({ nodeId: id, title }) => ({ nodeId: id, title }));
}
