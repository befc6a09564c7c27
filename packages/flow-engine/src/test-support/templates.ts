import type {
  ApproverNodeProperties,
  BranchNode,
  BranchNodeProperties,
  FlowNode,
  FlowTemplate,
  RouteNode,
} from '@mepm/contract';

/** Builders of small templates for the flow engine's tests (walk, decisions, check). */

export const approverProps = (title: string): ApproverNodeProperties => ({
  title,
  assignee: { kind: 'initiator' },
  signMode: 'or',
  fieldRules: [],
  copyTo: { users: [], positions: [], roles: [] },
  buttons: [],
  rejectTo: 'start',
  timeout: null,
  noApprover: 'pass',
  initiatorApproves: 'approve',
  repeatApprover: 'approve',
});

export const approver = (nodeId: string, childNode: FlowNode | null = null): FlowNode => ({
  type: 'approver',
  nodeId,
  properties: approverProps(nodeId),
  childNode,
});

export const copy = (nodeId: string, childNode: FlowNode | null = null): FlowNode => ({
  type: 'copy',
  nodeId,
  properties: {
    title: nodeId,
    people: { users: ['u1'], positions: [], roles: [] },
    formField: null,
  },
  childNode,
});

export const timer = (nodeId: string, childNode: FlowNode | null = null): FlowNode => ({
  type: 'timer',
  nodeId,
  properties: { title: nodeId, minutes: 5 },
  childNode,
});

export const branch = (
  nodeId: string,
  properties: Partial<BranchNodeProperties> = {},
  childNode: FlowNode | null = null,
): BranchNode => ({
  type: 'branch',
  nodeId,
  properties: {
    title: nodeId,
    logic: 'and',
    rules: [],
    isDefault: false,
    priority: 0,
    ...properties,
  },
  childNode,
});

export const route = (
  type: 'condition' | 'parallel',
  nodeId: string,
  conditionNodes: BranchNode[],
  childNode: FlowNode | null = null,
): RouteNode => ({ type, nodeId, properties: { title: nodeId }, childNode, conditionNodes });

export const start = (childNode: FlowNode | null): FlowTemplate => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: 'start', fieldRules: [] },
  childNode,
});
