import { nodeDecision, thresholdCount, type WorkItemState } from './node-decision';

const items = (approved: number, rejected: number, pending: number): WorkItemState[] => [
  ...Array<WorkItemState>(approved).fill('approved'),
  ...Array<WorkItemState>(rejected).fill('rejected'),
  ...Array<WorkItemState>(pending).fill('pending'),
];

describe('nodeDecision', () => {
  it('or-sign: the first decision is the node’s', () => {
    expect(nodeDecision('or', undefined, items(0, 0, 3))).toBe('open');
    expect(nodeDecision('or', undefined, items(1, 0, 2))).toBe('passed');
    expect(nodeDecision('or', undefined, items(0, 1, 2))).toBe('rejected');
  });

  it('sequential: everyone approves, one reject rejects', () => {
    expect(nodeDecision('sequential', undefined, [...items(2, 0, 0), 'waiting'])).toBe('open');
    expect(nodeDecision('sequential', undefined, items(3, 0, 0))).toBe('passed');
    expect(nodeDecision('sequential', undefined, [...items(1, 1, 0), 'waiting'])).toBe('rejected');
  });

  it('countersign in percent: passes at the pass share, rounded up', () => {
    const rule = { unit: 'percent', pass: 60, reject: 50 } as const;
    expect(nodeDecision('countersign', rule, items(2, 0, 3))).toBe('open');
    expect(nodeDecision('countersign', rule, items(3, 0, 2))).toBe('passed');
    expect(nodeDecision('countersign', rule, items(2, 2, 1))).toBe('open');
    expect(nodeDecision('countersign', rule, items(0, 3, 2))).toBe('rejected');
  });

  it('countersign: rejected once the pass is out of reach', () => {
    const rule = { unit: 'percent', pass: 100, reject: 100 } as const;
    expect(nodeDecision('countersign', rule, items(3, 1, 1))).toBe('rejected');
  });

  it('countersign in counts', () => {
    const rule = { unit: 'count', pass: 2, reject: 2 } as const;
    expect(nodeDecision('countersign', rule, items(1, 1, 2))).toBe('open');
    expect(nodeDecision('countersign', rule, items(2, 1, 1))).toBe('passed');
    expect(nodeDecision('countersign', rule, items(1, 2, 1))).toBe('rejected');
  });

  it('a node nobody is left to decide passes', () => {
    expect(nodeDecision('countersign', { unit: 'count', pass: 2, reject: 1 }, [])).toBe('passed');
  });
});

describe('thresholdCount', () => {
  it('rounds a share up and never asks for more than there are', () => {
    expect(thresholdCount('percent', 50, 5)).toBe(3);
    expect(thresholdCount('percent', 1, 20)).toBe(1);
    expect(thresholdCount('count', 9, 4)).toBe(4);
  });
});
