import type { FieldKey, FormDesign } from '@mepm/contract';
import {
  designerReducer,
  initialDesignerState,
  type DesignerAction,
} from '../model/designer-state';
import { childrenOf, findNode, nodeIdOf, type NodeId } from '../model/tree';
import { dragIds, parseDragId, resolveDrop } from './drop-resolution';

const texts = { label: '字段', item: (n: number) => `项${n}` };
const add = (key: FieldKey, parent: NodeId | null = null): DesignerAction => ({
  type: 'add',
  key,
  place: { parent, index: 99 },
  texts,
});

/** input1, number2, row3 holding input4, table5 holding number6, tab7 (items 8 and 9). */
function sample(): FormDesign {
  let state = initialDesignerState();
  for (const action of [add('input'), add('number'), add('row')]) {
    state = designerReducer(state, action);
  }
  state = designerReducer(state, add('input', '3'));
  state = designerReducer(state, add('table'));
  state = designerReducer(state, add('number', '5'));
  state = designerReducer(state, add('tab'));
  return state.design;
}

const node = (id: NodeId) => ({ kind: 'node', id }) as const;
const list = (parent: NodeId | null) => ({ kind: 'list', parent }) as const;
const fresh = (key: FieldKey) => ({ kind: 'new', key }) as const;

describe('resolveDrop', () => {
  const { fields } = sample();

  it('names the places the canvas hands to dnd-kit and reads them back', () => {
    expect(parseDragId(dragIds.node('4'))).toEqual(node('4'));
    expect(parseDragId(dragIds.palette('input'))).toEqual(fresh('input'));
    expect(parseDragId(dragIds.list(null))).toEqual(list(null));
    expect(parseDragId(dragIds.list('3'))).toEqual(list('3'));
    expect(parseDragId(dragIds.tab('9'))).toEqual(list('9'));
    expect(parseDragId('elsewhere')).toBeUndefined();
  });

  it('moves a node down or up its list to the place of the node it is over', () => {
    expect(resolveDrop(fields, node('1'), node('2'))).toEqual({ parent: null, index: 1 });
    expect(resolveDrop(fields, node('5'), node('1'))).toEqual({ parent: null, index: 0 });
  });

  it('puts a node last in a list it is over, counted without the node itself', () => {
    expect(resolveDrop(fields, node('1'), list(null))).toEqual({ parent: null, index: 4 });
    expect(resolveDrop(fields, node('2'), list('3'))).toEqual({ parent: '3', index: 1 });
    expect(resolveDrop(fields, fresh('input'), list('8'))).toEqual({ parent: '8', index: 0 });
  });

  it('moves a node into another list before the node it is over', () => {
    expect(resolveDrop(fields, node('2'), node('4'))).toEqual({ parent: '3', index: 0 });
    expect(resolveDrop(fields, node('4'), node('1'))).toEqual({ parent: null, index: 0 });
    expect(resolveDrop(fields, fresh('number'), node('6'))).toEqual({ parent: '5', index: 0 });
  });

  it('refuses what the design may not hold there, and a node into itself', () => {
    expect(resolveDrop(fields, fresh('row'), list('5'))).toBeNull();
    expect(resolveDrop(fields, fresh('editor'), node('6'))).toBeNull();
    expect(resolveDrop(fields, fresh('input'), list('7'))).toBeNull();
    expect(resolveDrop(fields, node('3'), list('3'))).toBeNull();
    expect(resolveDrop(fields, node('7'), list('8'))).toBeNull();
    expect(resolveDrop(fields, node('1'), node('1'))).toBeNull();
    expect(resolveDrop(fields, node('1'), null)).toBeNull();
    expect(resolveDrop(fields, node('42'), list(null))).toBeNull();
  });

  it('gives a place the reducer carries out as shown', () => {
    const design = sample();
    const place = resolveDrop(design.fields, node('6'), list('3'));
    expect(place).toEqual({ parent: '3', index: 1 });
    let state = initialDesignerState(design);
    if (place) state = designerReducer(state, { type: 'move', id: '6', place });
    const row = findNode(state.design.fields, '3');
    expect(row && childrenOf(row.node).map(nodeIdOf)).toEqual(['4', '6']);
  });
});
