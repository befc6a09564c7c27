import { nodeDecision } from './node-decision';
import { voteOf, voteStates, type NodeItem } from './votes';

const own = (id: string, state: string): NodeItem => ({ id, state, addedBy: null });
const added = (id: string, state: string, by: string): NodeItem => ({ id, state, addedBy: by });

describe('voteStates', () => {
  it('reads the node’s own items as before when nobody was added', () => {
    const items = [own('a', 'approved'), own('b', 'pending'), own('c', 'cancelled')];
    expect(voteStates(items)).toEqual(['approved', 'pending']);
    expect(voteStates([own('a', 'transferred'), own('t', 'waiting')])).toEqual(['waiting']);
  });

  it('keeps an approval open while an approver added after it has not decided', () => {
    const items = [own('a', 'approved'), added('x', 'pending', 'a')];
    expect(voteStates(items)).toEqual(['pending']);
    expect(nodeDecision('or', undefined, voteStates(items))).toBe('open');
    expect(voteStates([own('a', 'approved'), added('x', 'approved', 'a')])).toEqual(['approved']);
  });

  it('a reject by an added approver rejects the vote that added them', () => {
    const items = [own('a', 'waiting'), added('x', 'rejected', 'a'), own('b', 'pending')];
    expect(voteStates(items)).toEqual(['rejected', 'pending']);
  });

  it('a removed added approver no longer holds the vote', () => {
    const items = [own('a', 'approved'), added('x', 'cancelled', 'a')];
    expect(voteStates(items)).toEqual(['approved']);
  });

  it('added approvers never change how many votes a countersign counts', () => {
    const countersign = { unit: 'count' as const, pass: 2, reject: 1 };
    const items = [
      own('a', 'approved'),
      added('x', 'approved', 'a'),
      added('y', 'approved', 'a'),
      own('b', 'pending'),
    ];
    expect(voteStates(items)).toHaveLength(2);
    expect(nodeDecision('countersign', countersign, voteStates(items))).toBe('open');
  });

  it('voteOf reads one vote', () => {
    const items = [own('a', 'approved'), added('x', 'pending', 'a'), own('b', 'approved')];
    expect(voteOf(items, 'a')).toBe('pending');
    expect(voteOf(items, 'b')).toBe('approved');
  });
});
