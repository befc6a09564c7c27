import fc from 'fast-check';
import type { FieldKey, FormDesign, FormField } from '@mepm/contract';
import { checkFormDesign, MAX_LAYOUT_DEPTH } from '@mepm/form-engine';
import {
  designerReducer,
  initialDesignerState,
  type DesignerAction,
  type DesignerState,
} from './designer-state';
import { PALETTE_GROUPS } from './palette';
import { allNodes, childrenOf, findNode, nodeIdOf, type NodeId } from './tree';

const texts = { label: '字段', item: (n: number) => `项${n}` };
const PALETTE: FieldKey[] = PALETTE_GROUPS.flatMap((group) => [...group.keys]);
/** Types that cannot be valid before the designer chooses something for them. */
const NEEDS_A_CHOICE: Record<string, string> = {
  billRule: '__config__.rule',
  relationFormAttr: 'relationField',
  popupAttr: 'relationField',
};

const run = (actions: DesignerAction[], state = initialDesignerState()) =>
  actions.reduce(designerReducer, state);
const add = (key: FieldKey, parent: NodeId | null = null, index = 99): DesignerAction => ({
  type: 'add',
  key,
  place: { parent, index },
  texts,
});
/** The value, failing the test where it is missing. */
function given<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const nodeAt = (state: DesignerState, id: NodeId) => given(findNode(state.design.fields, id)).node;
const keys = (fields: readonly FormField[]) => fields.map((field) => field.__config__.wyzxKey);
// A spread of a union node is no longer narrowed to one type; the label is all that changes.
const relabelled = (node: FormField, label: string) =>
  ({ ...node, __config__: { ...node.__config__, label } }) as FormField;
const selectedNode = (state: DesignerState) => nodeAt(state, given(state.selected));

describe('designerReducer', () => {
  it('adds every palette type as a node the design check accepts, or names what it still needs', () => {
    for (const key of PALETTE) {
      const state = run([add(key)]);
      expect(keys(state.design.fields)).toEqual([key]);
      expect(state.selected).toBe(nodeIdOf(given(state.design.fields[0])));
      const check = checkFormDesign(state.design);
      if (key in NEEDS_A_CHOICE) {
        expect(check.ok ? [] : check.errors.map((error) => error.params)).toEqual([
          { property: NEEDS_A_CHOICE[key] },
        ]);
      } else {
        expect(check).toMatchObject({ ok: true });
      }
    }
  });

  it('keys new valued nodes by type and id, unique across the design', () => {
    const state = run([add('input'), add('input'), add('number', null, 0)]);
    const models = state.design.fields.map((field) =>
      '__vModel__' in field ? field.__vModel__ : '',
    );
    expect(models).toEqual(['number3', 'input1', 'input2']);
  });

  it('lets into a sub-table only its column types, and into tabs only tab items', () => {
    let state = run([add('table'), add('tab')]);
    const [table, tab] = state.design.fields.map(nodeIdOf) as [NodeId, NodeId];
    state = run([add('number', table), add('row', table), add('editor', table)], state);
    expect(keys(childrenOf(nodeAt(state, table)))).toEqual(['number']);
    const before = state;
    state = run([add('input', tab)], state);
    expect(state).toBe(before);
    const firstTab = nodeIdOf(given(childrenOf(nodeAt(state, tab))[0]));
    state = run([add('input', firstTab)], state);
    expect(checkFormDesign(state.design)).toMatchObject({ ok: true });
    expect(
      given(findNode(state.design.fields, given(state.selected))).ancestors.map(nodeIdOf),
    ).toEqual([tab, firstTab]);
  });

  it('starts tabs with two items and collapses with one, named by the given texts', () => {
    const state = run([add('tab'), add('collapse')]);
    const [tab, collapse] = state.design.fields;
    expect(childrenOf(given(tab)).map((item) => item.__config__.label)).toEqual(['项1', '项2']);
    expect(keys(childrenOf(given(collapse)))).toEqual(['collapseItem']);
    expect(state.nextFormId).toBe(6);
  });

  it('moves a node between layouts but never into itself', () => {
    let state = run([add('row'), add('input'), add('card')]);
    const [row, input, card] = state.design.fields.map(nodeIdOf) as [NodeId, NodeId, NodeId];
    state = run([{ type: 'move', id: input, place: { parent: row, index: 0 } }], state);
    expect(keys(state.design.fields)).toEqual(['row', 'card']);
    state = run([{ type: 'move', id: card, place: { parent: row, index: 0 } }], state);
    expect(keys(childrenOf(given(state.design.fields[0])))).toEqual(['card', 'input']);
    const before = state;
    expect(run([{ type: 'move', id: row, place: { parent: card, index: 0 } }], state)).toBe(before);
    expect(run([{ type: 'move', id: row, place: { parent: row, index: 0 } }], state)).toBe(before);
  });

  it('refuses a layout below the depth the design check allows', () => {
    let state = run([add('row')]);
    for (let depth = 1; depth < MAX_LAYOUT_DEPTH + 2; depth += 1) {
      state = run([add('row', state.selected)], state);
    }
    const depths = [...allNodes(state.design.fields)].length;
    expect(depths).toBe(MAX_LAYOUT_DEPTH);
    expect(checkFormDesign(state.design)).toMatchObject({ ok: true });
  });

  it('copies a layout with everything in it under new ids and keys', () => {
    let state = run([add('row')]);
    const row = given(state.selected);
    state = run([add('input', row), add('number', row), { type: 'copy', id: row }], state);
    const [original, copy] = state.design.fields;
    expect(keys(childrenOf(given(copy)))).toEqual(['input', 'number']);
    const ids = [...allNodes(state.design.fields)].map(nodeIdOf);
    expect(new Set(ids).size).toBe(6);
    expect(
      childrenOf(given(copy)).map((node) => ('__vModel__' in node ? node.__vModel__ : '')),
    ).toEqual(['input5', 'number6']);
    expect(state.selected).toBe(nodeIdOf(given(copy)));
    expect(childrenOf(given(original))).toHaveLength(2);
    expect(checkFormDesign(state.design)).toMatchObject({ ok: true });
  });

  it('copies a sub-table whose totals name its columns, which keep their keys', () => {
    let state = run([add('table')]);
    const table = given(state.selected);
    state = run([add('number', table)], state);
    const column = nodeAt(state, given(state.selected));
    const model = '__vModel__' in column ? column.__vModel__ : '';
    const totalled = { ...nodeAt(state, table), showSummary: true, summaryField: [model] };
    state = run(
      [
        { type: 'update', id: table, node: totalled as FormField },
        { type: 'copy', id: table },
      ],
      state,
    );
    const copy = given(state.design.fields[1]);
    expect(childrenOf(copy).map((node) => ('__vModel__' in node ? node.__vModel__ : ''))).toEqual([
      model,
    ]);
    expect(checkFormDesign(state.design)).toMatchObject({ ok: true });
  });

  it('selects the holder when the selected node goes', () => {
    let state = run([add('card')]);
    const card = given(state.selected);
    state = run([add('input', card)], state);
    state = run([{ type: 'remove', id: given(state.selected) }], state);
    expect(state.selected).toBe(card);
    expect(childrenOf(given(state.design.fields[0]))).toEqual([]);
  });

  it('undoes an edit typed letter by letter as one step, and redoes it', () => {
    let state = run([add('input')]);
    const id = given(state.selected);
    const node = selectedNode(state);
    for (const label of ['名', '名称', '名称1']) {
      state = run([{ type: 'update', id, node: relabelled(node, label) }], state);
    }
    expect(selectedNode(state).__config__.label).toBe('名称1');
    state = run([{ type: 'undo' }], state);
    expect(selectedNode(state).__config__.label).toBe('字段');
    state = run([{ type: 'redo' }], state);
    expect(selectedNode(state).__config__.label).toBe('名称1');
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(state.design.fields).toEqual([]);
    expect(state.selected).toBeNull();
  });

  it('makes an edit of another setting a step of its own', () => {
    let state = run([add('input')]);
    const id = given(state.selected);
    state = run([{ type: 'update', id, node: relabelled(selectedNode(state), '名') }], state);
    state = run([{ type: 'update', id, node: relabelled(selectedNode(state), '名称') }], state);
    const required = {
      ...selectedNode(state),
      __config__: { ...selectedNode(state).__config__, required: true },
    } as FormField;
    state = run([{ type: 'update', id, node: required }], state);
    state = run([{ type: 'undo' }], state);
    expect(selectedNode(state).__config__).toMatchObject({ label: '名称' });
    expect(selectedNode(state).__config__).not.toHaveProperty('required');
    state = run([{ type: 'undo' }], state);
    expect(selectedNode(state).__config__.label).toBe('字段');
  });

  it('refuses an update that changes the node type or its id', () => {
    const state = run([add('input')]);
    const id = given(state.selected);
    const node = selectedNode(state);
    const retyped = { ...node, __config__: { ...node.__config__, wyzxKey: 'number' } } as FormField;
    const renumbered = { ...node, __config__: { ...node.__config__, formId: 99 } } as FormField;
    expect(run([{ type: 'update', id, node: retyped }], state)).toBe(state);
    expect(run([{ type: 'update', id, node: renumbered }], state)).toBe(state);
  });

  it('replaces the design undoably, handing out ids above both', () => {
    const imported: FormDesign = {
      formConf: {},
      fields: [{ __config__: { wyzxKey: 'input', label: 'b', formId: 7 }, __vModel__: 'b' }],
    };
    let state = run([add('number'), { type: 'replace', design: imported }, add('input')]);
    expect(state.design.fields.map(nodeIdOf)).toEqual(['7', '8']);
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(keys(state.design.fields)).toEqual(['number']);
  });

  it('hands out ids above those of the design it opens with', () => {
    const design: FormDesign = {
      formConf: {},
      fields: [{ __config__: { wyzxKey: 'input', label: 'a', formId: 41 }, __vModel__: 'a' }],
    };
    const state = run([add('input')], initialDesignerState(design));
    expect(state.design.fields.map(nodeIdOf)).toEqual(['41', '42']);
    expect(state.past).toHaveLength(1);
  });
});

/** Any sequence of designer actions keeps a design the check accepts and ids unique. */
describe('designerReducer properties', () => {
  const freeKeys = PALETTE.filter((key) => !(key in NEEDS_A_CHOICE));
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.constantFrom(...freeKeys),
      at: fc.nat(),
      index: fc.nat(6),
    }),
    fc.record({
      kind: fc.constant('move' as const),
      node: fc.nat(),
      at: fc.nat(),
      index: fc.nat(6),
    }),
    fc.record({ kind: fc.constantFrom('copy' as const, 'remove' as const), node: fc.nat() }),
    fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
  );
  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

  function toAction(state: DesignerState, input: Step): DesignerAction {
    const ids = [...allNodes(state.design.fields)].map(nodeIdOf);
    const pick = (n: number) => ids[n % Math.max(ids.length, 1)] ?? null;
    const holder = (n: number) => (n % 3 === 0 ? null : pick(n));
    switch (input.kind) {
      case 'add':
        return add(input.key, holder(input.at), input.index);
      case 'move':
        return {
          type: 'move',
          id: pick(input.node) ?? '',
          place: { parent: holder(input.at), index: input.index },
        };
      case 'copy':
      case 'remove':
        return { type: input.kind, id: pick(input.node) ?? '' };
      default:
        return { type: input.kind };
    }
  }

  it('keeps every design valid with unique ids, and undoes back to the start', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = initialDesignerState();
        for (const input of steps) {
          state = designerReducer(state, toAction(state, input));
          const ids = [...allNodes(state.design.fields)].map(nodeIdOf);
          expect(new Set(ids).size).toBe(ids.length);
          expect(checkFormDesign(state.design)).toMatchObject({ ok: true });
        }
        while (state.past.length > 0) state = designerReducer(state, { type: 'undo' });
        expect(state.design.fields).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
