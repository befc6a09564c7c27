import type { FlowTemplate } from '@mepm/contract';
import { flowDesignerReducer, initialFlowDesignerState, newTemplate } from '../model';
import type { NewNodeTitles } from '../model';
import { flowGraph } from './flow-graph';
import { layoutGraph, sizeOf } from './layout';

const titles: NewNodeTitles = {
  start: 's',
  approver: 'a',
  copy: 'c',
  timer: 't',
  subFlow: 'f',
  condition: 'r',
  parallel: 'p',
  branch: (number) => `b${number}`,
  defaultBranch: 'd',
};

/** start → condition [b1: approver | d: copy] → timer */
function routed(): FlowTemplate {
  const steps = [
    { type: 'insert', after: 'start', node: 'timer', titles },
    { type: 'insert', after: 'start', node: 'condition', titles },
  ] as const;
  let state = steps.reduce(flowDesignerReducer, initialFlowDesignerState(newTemplate('s')));
  state = flowDesignerReducer(state, {
    type: 'insert',
    after: 'branch_3',
    node: 'approver',
    titles,
  });
  state = flowDesignerReducer(state, { type: 'insert', after: 'branch_4', node: 'copy', titles });
  return state.template;
}

describe('the drawing of a template', () => {
  it('has a "+" after each node and branch, none read only', () => {
    const template = routed();
    const kinds = (readOnly: boolean) =>
      flowGraph(template, readOnly).items.map((item) => `${item.kind}:${item.id}`);
    expect(kinds(false)).toEqual([
      'card:n:start',
      'plus:p:start',
      'route:n:condition_2',
      'card:n:branch_3',
      'plus:p:branch_3',
      'card:n:approver_5',
      'plus:p:approver_5',
      'card:n:branch_4',
      'plus:p:branch_4',
      'card:n:copy_6',
      'plus:p:copy_6',
      'join:j:condition_2',
      'plus:p:condition_2',
      'card:n:timer_1',
      'plus:p:timer_1',
      'end:end',
    ]);
    expect(kinds(true).filter((item) => item.startsWith('plus'))).toEqual([]);
    const edges = flowGraph(template, true).edges.map((edge) => `${edge.source}>${edge.target}`);
    expect(edges).toEqual([
      'n:start>n:condition_2',
      'n:condition_2>n:branch_3',
      'n:branch_3>n:approver_5',
      'n:approver_5>j:condition_2',
      'n:condition_2>n:branch_4',
      'n:branch_4>n:copy_6',
      'n:copy_6>j:condition_2',
      'j:condition_2>n:timer_1',
      'n:timer_1>end',
    ]);
  });

  it('lays it out top down, branches side by side in their order', async () => {
    const graph = flowGraph(routed(), false);
    const at = await layoutGraph(graph, (item) => sizeOf(item, 0));
    const y = (id: string) => at.get(id)?.y ?? NaN;
    const x = (id: string) => at.get(id)?.x ?? NaN;
    expect(y('n:start')).toBeLessThan(y('n:condition_2'));
    expect(y('n:condition_2')).toBeLessThan(y('n:branch_3'));
    expect(y('n:branch_3')).toBe(y('n:branch_4'));
    expect(x('n:branch_3')).toBeLessThan(x('n:branch_4'));
    expect(y('j:condition_2')).toBeGreaterThan(y('n:approver_5'));
    expect(y('end')).toBeGreaterThan(y('n:timer_1'));
  });
});
