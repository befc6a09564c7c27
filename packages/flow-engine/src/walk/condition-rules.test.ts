import type { FlowConditionRule } from '@mepm/contract';
import { approver, branch, route, start } from '../test-support/templates';
import { asksOfInitiator, chooseBranch, ruleHolds } from './condition-rules';

const initiator = { organizeIds: ['org-a', 'org-root'], roleIds: ['role-x'] };
const field = (
  name: string,
  symbol: FlowConditionRule['symbol'],
  value: string | number | null,
): FlowConditionRule => ({
  subject: 'field',
  field: name,
  symbol,
  value,
});
const holds = (rule: FlowConditionRule, values: Record<string, unknown>) =>
  ruleHolds(rule, values, initiator);

describe('ruleHolds', () => {
  it('compares numbers, also when one arrives as text', () => {
    expect(holds(field('n', '>=', 3), { n: 3 })).toBe(true);
    expect(holds(field('n', '>', 3), { n: '3' })).toBe(false);
    expect(holds(field('n', '<', 10), { n: '9' })).toBe(true);
    expect(holds(field('n', '<=', 2), { n: 2.5 })).toBe(false);
    expect(holds(field('n', '==', '10'), { n: 10 })).toBe(true);
    expect(holds(field('n', '<>', 10), { n: 11 })).toBe(true);
  });

  it('compares texts by their order', () => {
    expect(holds(field('s', '>', 'apple'), { s: 'banana' })).toBe(true);
    expect(holds(field('s', '==', 'x'), { s: 'x' })).toBe(true);
  });

  it('compares dates stored as milliseconds with a date literal', () => {
    const at = Date.parse('2026-03-01T00:00:00Z');
    expect(holds(field('d', '>', '2026-02-01T00:00:00Z'), { d: at })).toBe(true);
    expect(holds(field('d', '<', '2026-02-01T00:00:00Z'), { d: at })).toBe(false);
  });

  it('like and notLike look inside texts', () => {
    expect(holds(field('s', 'like', 'urgent'), { s: 'very urgent matter' })).toBe(true);
    expect(holds(field('s', 'notLike', 'urgent'), { s: 'calm' })).toBe(true);
    expect(holds(field('s', 'notLike', 'urgent'), { s: 'urgent' })).toBe(false);
  });

  it('holds for an array when any element does, for negatives when every element does', () => {
    expect(holds(field('tags', '==', 'b'), { tags: ['a', 'b'] })).toBe(true);
    expect(holds(field('tags', '<>', 'b'), { tags: ['a', 'b'] })).toBe(false);
    expect(holds(field('tags', '<>', 'c'), { tags: ['a', 'b'] })).toBe(true);
  });

  it('never orders a blank value', () => {
    expect(holds(field('n', '>', 1), {})).toBe(false);
    expect(holds(field('n', '<', 1), { n: '' })).toBe(false);
    expect(holds(field('n', '==', null), {})).toBe(true);
  });

  it('asks the initiator’s organisations (with ancestors) and roles', () => {
    expect(holds({ subject: 'initiatorOrganize', symbol: '==', value: 'org-root' }, {})).toBe(true);
    expect(holds({ subject: 'initiatorOrganize', symbol: '<>', value: 'org-a' }, {})).toBe(false);
    expect(holds({ subject: 'initiatorRole', symbol: '==', value: 'role-y' }, {})).toBe(false);
  });
});

describe('chooseBranch', () => {
  const low = branch('low', { rules: [field('n', '>', 1)], priority: 2 });
  const high = branch('high', { rules: [field('n', '>', 5)], priority: 1 });
  const either = branch('either', {
    logic: 'or',
    rules: [field('n', '==', 0), field('s', 'like', 'x')],
    priority: 3,
  });
  const fallback = branch('fallback', { isDefault: true, priority: 0 });
  const pick = (values: Record<string, unknown>) =>
    chooseBranch([fallback, low, high, either], values, initiator)?.nodeId;

  it('takes the first branch by priority whose rules hold', () => {
    expect(pick({ n: 9 })).toBe('high');
    expect(pick({ n: 3 })).toBe('low');
  });

  it('holds an or-branch when any rule holds, and falls back to the default', () => {
    expect(pick({ n: 0 })).toBe('either');
    expect(pick({ n: -1, s: 'box' })).toBe('either');
    expect(pick({ n: -1 })).toBe('fallback');
  });

  it('needs every rule of an and-branch', () => {
    const both = branch('both', { rules: [field('n', '>', 1), field('s', '==', 'y')] });
    expect(chooseBranch([both], { n: 2, s: 'z' }, initiator)).toBeUndefined();
    expect(chooseBranch([both], { n: 2, s: 'y' }, initiator)?.nodeId).toBe('both');
  });
});

describe('asksOfInitiator', () => {
  const routed = (rules: FlowConditionRule[]) =>
    start(
      route('condition', 'r', [
        branch('b', { rules, priority: 1 }, approver('a1')),
        branch('d', { isDefault: true }),
      ]),
    );

  it('is false for a template without conditions or with conditions on fields only', () => {
    expect(asksOfInitiator(start(approver('a1')))).toBe(false);
    expect(asksOfInitiator(routed([field('n', '>', 1)]))).toBe(false);
  });

  it('is true when a condition, nested or not, names the initiator', () => {
    const role: FlowConditionRule = { subject: 'initiatorRole', symbol: '==', value: 'role-x' };
    expect(asksOfInitiator(routed([field('n', '>', 1), role]))).toBe(true);
    const nested = start(
      route('parallel', 'p', [
        branch('x', {}, route('condition', 'inner', [branch('y', { rules: [role] })])),
        branch('z', {}),
      ]),
    );
    expect(asksOfInitiator(nested)).toBe(true);
  });
});
