import type { ApproverNode, FlowTemplate } from '@mepm/contract';
import { walkFrom, type Walk, type WalkFacts } from './walk-from';

/**
 * The approver nodes the flow reaches next once the node `nodeId` passes, on the values given:
 * the stop of the walk from it, every branch's stop when it forks, and, when it ends a parallel
 * branch, the stops after that route (reached once the other branches join). An approver who
 * names the candidates of a `chosen` node may name them only for these.
 */
export function nextApproverNodes(
  template: FlowTemplate,
  nodeId: string,
  facts: WalkFacts,
): ApproverNode[] {
  const found: ApproverNode[] = [];
  const collect = (walk: Walk | undefined): void => {
    const stop = walk?.stop;
    if (stop === undefined) return;
    if (stop.kind === 'approver') found.push(stop.node);
    if (stop.kind === 'fork') stop.branches.forEach(collect);
    // Joins lead outwards, one route at a time: the tree bounds this recursion.
    if (stop.kind === 'join') collect(walkFrom(template, stop.route.nodeId, facts));
  };
  collect(walkFrom(template, nodeId, facts));
  return found;
}
