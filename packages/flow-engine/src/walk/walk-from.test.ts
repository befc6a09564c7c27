import type { FlowTemplate } from '@mepm/contract';
import { approver, branch, copy, route, start, timer } from '../test-support/templates';
import { walkFrom, walkInto, parallelFrames, type Walk, type WalkFacts } from './walk-from';

const facts = (values: Record<string, unknown> = {}): WalkFacts => ({
  values,
  initiator: { organizeIds: ['org-a', 'org-root'], roleIds: ['role-x'] },
});

/** A walk as ids: copies passed and the stop, forks with their branches' walks. */
function shape(walk: Walk | undefined): unknown {
  if (walk === undefined) return undefined;
  const { stop } = walk;
  const copies = walk.copies.map((node) => node.nodeId);
  switch (stop.kind) {
    case 'approver':
    case 'timer':
      return { copies, stop: `${stop.kind}:${stop.node.nodeId}` };
    case 'fork':
      return { copies, fork: stop.route.nodeId, branches: stop.branches.map(shape) };
    case 'join':
    case 'noBranch':
      return { copies, stop: `${stop.kind}:${stop.route.nodeId}` };
    case 'end':
      return { copies, stop: 'end' };
  }
}

/** start → cc1 → a1 → condition(big: days >= 3 → a2; default → nothing) → cc2 → timer t → end */
function conditional(): FlowTemplate {
  const days = branch(
    'big',
    { rules: [{ subject: 'field', field: 'days', symbol: '>=', value: 3 }], priority: 1 },
    approver('a2'),
  );
  const other = branch('other', { isDefault: true, priority: 9 });
  return start(
    copy('cc1', approver('a1', route('condition', 'cond', [days, other], copy('cc2', timer('t'))))),
  );
}

/** start → parallel(p1: x1 → x2; p2: y1; p3: empty) → last */
function parallel(): FlowTemplate {
  return start(
    route(
      'parallel',
      'par',
      [
        branch('p1', {}, approver('x1', approver('x2'))),
        branch('p2', {}, approver('y1')),
        branch('p3', {}),
      ],
      approver('last'),
    ),
  );
}

describe('walkFrom', () => {
  it('passes copy nodes on the way and stops at the first approver', () => {
    expect(shape(walkFrom(conditional(), 'start', facts()))).toEqual({
      copies: ['cc1'],
      stop: 'approver:a1',
    });
  });

  it('takes the branch whose rules hold', () => {
    expect(shape(walkFrom(conditional(), 'a1', facts({ days: 5 })))).toEqual({
      copies: [],
      stop: 'approver:a2',
    });
  });

  it('takes the default branch, whose empty chain goes on after the route', () => {
    expect(shape(walkFrom(conditional(), 'a1', facts({ days: 1 })))).toEqual({
      copies: ['cc2'],
      stop: 'timer:t',
    });
  });

  it('leaves a branch at its end for the route’s child', () => {
    expect(shape(walkFrom(conditional(), 'a2', facts({ days: 5 })))).toEqual({
      copies: ['cc2'],
      stop: 'timer:t',
    });
  });

  it('ends after the last node', () => {
    expect(shape(walkFrom(conditional(), 't', facts()))).toEqual({ copies: [], stop: 'end' });
  });

  it('forks every branch of a parallel route; an empty branch joins at once', () => {
    expect(shape(walkFrom(parallel(), 'start', facts()))).toEqual({
      copies: [],
      fork: 'par',
      branches: [
        { copies: [], stop: 'approver:x1' },
        { copies: [], stop: 'approver:y1' },
        { copies: [], stop: 'join:par' },
      ],
    });
  });

  it('moves along a parallel branch, then joins at its end', () => {
    expect(shape(walkFrom(parallel(), 'x1', facts()))).toEqual({ copies: [], stop: 'approver:x2' });
    expect(shape(walkFrom(parallel(), 'x2', facts()))).toEqual({ copies: [], stop: 'join:par' });
  });

  it('goes on after a joined route from the route itself', () => {
    expect(shape(walkFrom(parallel(), 'par', facts()))).toEqual({
      copies: [],
      stop: 'approver:last',
    });
  });

  it('stops at a condition route with no branch to take', () => {
    const only = branch(
      'only',
      { rules: [{ subject: 'field', field: 'days', symbol: '>', value: 9 }] },
      approver('z'),
    );
    const template = start(route('condition', 'cond', [only]));
    expect(shape(walkFrom(template, 'start', facts({ days: 1 })))).toEqual({
      copies: [],
      stop: 'noBranch:cond',
    });
  });

  it('answers nothing for a node the template lacks', () => {
    expect(walkFrom(parallel(), 'nope', facts())).toBeUndefined();
  });
});

describe('walkInto', () => {
  it('stops at the node itself when it waits', () => {
    expect(shape(walkInto(parallel(), 'x2', facts()))).toEqual({ copies: [], stop: 'approver:x2' });
  });
});

describe('parallelFrames', () => {
  it('names the parallel routes around a node and its branch, outermost first', () => {
    expect(parallelFrames(parallel(), 'x2')).toEqual([{ routeId: 'par', branchId: 'p1' }]);
    expect(parallelFrames(parallel(), 'last')).toEqual([]);
    expect(parallelFrames(conditional(), 'a2')).toEqual([]);
  });
});
