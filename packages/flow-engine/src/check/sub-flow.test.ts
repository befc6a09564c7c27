import type { FlowNode, SubFlowNode, SubFlowNodeProperties } from '@mepm/contract';
import { walkFrom } from '../walk/walk-from';
import { nextApproverNodes } from '../walk/next-approvers';
import { checkFlowTemplate } from './check-template';
import { FORM, NOBODY, approver, start } from './template-fixtures';

const subFlow = (
  nodeId: string,
  properties: Partial<SubFlowNodeProperties> = {},
  childNode: FlowNode | null = null,
): SubFlowNode => ({
  type: 'subFlow',
  nodeId,
  properties: {
    title: nodeId,
    flowId: 'child-flow',
    launcher: { kind: 'initiator' },
    fieldMapping: [{ parentField: 'days', childField: 'days' }],
    ...properties,
  },
  childNode,
});

const codesOf = (input: unknown) => {
  const check = checkFlowTemplate(input, FORM);
  return check.ok ? [] : check.problems.map((p) => `${p.nodeId ?? '-'}:${p.code}`);
};
const facts = { values: {}, initiator: { organizeIds: [], roleIds: [] } };

describe('sub-flow nodes', () => {
  it('are accepted with a launcher and a mapping of the form’s fields', () => {
    expect(codesOf(start(approver('a', {}, subFlow('sub', {}, approver('b')))))).toEqual([]);
    const byField = subFlow('sub', { launcher: { kind: 'formField', field: 'deputy' } });
    expect(codesOf(start(approver('a', {}, byField)))).toEqual([]);
  });

  it('refuse a chosen launcher, nobody, a wrong field, a missing flow and a later node', () => {
    const template = start(
      approver(
        'a',
        {},
        subFlow(
          's1',
          { launcher: { kind: 'chosen', people: { ...NOBODY, users: ['u1'] } } },
          subFlow(
            's2',
            { launcher: { kind: 'fixed', people: NOBODY } },
            subFlow(
              's3',
              {
                launcher: { kind: 'formField', field: 'reason' },
                fieldMapping: [{ parentField: 'nope', childField: 'x' }],
              },
              subFlow(
                's4',
                { launcher: { kind: 'nodeApprover', nodeId: 'later' } },
                approver('later'),
              ),
            ),
          ),
        ),
      ),
    );
    expect(codesOf(template)).toEqual([
      's3:notUserField',
      's3:unknownField',
      's1:subFlowChosen',
      's2:noPeople',
      's4:unknownApproverNode',
    ]);
    expect(codesOf(start(approver('a', {}, subFlow('s', { flowId: '' }))))).toEqual([
      's:subFlowNoFlow',
    ]);
  });

  it('stop a walk, which waits there; no approver is named next across them', () => {
    const template = start(approver('a', {}, subFlow('sub', {}, approver('b'))));
    expect(walkFrom(template, 'a', facts)?.stop).toMatchObject({
      kind: 'subFlow',
      node: { nodeId: 'sub' },
    });
    expect(walkFrom(template, 'sub', facts)?.stop).toMatchObject({ kind: 'approver' });
    expect(nextApproverNodes(template, 'a', facts)).toEqual([]);
  });
});
