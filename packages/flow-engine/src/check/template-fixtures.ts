import type {
  ApproverNode,
  ApproverNodeProperties,
  CopyNode,
  FlowNode,
  FlowTemplate,
} from '@mepm/contract';
import { branch, route } from '../test-support/templates';
import type { FlowFormFacts } from './problem';

/** Nodes and a form for the check's tests: each node valid unless a test changes it. */

export const NOBODY = { users: [], positions: [], roles: [] };

export const approver = (
  nodeId: string,
  properties: Partial<ApproverNodeProperties> = {},
  childNode: FlowNode | null = null,
): ApproverNode => ({
  type: 'approver',
  nodeId,
  properties: {
    title: nodeId,
    assignee: { kind: 'initiator' },
    signMode: 'or',
    fieldRules: [],
    copyTo: NOBODY,
    buttons: [],
    rejectTo: 'start',
    timeout: null,
    noApprover: 'admin',
    initiatorApproves: 'approve',
    repeatApprover: 'approve',
    ...properties,
  },
  childNode,
});

export const copy = (
  nodeId: string,
  people = { ...NOBODY, users: ['u1'] },
  formField: string | null = null,
  childNode: FlowNode | null = null,
): CopyNode => ({
  type: 'copy',
  nodeId,
  properties: { title: nodeId, people, formField },
  childNode,
});

export { branch, route };

export const start = (childNode: FlowNode | null): FlowTemplate => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: '发起', fieldRules: [] },
  childNode,
});

export const daysOver = (days: number) => ({
  subject: 'field' as const,
  field: 'days',
  symbol: '>' as const,
  value: days,
});

/** A condition route on days: over 3 → approver `long`, default → approver `short`. */
export const dayRoute = (childNode: FlowNode | null = null) =>
  route(
    'condition',
    'route',
    [
      branch('over', { rules: [daysOver(3)], priority: 1 }, approver('long')),
      branch('else', { isDefault: true, priority: 2 }, approver('short')),
    ],
    childNode,
  );

export const FORM: FlowFormFacts = {
  fields: [
    { vModel: 'days', label: '天数', wyzxKey: 'number' },
    { vModel: 'reason', label: '事由', wyzxKey: 'textarea' },
    { vModel: 'kind', label: '类型', wyzxKey: 'select' },
    { vModel: 'startDate', label: '开始', wyzxKey: 'date' },
    { vModel: 'deputy', label: '代理人', wyzxKey: 'userSelect' },
    { vModel: 'items.amount', label: '明细-金额', wyzxKey: 'amount' },
  ],
};
