import { FLOW_TEMPLATE_LIMITS, type RouteNode } from '@mepm/contract';
import { isRoute } from '../template/nodes';
import type { IndexedNode } from './node-index';
import { problemsOf, type FlowProblem } from './problem';

const of = (node: IndexedNode['node']) => problemsOf(node.nodeId, node.properties.title);

/** Node ids once each, routes nested at most routeDepth deep, at least one approver. */
export function structureProblems(nodes: readonly IndexedNode[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const seen = new Set<string>();
  for (const { node, place } of nodes) {
    if (seen.has(node.nodeId)) {
      problems.push(of(node)('duplicateNodeId', { nodeId: node.nodeId }));
    }
    seen.add(node.nodeId);
    if (isRoute(node)) {
      if (place.routes.length + 1 > FLOW_TEMPLATE_LIMITS.routeDepth) {
        problems.push(of(node)('tooDeep', { limit: FLOW_TEMPLATE_LIMITS.routeDepth }));
      }
      problems.push(...routeProblems(node));
    }
  }
  if (!nodes.some(({ node }) => node.type === 'approver')) {
    problems.push(problemsOf(null, undefined)('noApprover'));
  }
  return problems;
}

/**
 * A route has two branches or more. A condition route has one default branch without rules, the
 * others have rules, and no two share a priority (the order they are tried in); a parallel
 * route's branches all run, so none has rules or is the default.
 */
function routeProblems(route: RouteNode): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const branches = route.conditionNodes;
  if (branches.length < 2) problems.push(of(route)('routeBranches'));
  if (route.type === 'parallel') {
    for (const branch of branches) {
      if (branch.properties.rules.length > 0 || branch.properties.isDefault) {
        problems.push(of(branch)('parallelBranchRules'));
      }
    }
    return problems;
  }
  const defaults = branches.filter((branch) => branch.properties.isDefault);
  if (defaults.length !== 1) problems.push(of(route)('defaultBranchCount'));
  const priorities = new Set<number>();
  for (const branch of branches) {
    const { isDefault, rules, priority } = branch.properties;
    if (isDefault && rules.length > 0) problems.push(of(branch)('defaultBranchRules'));
    if (!isDefault && rules.length === 0) problems.push(of(branch)('branchWithoutRules'));
    if (priorities.has(priority)) problems.push(of(branch)('duplicatePriority', { priority }));
    priorities.add(priority);
  }
  return problems;
}
