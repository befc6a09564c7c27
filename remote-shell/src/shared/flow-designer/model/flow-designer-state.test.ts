import fc from 'fast-check';
import { Value } from 'typebox/value';
import type { FlowNode, FlowTemplate, RouteNode } from '@mepm/contract';
import { FLOW_NODE_PROPERTIES, FLOW_TEMPLATE_LIMITS } from '@mepm/contract';
import { findNode, forEachNode, isRoute } from '@mepm/flow-engine';
import {
  flowDesignerReducer,
  initialFlowDesignerState,
  type FlowDesignerAction,
  type FlowDesignerState,
} from './flow-designer-state';
import { INSERTABLE_TYPES, newTemplate, type NewNodeTitles } from './new-node';
import { countNodes } from './tree-edit';

const titles: NewNodeTitles = {
  start: '发起人',
  approver: '审批人',
  copy: '抄送人',
  timer: '定时器',
  subFlow: '子流程',
  condition: '条件分支',
  parallel: '并行分支',
  branch: (number) => `条件${number}`,
  defaultBranch: '其他情况',
};

const run = (
  actions: FlowDesignerAction[],
  state = initialFlowDesignerState(newTemplate('发起人')),
) => actions.reduce(flowDesignerReducer, state);
const insert = (after: string, node: (typeof INSERTABLE_TYPES)[number]): FlowDesignerAction => ({
  type: 'insert',
  after,
  node,
  titles,
});

/** The node types of a chain, a route's branches in brackets: `approver [branch: copy | branch]`. */
function shape(node: FlowNode | null): string {
  const parts: string[] = [];
  for (let at = node; at !== null; at = at.childNode) {
    if (!isRoute(at)) {
      parts.push(at.type);
      continue;
    }
    const branches = at.conditionNodes.map((branch) => {
      const inner = shape(branch.childNode);
      const name = branch.properties.isDefault ? 'default' : branch.properties.title;
      return inner ? `${name}: ${inner}` : name;
    });
    parts.push(`${at.type} [${branches.join(' | ')}]`);
  }
  return parts.join(' ');
}

function route(state: FlowDesignerState, id: string): RouteNode {
  const found = findNode(state.template, id);
  if (!found || !isRoute(found.node)) throw new Error(`${id} is no route`);
  return found.node;
}

/** Everything the contract and the designer promise of a template, as a list of breaches. */
function breaches(template: FlowTemplate): string[] {
  const found: string[] = [];
  const ids = new Set<string>();
  let count = 0;
  forEachNode(template, (node, place) => {
    count += 1;
    if (ids.has(node.nodeId)) found.push(`${node.nodeId} twice`);
    ids.add(node.nodeId);
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(node.nodeId))
      found.push(`${node.nodeId} badly named`);
    if (!Value.Check(FLOW_NODE_PROPERTIES[node.type], node.properties))
      found.push(`${node.nodeId} properties`);
    const inBranch = place.routes.at(-1)?.branch === node;
    if ((node.type === 'branch') !== inBranch) found.push(`${node.nodeId} misplaced`);
    if (node.type === 'start' && node !== template) found.push('a second start');
    if (place.routes.length > FLOW_TEMPLATE_LIMITS.routeDepth) found.push('too deep');
    if (!isRoute(node)) return;
    if (node.conditionNodes.length < 2) found.push(`${node.nodeId} has one branch`);
    node.conditionNodes.forEach((branch, index) => {
      if (branch.properties.priority !== index) found.push(`${branch.nodeId} priority`);
    });
    const defaults = node.conditionNodes.map((branch) => branch.properties.isDefault);
    const expected =
      node.type === 'condition'
        ? defaults.map((_, index) => index === defaults.length - 1)
        : defaults.map(() => false);
    if (defaults.join() !== expected.join()) found.push(`${node.nodeId} defaults`);
  });
  if (count > FLOW_TEMPLATE_LIMITS.nodes) found.push('too many nodes');
  return found;
}

describe('flowDesignerReducer', () => {
  it('inserts each type after a node, inside a branch and below a route', () => {
    let state = run([insert('start', 'approver')]);
    const approver = state.selected ?? '';
    expect(approver).toBe('approver_1');
    state = run([insert(approver, 'condition')], state);
    const condition = state.selected ?? '';
    const [first, fallback] = route(state, condition).conditionNodes;
    expect(fallback?.properties).toMatchObject({ isDefault: true, priority: 1 });
    state = run(
      [
        insert(first?.nodeId ?? '', 'copy'),
        insert(condition, 'timer'),
        insert('start', 'parallel'),
      ],
      state,
    );
    expect(shape(state.template)).toBe(
      'start parallel [条件1 | 条件2] approver condition [条件1: copy | default] timer',
    );
    expect(breaches(state.template)).toEqual([]);
  });

  it('fills every property the contract requires for each new node', () => {
    for (const type of INSERTABLE_TYPES) {
      const state = run([insert('start', type)]);
      expect(breaches(state.template)).toEqual([]);
    }
    expect(run([insert('start', 'approver')]).template.childNode?.properties).toEqual({
      title: '审批人',
      assignee: { kind: 'manager', levels: 1 },
      signMode: 'or',
      fieldRules: [],
      copyTo: { users: [], positions: [], roles: [] },
      buttons: [],
      rejectTo: 'start',
      timeout: null,
      noApprover: 'admin',
      initiatorApproves: 'approve',
      repeatApprover: 'approve',
    });
  });

  it('adds branches before the default one and moves them, never past it', () => {
    let state = run([insert('start', 'condition')]);
    const id = state.selected ?? '';
    state = run([{ type: 'addBranch', route: id, titles }], state);
    const added = state.selected ?? '';
    expect(route(state, id).conditionNodes.map((branch) => branch.properties.title)).toEqual([
      '条件1',
      '条件2',
      '其他情况',
    ]);
    state = run([{ type: 'moveBranch', id: added, by: -1 }], state);
    expect(route(state, id).conditionNodes.map((branch) => branch.nodeId)[0]).toBe(added);
    const before = run([{ type: 'moveBranch', id: added, by: 1 }], state);
    expect(run([{ type: 'moveBranch', id: added, by: -1 }], state)).toBe(state);
    const fallback = route(state, id).conditionNodes[2]?.nodeId ?? '';
    expect(run([{ type: 'moveBranch', id: fallback, by: -1 }], state)).toBe(state);
    expect(route(before, id).conditionNodes.map((branch) => branch.properties.priority)).toEqual([
      0, 1, 2,
    ]);
    expect(breaches(before.template)).toEqual([]);
  });

  it('removes a node, a route with its branches, and a two-branch route with one branch', () => {
    let state = run([insert('start', 'timer'), insert('timer_1', 'parallel')]);
    const parallel = state.selected ?? '';
    const [left] = route(state, parallel).conditionNodes;
    state = run([insert(left?.nodeId ?? '', 'approver'), insert(parallel, 'copy')], state);
    expect(shape(state.template)).toBe('start timer parallel [条件1: approver | 条件2] copy');
    expect(shape(run([{ type: 'remove', id: 'timer_1' }], state).template)).toBe(
      'start parallel [条件1: approver | 条件2] copy',
    );
    expect(shape(run([{ type: 'remove', id: left?.nodeId ?? '' }], state).template)).toBe(
      'start timer copy',
    );
    expect(shape(run([{ type: 'remove', id: parallel }], state).template)).toBe('start timer copy');
    expect(run([{ type: 'remove', id: 'start' }], state)).toBe(state);
  });

  it('keeps the default branch of a route with three branches, removes another', () => {
    let state = run([insert('start', 'condition')]);
    const id = state.selected ?? '';
    state = run([{ type: 'addBranch', route: id, titles }], state);
    const fallback = route(state, id).conditionNodes[2]?.nodeId ?? '';
    expect(run([{ type: 'remove', id: fallback }], state)).toBe(state);
    const first = route(state, id).conditionNodes[0]?.nodeId ?? '';
    const without = run([{ type: 'remove', id: first }], state);
    expect(route(without, id).conditionNodes.map((branch) => branch.properties.priority)).toEqual([
      0, 1,
    ]);
  });

  it('edits properties as one undo step per node and property, keeping a branch’s place', () => {
    let state = run([insert('start', 'approver')]);
    const approver = state.selected ?? '';
    const properties = (title: string) => ({
      ...(findNode(state.template, approver)?.node.properties as object),
      title,
    });
    state = run(
      [
        { type: 'update', id: approver, properties: properties('经') } as FlowDesignerAction,
        { type: 'update', id: approver, properties: properties('经理') } as FlowDesignerAction,
      ],
      state,
    );
    expect(findNode(state.template, approver)?.node.properties.title).toBe('经理');
    state = run([{ type: 'undo' }], state);
    expect(findNode(state.template, approver)?.node.properties.title).toBe('审批人');
    state = run([{ type: 'redo' }], state);
    expect(findNode(state.template, approver)?.node.properties.title).toBe('经理');
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(state.template.childNode).toBeNull();
    expect(state.selected).toBeNull();

    let routed = run([insert('start', 'condition')]);
    const [first] = route(routed, routed.selected ?? '').conditionNodes;
    routed = run(
      [
        {
          type: 'update',
          id: first?.nodeId ?? '',
          properties: { ...first?.properties, isDefault: true, priority: 7 },
        } as FlowDesignerAction,
      ],
      routed,
    );
    expect(breaches(routed.template)).toEqual([]);
  });

  it('inserts nothing past the contract’s node count or route depth', () => {
    let state = run([]);
    // Ten routes inside one another, each in the first branch of the one before.
    let inside = 'start';
    for (let depth = 1; depth <= FLOW_TEMPLATE_LIMITS.routeDepth; depth += 1) {
      state = run([insert(inside, 'parallel')], state);
      inside = route(state, state.selected ?? '').conditionNodes[0]?.nodeId ?? '';
    }
    expect(run([insert(inside, 'parallel')], state)).toBe(state);
    expect(run([insert(inside, 'approver')], state)).not.toBe(state);
    while (countNodes(state.template) + 1 <= FLOW_TEMPLATE_LIMITS.nodes)
      state = run([insert('start', 'timer')], state);
    expect(countNodes(state.template)).toBe(FLOW_TEMPLATE_LIMITS.nodes);
    expect(run([insert('start', 'timer')], state)).toBe(state);
    expect(run([{ type: 'addBranch', route: 'parallel_1', titles }], state)).toBe(state);
    expect(breaches(state.template)).toEqual([]);
  });

  it('gives new ids above those of an opened template and never reuses one', () => {
    const opened: FlowTemplate = {
      ...newTemplate('发起人'),
      childNode: {
        type: 'timer',
        nodeId: 'approver_7',
        properties: { title: '等待', minutes: 5 },
        childNode: null,
      },
    };
    const state = run([insert('start', 'approver')], initialFlowDesignerState(opened));
    expect(state.selected).toBe('approver_8');
  });

  it('keeps unique ids and the contract’s structure through any sequence of actions', () => {
    const pick = fc.nat({ max: 1000 });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('insert'),
        at: pick,
        node: fc.constantFrom(...INSERTABLE_TYPES),
      }),
      fc.record({
        kind: fc.constantFrom('addBranch', 'remove', 'up', 'down', 'retitle'),
        at: pick,
      }),
      fc.record({ kind: fc.constantFrom('undo', 'redo') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (steps) => {
        let state = initialFlowDesignerState(newTemplate('发起人'));
        for (const step of steps) {
          const ids: string[] = [];
          forEachNode(state.template, (node) => {
            ids.push(node.nodeId);
          });
          const id = ids[('at' in step ? step.at : 0) % ids.length] ?? 'start';
          const node = findNode(state.template, id)?.node;
          const next: FlowDesignerAction =
            step.kind === 'insert' && 'node' in step
              ? insert(id, step.node)
              : step.kind === 'addBranch'
                ? { type: 'addBranch', route: id, titles }
                : step.kind === 'remove'
                  ? { type: 'remove', id }
                  : step.kind === 'up' || step.kind === 'down'
                    ? { type: 'moveBranch', id, by: step.kind === 'up' ? -1 : 1 }
                    : step.kind === 'retitle' && node
                      ? ({
                          type: 'update',
                          id,
                          properties: { ...node.properties, title: `改${id}` },
                        } as FlowDesignerAction)
                      : { type: step.kind === 'redo' ? 'redo' : 'undo' };
          state = flowDesignerReducer(state, next);
          expect(breaches(state.template)).toEqual([]);
          if (state.selected !== null)
            expect(findNode(state.template, state.selected)).toBeTruthy();
        }
      }),
      { numRuns: 200 },
    );
  });
});
