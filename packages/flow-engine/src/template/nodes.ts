import type { BranchNode, FlowNode, FlowTemplate, RouteNode } from '@mepm/contract';

/**
 * Where a node sits: the route nodes and branches around it, outermost first. A node of the
 * start node's chain has none.
 */
export interface NodePlace {
  routes: readonly { route: RouteNode; branch: BranchNode }[];
}

export const isRoute = (node: FlowNode): node is RouteNode =>
  node.type === 'condition' || node.type === 'parallel';

/**
 * Visits every node of a template in reading order: a node, then its branches (each branch node
 * and its chain), then its `childNode`. Stops early when `visit` answers `false`.
 */
export function forEachNode(
  template: FlowTemplate,
  visit: (node: FlowNode, place: NodePlace) => unknown,
): void {
  const walkChain = (first: FlowNode | null, place: NodePlace): boolean => {
    for (let node = first; node !== null; node = node.childNode) {
      if (visit(node, place) === false) return false;
      if (!isRoute(node)) continue;
      for (const branch of node.conditionNodes) {
        const inner: NodePlace = { routes: [...place.routes, { route: node, branch }] };
        if (visit(branch, inner) === false) return false;
        if (!walkChain(branch.childNode, inner)) return false;
      }
    }
    return true;
  };
  walkChain(template, { routes: [] });
}

/** A node of the template by id, with its place; `undefined` when there is none. */
export function findNode(
  template: FlowTemplate,
  nodeId: string,
): { node: FlowNode; place: NodePlace } | undefined {
  let found: { node: FlowNode; place: NodePlace } | undefined;
  forEachNode(template, (node, place) => {
    if (node.nodeId !== nodeId) return true;
    found = { node, place };
    return false;
  });
  return found;
}
