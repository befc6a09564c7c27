import type {
  ApproverNode,
  BranchNode,
  CopyNode,
  FlowNode,
  FlowTemplate,
  RouteNode,
  SubFlowNode,
  TimerNode,
} from '@mepm/contract';
import { findNode, isRoute, type NodePlace } from '../template/nodes';
import { chooseBranch, type InitiatorFacts } from './condition-rules';

/**
 * Where a walk stopped: a node that waits (an approver, a timer, a sub-flow), a parallel route that forks
 * (each branch walked on), the end of a parallel branch (its route waits for all of them), the
 * end of the flow, or a condition route none of whose branches holds and that has no default.
 */
export type WalkStop =
  | { kind: 'approver'; node: ApproverNode }
  | { kind: 'timer'; node: TimerNode }
  | { kind: 'subFlow'; node: SubFlowNode }
  | { kind: 'fork'; route: RouteNode; branches: readonly Walk[] }
  | { kind: 'join'; route: RouteNode }
  | { kind: 'end' }
  | { kind: 'noBranch'; route: RouteNode };

/** A walk: the copy (CC) nodes passed on the way, and where it stopped. */
export interface Walk {
  copies: readonly CopyNode[];
  stop: WalkStop;
}

/** What the conditions read: the form's values and the initiator's organisations and roles. */
export interface WalkFacts {
  values: Readonly<Record<string, unknown>>;
  initiator: InitiatorFacts;
}

const inner = (place: NodePlace, route: RouteNode, branch: BranchNode): NodePlace => ({
  routes: [...place.routes, { route, branch }],
});

function enterChain(
  first: FlowNode | null,
  place: NodePlace,
  facts: WalkFacts,
  copies: CopyNode[],
): WalkStop {
  return first === null ? chainEnded(place, facts, copies) : enter(first, place, facts, copies);
}

/** The chain holding a node ended: the flow ends, a parallel branch joins, or a condition route goes on. */
function chainEnded(place: NodePlace, facts: WalkFacts, copies: CopyNode[]): WalkStop {
  const innermost = place.routes.at(-1);
  if (innermost === undefined) return { kind: 'end' };
  if (innermost.route.type === 'parallel') return { kind: 'join', route: innermost.route };
  return after(innermost.route, { routes: place.routes.slice(0, -1) }, facts, copies);
}

function after(node: FlowNode, place: NodePlace, facts: WalkFacts, copies: CopyNode[]): WalkStop {
  return enterChain(node.childNode, place, facts, copies);
}

function enter(node: FlowNode, place: NodePlace, facts: WalkFacts, copies: CopyNode[]): WalkStop {
  switch (node.type) {
    case 'approver':
      return { kind: 'approver', node };
    case 'timer':
      return { kind: 'timer', node };
    case 'subFlow':
      return { kind: 'subFlow', node };
    case 'copy':
      copies.push(node);
      return after(node, place, facts, copies);
    case 'start':
    case 'branch':
      // Neither is reached by a walk: the start is the root, branches are entered through their route.
      return after(node, place, facts, copies);
  }
  if (!isRoute(node)) return { kind: 'end' };
  if (node.type === 'parallel') {
    const branches = node.conditionNodes.map((branch) => {
      const own: CopyNode[] = [];
      const stop = enterChain(branch.childNode, inner(place, node, branch), facts, own);
      return { copies: own, stop };
    });
    return { kind: 'fork', route: node, branches };
  }
  const branch = chooseBranch(node.conditionNodes, facts.values, facts.initiator);
  if (branch === undefined) return { kind: 'noBranch', route: node };
  return enterChain(branch.childNode, inner(place, node, branch), facts, copies);
}

/**
 * Where the flow goes once the node `nodeId` is passed (the start node when a task is submitted,
 * an approver node when it passed, a parallel route when all its branches joined): every copy
 * node passed on the way, and the stop. Undefined when the template has no such node.
 */
export function walkFrom(
  template: FlowTemplate,
  nodeId: string,
  facts: WalkFacts,
): Walk | undefined {
  const found = findNode(template, nodeId);
  if (found === undefined) return undefined;
  const copies: CopyNode[] = [];
  const stop = after(found.node, found.place, facts, copies);
  return { copies, stop };
}

/**
 * The flow arriving at the node `nodeId` itself (a reject sending the task back to an earlier
 * node): the stop is that node when it waits. Undefined when the template has no such node.
 */
export function walkInto(
  template: FlowTemplate,
  nodeId: string,
  facts: WalkFacts,
): Walk | undefined {
  const found = findNode(template, nodeId);
  if (found === undefined) return undefined;
  const copies: CopyNode[] = [];
  const stop = enter(found.node, found.place, facts, copies);
  return { copies, stop };
}

/** The parallel routes around a node, outermost first, with the branch it lies in. */
export function parallelFrames(
  template: FlowTemplate,
  nodeId: string,
): { routeId: string; branchId: string }[] {
  const found = findNode(template, nodeId);
  if (found === undefined) return [];
  return found.place.routes
    .filter(({ route }) => route.type === 'parallel')
    .map(({ route, branch }) => ({ routeId: route.nodeId, branchId: branch.nodeId }));
}
