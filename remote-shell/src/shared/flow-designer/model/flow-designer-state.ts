import type { BranchNode, FlowNode, FlowTemplate, RouteNode } from '@mepm/contract';
import { FLOW_TEMPLATE_LIMITS } from '@mepm/contract';
import { findNode, isRoute } from '@mepm/flow-engine';
import { editStep } from '../../form-designer/model/edit-step';
import { newBranch, newNode, type InsertableType, type NewNodeTitles } from './new-node';
import { countNodes, firstFreeSerial, nodeIds, ordered, rebuildTemplate } from './tree-edit';
import { afterChange, redoFrom, undoFrom } from '../../undo';

export interface FlowDesignerState {
  template: FlowTemplate;
  selected: string | null;
  past: readonly FlowTemplate[];
  future: readonly FlowTemplate[];
  /** The number the next new id ends with: above every numbered id in the template. */
  nextSerial: number;
  /** The node and properties the last edit changed: more edits of them join its undo step. */
  editing: string | null;
}

/** A node's properties, whichever its type (the reducer checks the type matches). */
export type AnyProperties = FlowNode['properties'];

export type FlowDesignerAction =
  /** `type` placed right after `after` (inside a branch: first in it; after a route: below it). */
  | { type: 'insert'; after: string; node: InsertableType; titles: NewNodeTitles }
  /** One more branch: before the default one of a condition route, last of a parallel one. */
  | { type: 'addBranch'; route: string; titles: NewNodeTitles }
  /** A node with its branches; a branch of a two-branch route takes its route along. */
  | { type: 'remove'; id: string }
  /** A branch one place earlier (-1, a higher priority) or later (1), never past the default. */
  | { type: 'moveBranch'; id: string; by: -1 | 1 }
  | { type: 'update'; id: string; properties: AnyProperties }
  /** Another template in place of this one (an imported file), undoable like any change. */
  | { type: 'replace'; template: FlowTemplate }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialFlowDesignerState(template: FlowTemplate): FlowDesignerState {
  return {
    template,
    selected: null,
    past: [],
    future: [],
    nextSerial: firstFreeSerial(template),
    editing: null,
  };
}

function changed(
  state: FlowDesignerState,
  template: FlowTemplate,
  rest: Partial<FlowDesignerState> = {},
): FlowDesignerState {
  return {
    ...state,
    template,
    ...afterChange(state, state.template),
    editing: null,
    ...rest,
  };
}

/** Hands out `<type>_<n>` ids unused in the template, counting on from `serial`. */
function idMaker(template: FlowTemplate, serial: number) {
  const taken = nodeIds(template);
  let next = serial;
  const make = (type: FlowNode['type']) => {
    let id = `${type}_${next}`;
    while (taken.has(id)) id = `${type}_${(next += 1)}`;
    taken.add(id);
    next += 1;
    return id;
  };
  return { make, serial: () => next };
}

const replaceNode = (template: FlowTemplate, id: string, by: FlowNode | null) =>
  rebuildTemplate(template, (node) => (node.nodeId === id ? by : undefined));

/**
 * The flow designer's state: the template, the selected node and the undo history. Every change
 * keeps the tree as the contract describes it (routes with two branches or more, one default
 * branch last in a condition route, priorities in branch order, unique ids, the size limits); a
 * change that would not is ignored and the state answered as it was.
 */
export function flowDesignerReducer(
  state: FlowDesignerState,
  action: FlowDesignerAction,
): FlowDesignerState {
  const { template } = state;
  switch (action.type) {
    case 'insert': {
      const found = findNode(template, action.after);
      if (!found) return state;
      const ids = idMaker(template, state.nextSerial);
      const node = newNode(action.node, action.titles, ids.make);
      const added = isRoute(node) ? 3 : 1;
      const depth = found.place.routes.length + (isRoute(node) ? 1 : 0);
      if (countNodes(template) + added > FLOW_TEMPLATE_LIMITS.nodes) return state;
      if (depth > FLOW_TEMPLATE_LIMITS.routeDepth) return state;
      const next = rebuildTemplate(template, (at) =>
        at.nodeId === action.after
          ? { ...at, childNode: { ...node, childNode: at.childNode } }
          : undefined,
      );
      return changed(state, next, { selected: node.nodeId, nextSerial: ids.serial() });
    }
    case 'addBranch': {
      const found = findNode(template, action.route);
      if (!found || !isRoute(found.node)) return state;
      if (countNodes(template) + 1 > FLOW_TEMPLATE_LIMITS.nodes) return state;
      const route = found.node;
      const ids = idMaker(template, state.nextSerial);
      const condition = route.type === 'condition';
      const others = route.conditionNodes.filter((branch) => !branch.properties.isDefault);
      const title = action.titles.branch(others.length + 1);
      const branch = newBranch(ids.make('branch'), title, route.conditionNodes.length);
      const conditionNodes = ordered([...route.conditionNodes, branch], condition);
      return changed(state, replaceNode(template, route.nodeId, { ...route, conditionNodes }), {
        selected: branch.nodeId,
        nextSerial: ids.serial(),
      });
    }
    case 'remove': {
      const found = findNode(template, action.id);
      if (!found || found.node.type === 'start') return state;
      const { node } = found;
      let next: FlowTemplate;
      if (node.type === 'branch') {
        const route = found.place.routes.at(-1)?.route;
        if (!route) return state;
        next = removeBranch(template, route, node);
        if (next === template) return state;
      } else {
        next = replaceNode(template, node.nodeId, node.childNode);
      }
      const selected = state.selected !== null && findNode(next, state.selected);
      return changed(state, next, { selected: selected ? state.selected : null });
    }
    case 'moveBranch': {
      const found = findNode(template, action.id);
      const route = found?.place.routes.at(-1)?.route;
      if (!found || !route || found.node.type !== 'branch') return state;
      const from = route.conditionNodes.indexOf(found.node as BranchNode);
      const to = from + action.by;
      const other = route.conditionNodes[to];
      if (!other || other.properties.isDefault || found.node.properties.isDefault) return state;
      const branches = [...route.conditionNodes];
      [branches[from], branches[to]] = [other, found.node as BranchNode];
      const conditionNodes = ordered(branches, route.type === 'condition');
      return changed(state, replaceNode(template, route.nodeId, { ...route, conditionNodes }));
    }
    case 'update': {
      const found = findNode(template, action.id);
      if (!found) return state;
      const before = found.node.properties;
      const properties = structural(found.node, action.properties);
      // The node's type is its own: properties of another type's shape are never taken.
      const node = { ...found.node, properties } as FlowNode;
      const next = replaceNode(template, action.id, node);
      const step = editStep(action.id, before, properties);
      // Typing a title letter by letter is one step to undo, not one per letter.
      if (state.editing === step) return { ...state, template: next };
      return { ...changed(state, next), editing: step };
    }
    case 'replace':
      return changed(state, action.template, {
        selected: null,
        nextSerial: Math.max(state.nextSerial, firstFreeSerial(action.template)),
      });
    case 'select':
      return { ...state, selected: action.id, editing: null };
    case 'undo':
    case 'redo': {
      const step = (action.type === 'undo' ? undoFrom : redoFrom)(state, state.template);
      if (!step) return state;
      return {
        ...state,
        template: step.present,
        past: step.past,
        future: step.future,
        selected: existing(step.present, state.selected),
        editing: null,
      };
    }
  }
}

/**
 * A branch's default flag and priority are its place among its route's branches, which only
 * `moveBranch` changes: an edit of its properties keeps them.
 */
function structural(node: FlowNode, properties: AnyProperties): AnyProperties {
  if (node.type !== 'branch') return properties;
  const { isDefault, priority } = node.properties;
  return { ...(properties as BranchNode['properties']), isDefault, priority };
}

/** The template without `branch`; with its route instead when fewer than two would be left. */
function removeBranch(template: FlowTemplate, route: RouteNode, branch: BranchNode): FlowTemplate {
  if (route.conditionNodes.length <= 2) return replaceNode(template, route.nodeId, route.childNode);
  // The default branch is what a condition route takes when nothing else holds: it stays.
  if (branch.properties.isDefault) return template;
  const rest = route.conditionNodes.filter((other) => other !== branch);
  const conditionNodes = ordered(rest, route.type === 'condition');
  return replaceNode(template, route.nodeId, { ...route, conditionNodes });
}

function existing(template: FlowTemplate, id: string | null): string | null {
  return id !== null && findNode(template, id) ? id : null;
}
