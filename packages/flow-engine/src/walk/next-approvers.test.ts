import { approver, branch, route, start } from '../test-support/templates';
import { nextApproverNodes } from './next-approvers';

const facts = (values: Record<string, unknown> = {}) => ({
  values,
  initiator: { organizeIds: [], roleIds: [] },
});
const ids = (nodes: { nodeId: string }[]) => nodes.map((node) => node.nodeId);

/** start → a1 → condition(big: days >= 3 → a2; default) → parallel(p1: x1; p2: y1 → y2) → last */
const template = start(
  approver(
    'a1',
    route(
      'condition',
      'cond',
      [
        branch(
          'big',
          { rules: [{ subject: 'field', field: 'days', symbol: '>=', value: 3 }], priority: 1 },
          approver('a2'),
        ),
        branch('other', { isDefault: true, priority: 9 }),
      ],
      route(
        'parallel',
        'par',
        [branch('p1', {}, approver('x1')), branch('p2', {}, approver('y1', approver('y2')))],
        approver('last'),
      ),
    ),
  ),
);

describe('nextApproverNodes', () => {
  it('follows the condition the values choose', () => {
    expect(ids(nextApproverNodes(template, 'a1', facts({ days: 5 })))).toEqual(['a2']);
    expect(ids(nextApproverNodes(template, 'a1', facts({ days: 1 })))).toEqual(['x1', 'y1']);
  });

  it('names the next node of a branch, and what follows its route when the branch ends', () => {
    expect(ids(nextApproverNodes(template, 'y1', facts()))).toEqual(['y2']);
    expect(ids(nextApproverNodes(template, 'x1', facts()))).toEqual(['last']);
  });

  it('names nothing at the end or for an unknown node', () => {
    expect(nextApproverNodes(template, 'last', facts())).toEqual([]);
    expect(nextApproverNodes(template, 'nope', facts())).toEqual([]);
  });
});
