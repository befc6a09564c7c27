import type {
  ApproverNode,
  ApproverNodeProperties,
  BranchNode,
  BranchNodeProperties,
  CopyNode,
  FlowFieldRule,
  FlowNode,
  FlowPeople,
} from '@mepm/contract';

/** Node builders for the shipped example flows: each node as the designer would make it. */

export const people = (part: Partial<FlowPeople>): FlowPeople => ({
  users: [],
  positions: [],
  roles: [],
  ...part,
});

/** The initiator fills these fields at the start node (a field not listed is read-only). */
export const writes = (required: readonly string[], optional: readonly string[] = []) =>
  [...required, ...optional].map((field): FlowFieldRule => ({
    field,
    access: 'write',
    required: required.includes(field),
  }));

export const approver = (
  nodeId: string,
  properties: Pick<ApproverNodeProperties, 'title' | 'assignee'> & Partial<ApproverNodeProperties>,
  childNode: FlowNode | null,
): ApproverNode => ({
  type: 'approver',
  nodeId,
  properties: {
    signMode: 'or',
    fieldRules: [],
    copyTo: people({}),
    buttons: ['transfer', 'recall'],
    rejectTo: 'start',
    timeout: null,
    // On a fresh installation nobody has a manager yet: the administrators decide then.
    noApprover: 'admin',
    initiatorApproves: 'approve',
    repeatApprover: 'pass',
    ...properties,
  },
  childNode,
});

export const branch = (
  nodeId: string,
  properties: Pick<BranchNodeProperties, 'title' | 'priority'> & Partial<BranchNodeProperties>,
  childNode: FlowNode | null,
): BranchNode => ({
  type: 'branch',
  nodeId,
  properties: { logic: 'and', rules: [], isDefault: false, ...properties },
  childNode,
});

export const copyTo = (
  nodeId: string,
  title: string,
  told: FlowPeople,
  childNode: FlowNode | null = null,
): CopyNode => ({
  type: 'copy',
  nodeId,
  properties: { title, people: told, formField: null },
  childNode,
});
