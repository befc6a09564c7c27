import type {
  ApproverNodeProperties,
  BranchNode,
  FlowNode,
  FlowPeople,
  FlowTemplate,
  RouteNode,
} from '@mepm/contract';

/** The node types the designer inserts after a node ("+"). */
export const INSERTABLE_TYPES = [
  'approver',
  'copy',
  'timer',
  'subFlow',
  'condition',
  'parallel',
] as const;
export type InsertableType = (typeof INSERTABLE_TYPES)[number];

/** The translated titles new nodes start with (the reducer knows no language). */
export interface NewNodeTitles {
  start: string;
  approver: string;
  copy: string;
  timer: string;
  subFlow: string;
  condition: string;
  parallel: string;
  /** A condition or parallel branch, numbered from 1 within its route. */
  branch: (number: number) => string;
  /** The condition branch taken when no other holds. */
  defaultBranch: string;
}

export const NOBODY: FlowPeople = { users: [], positions: [], roles: [] };

/**
 * What a new approver asks for until the designer chooses otherwise: the initiator's direct
 * manager decides alone, may reject back to the start, and the administrators step in when nobody
 * is found. Every property the contract requires is there.
 */
export const DEFAULT_APPROVER: Omit<ApproverNodeProperties, 'title'> = {
  assignee: { kind: 'manager', levels: 1 },
  signMode: 'or',
  fieldRules: [],
  copyTo: NOBODY,
  buttons: [],
  rejectTo: 'start',
  timeout: null,
  noApprover: 'admin',
  initiatorApproves: 'approve',
  repeatApprover: 'approve',
};

/** A countersign's thresholds when the sign mode is first switched to it: all must approve. */
export const DEFAULT_COUNTERSIGN = { unit: 'percent', pass: 100, reject: 1 } as const;

/** The start node alone, the initiator may write every field (none is listed). */
export function newTemplate(title: string): FlowTemplate {
  return { type: 'start', nodeId: 'start', properties: { title, fieldRules: [] }, childNode: null };
}

/**
 * A new flow's template: the start node and one default approver, since the server keeps no
 * flow without an approver node (docs/reference/workflow.md, "Definitions").
 */
export function newFlowTemplate(titles: Pick<NewNodeTitles, 'start' | 'approver'>): FlowTemplate {
  return {
    ...newTemplate(titles.start),
    childNode: {
      type: 'approver',
      nodeId: 'approver_1',
      properties: { title: titles.approver, ...DEFAULT_APPROVER },
      childNode: null,
    },
  };
}

export function newBranch(
  nodeId: string,
  title: string,
  priority: number,
  isDefault = false,
): BranchNode {
  return {
    type: 'branch',
    nodeId,
    properties: { title, logic: 'and', rules: [], isDefault, priority },
    childNode: null,
  };
}

/**
 * A new node of `type` with the ids `nextId` hands out (a route's two branches too): a condition
 * route starts with one branch to fill and the default one, a parallel route with two branches.
 */
export function newNode(
  type: InsertableType,
  titles: NewNodeTitles,
  nextId: (type: FlowNode['type']) => string,
): FlowNode {
  const nodeId = nextId(type);
  switch (type) {
    case 'approver':
      return {
        type,
        nodeId,
        properties: { title: titles.approver, ...DEFAULT_APPROVER },
        childNode: null,
      };
    case 'copy':
      return {
        type,
        nodeId,
        properties: { title: titles.copy, people: NOBODY, formField: null },
        childNode: null,
      };
    case 'timer':
      return { type, nodeId, properties: { title: titles.timer, minutes: 60 }, childNode: null };
    case 'subFlow':
      // No flow yet: the check asks for one until it is chosen.
      return {
        type,
        nodeId,
        properties: {
          title: titles.subFlow,
          flowId: '',
          launcher: { kind: 'initiator' },
          fieldMapping: [],
        },
        childNode: null,
      };
    case 'condition':
    case 'parallel': {
      const first = newBranch(nextId('branch'), titles.branch(1), 0);
      const second =
        type === 'condition'
          ? newBranch(nextId('branch'), titles.defaultBranch, 1, true)
          : newBranch(nextId('branch'), titles.branch(2), 1);
      const route: RouteNode = {
        type,
        nodeId,
        properties: { title: titles[type] },
        childNode: null,
        conditionNodes: [first, second],
      };
      return route;
    }
  }
}
