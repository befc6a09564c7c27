import type { FieldKey, FormConf, FormDesign, FormField } from '@mepm/contract';
import { copyWithFreshIds } from './copy-field';
import { editStep } from './edit-step';
import { newField, type NewFieldTexts } from './new-field';
import { canPlace } from './placement';
import {
  allNodes,
  findNode,
  insertNode,
  nodeIdOf,
  removeNode,
  replaceNode,
  type NodeId,
  type NodePlace,
} from './tree';
import { afterChange, redoFrom, undoFrom } from '../../undo';

/** Steps kept for undo. */
export { UNDO_LIMIT } from '../../undo';

export interface DesignerState {
  design: FormDesign;
  selected: NodeId | null;
  past: readonly FormDesign[];
  future: readonly FormDesign[];
  /** The next designer id to hand out: above every id in the design. */
  nextFormId: number;
  /** The node and settings the last change edited (editStep): more edits of them join its undo step. */
  editing: string | null;
}

export type DesignerAction =
  /** Another design in place of this one (an imported JSON), undoable like any change. */
  | { type: 'replace'; design: FormDesign }
  | { type: 'add'; key: FieldKey; place: NodePlace; texts: NewFieldTexts }
  | { type: 'move'; id: NodeId; place: NodePlace }
  | { type: 'remove'; id: NodeId }
  | { type: 'copy'; id: NodeId }
  | { type: 'update'; id: NodeId; node: FormField }
  | { type: 'formConf'; formConf: FormConf }
  | { type: 'clear' }
  | { type: 'select'; id: NodeId | null }
  | { type: 'undo' }
  | { type: 'redo' };

export const EMPTY_DESIGN: FormDesign = {
  formConf: {
    formModel: 'dataForm',
    size: 'small',
    labelPosition: 'right',
    labelWidth: 100,
    gutter: 15,
    popupType: 'general',
    generalWidth: 600,
  },
  fields: [],
};

function firstFreeId(design: FormDesign): number {
  let highest = 0;
  for (const node of allNodes(design.fields)) {
    const id = Number(node.__config__.formId);
    if (Number.isSafeInteger(id) && id > highest) highest = id;
  }
  return highest + 1;
}

export function initialDesignerState(design: FormDesign = EMPTY_DESIGN): DesignerState {
  return {
    design,
    selected: null,
    past: [],
    future: [],
    nextFormId: firstFreeId(design),
    editing: null,
  };
}

/** A change of the design: the old one goes on the undo stack, redo is forgotten. */
function changed(
  state: DesignerState,
  design: FormDesign,
  rest: Partial<DesignerState> = {},
): DesignerState {
  return {
    ...state,
    design,
    ...afterChange(state, state.design),
    editing: null,
    ...rest,
  };
}

const withFields = (design: FormDesign, fields: FormField[]): FormDesign => ({ ...design, fields });

/**
 * The designer's state: the design, the selected node and the undo history. Every change keeps
 * the design's structure valid (nothing lands where the design check would refuse it); a change
 * that would not is ignored and the state returned as it was.
 */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { fields } = state.design;
  switch (action.type) {
    case 'replace':
      return changed(state, action.design, {
        selected: null,
        nextFormId: Math.max(state.nextFormId, firstFreeId(action.design)),
      });
    case 'add': {
      const { node, nextFormId } = newField(action.key, state.nextFormId, action.texts);
      if (!canPlace(fields, node, action.place.parent)) return state;
      return changed(state, withFields(state.design, insertNode(fields, node, action.place)), {
        selected: nodeIdOf(node),
        nextFormId,
      });
    }
    case 'move': {
      const found = findNode(fields, action.id);
      if (!found || isWithin(found.node, action.place.parent)) return state;
      const without = removeNode(fields, action.id);
      if (!canPlace(without, found.node, action.place.parent)) return state;
      if (samePlace(found.place, action.place)) return state;
      return changed(
        state,
        withFields(state.design, insertNode(without, found.node, action.place)),
        {
          selected: action.id,
        },
      );
    }
    case 'remove': {
      const found = findNode(fields, action.id);
      if (!found) return state;
      const selectedGone =
        state.selected !== null &&
        (state.selected === action.id || isWithin(found.node, state.selected));
      return changed(state, withFields(state.design, removeNode(fields, action.id)), {
        selected: selectedGone ? found.place.parent : state.selected,
      });
    }
    case 'copy': {
      const found = findNode(fields, action.id);
      if (!found) return state;
      const { node, nextFormId } = copyWithFreshIds(found.node, state.nextFormId);
      const place = { parent: found.place.parent, index: found.place.index + 1 };
      if (!canPlace(fields, node, place.parent)) return state;
      return changed(state, withFields(state.design, insertNode(fields, node, place)), {
        selected: nodeIdOf(node),
        nextFormId,
      });
    }
    case 'update': {
      const found = findNode(fields, action.id);
      if (!found || nodeIdOf(action.node) !== action.id) return state;
      if (found.node.__config__.wyzxKey !== action.node.__config__.wyzxKey) return state;
      const design = withFields(state.design, replaceNode(fields, action.id, action.node));
      const step = editStep(action.id, found.node, action.node);
      // Typing a label letter by letter is one step to undo, not one per letter.
      if (state.editing === step) return { ...state, design };
      return { ...changed(state, design), editing: step };
    }
    case 'formConf': {
      const design = { ...state.design, formConf: action.formConf };
      const step = editStep('formConf', state.design.formConf, action.formConf);
      if (state.editing === step) return { ...state, design };
      return { ...changed(state, design), editing: step };
    }
    case 'clear':
      if (fields.length === 0) return state;
      return changed(state, withFields(state.design, []), { selected: null });
    case 'select':
      return { ...state, selected: action.id, editing: null };
    case 'undo':
    case 'redo': {
      const step = (action.type === 'undo' ? undoFrom : redoFrom)(state, state.design);
      if (!step) return state;
      return {
        ...state,
        design: step.present,
        past: step.past,
        future: step.future,
        selected: existing(step.present, state.selected),
        editing: null,
      };
    }
  }
}

/** Whether `id` is `node` itself or a node inside it. */
function isWithin(node: FormField, id: NodeId | null): boolean {
  if (id === null) return false;
  for (const inner of allNodes([node])) if (nodeIdOf(inner) === id) return true;
  return false;
}

function samePlace(from: NodePlace, to: NodePlace): boolean {
  return from.parent === to.parent && from.index === to.index;
}

function existing(design: FormDesign, id: NodeId | null): NodeId | null {
  return id !== null && findNode(design.fields, id) ? id : null;
}
