import type { ApproverNode, FlowPeople } from '@mepm/contract';
import type { IndexedNode } from './node-index';
import { problemsOf, type FlowProblem } from './problem';

const PERCENT_MAX = 100;

const nobody = (people: FlowPeople) =>
  people.users.length + people.positions.length + people.roles.length === 0;

/**
 * Approver nodes find somebody and sign as their mode says; CC nodes tell somebody; sub-flow
 * nodes name their launchers like approvers, but never `chosen` (nobody is asked to pick). A
 * `nodeApprover` assignee names an approver node every path passes before this one: an earlier
 * node of this node's chain or of a chain around it, never one inside a sibling branch or after.
 */
export function assigneeProblems(nodes: readonly IndexedNode[]): FlowProblem[] {
  const byId = new Map(nodes.map((entry) => [entry.node.nodeId, entry]));
  const problems: FlowProblem[] = [];
  for (const entry of nodes) {
    const { node } = entry;
    const problem = problemsOf(node.nodeId, node.properties.title);
    if (
      node.type === 'copy' &&
      nobody(node.properties.people) &&
      node.properties.formField === null
    ) {
      problems.push(problem('copyNobody'));
    }
    if (node.type === 'subFlow' && node.properties.launcher.kind === 'chosen') {
      problems.push(problem('subFlowChosen'));
    }
    if (node.type === 'subFlow' && node.properties.flowId === '') {
      problems.push(problem('subFlowNoFlow'));
    }
    if (node.type !== 'approver' && node.type !== 'subFlow') continue;
    const assignee = node.type === 'approver' ? node.properties.assignee : node.properties.launcher;
    if ((assignee.kind === 'fixed' || assignee.kind === 'chosen') && nobody(assignee.people)) {
      problems.push(problem('noPeople'));
    }
    if (assignee.kind === 'nodeApprover') {
      const source = byId.get(assignee.nodeId);
      if (source === undefined || !passedBefore(source, entry)) {
        problems.push(problem('unknownApproverNode', { nodeId: assignee.nodeId }));
      }
    }
    if (node.type === 'approver') problems.push(...signProblems(node, problem));
  }
  return problems;
}

/**
 * Whether every path to `later` passes `earlier`: it is an approver node read before it, and its
 * branches are all around `later` too (its chain is `later`'s or one enclosing it).
 */
function passedBefore(earlier: IndexedNode, later: IndexedNode): boolean {
  if (earlier.node.type !== 'approver' || earlier.order >= later.order) return false;
  const outer = earlier.place.routes;
  const inner = later.place.routes;
  return (
    outer.length <= inner.length &&
    outer.every((around, depth) => around.branch === inner[depth]?.branch)
  );
}

function signProblems(node: ApproverNode, problem: ReturnType<typeof problemsOf>): FlowProblem[] {
  const { signMode, countersign } = node.properties;
  if (signMode !== 'countersign') {
    return countersign === undefined ? [] : [problem('countersignUnexpected')];
  }
  if (countersign === undefined) return [problem('countersignMissing')];
  const over =
    countersign.unit === 'percent' &&
    (countersign.pass > PERCENT_MAX || countersign.reject > PERCENT_MAX);
  return over ? [problem('percentOver')] : [];
}
