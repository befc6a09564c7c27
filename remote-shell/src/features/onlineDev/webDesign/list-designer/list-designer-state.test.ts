import { Value } from 'typebox/value';
import {
  ColumnDesignSchema,
  EMPTY_COLUMN_DESIGN,
  type FieldKey,
  type FormDesign,
} from '@mepm/contract';
import type { FormField } from '@mepm/contract';
import { newField } from '../../../../shared/form-designer';
import { LABEL_MAX_LENGTH, MAX_COLUMNS, MAX_SEARCHES, parseWidth } from './limits';
import {
  initialListDesigner,
  listDesignerReducer,
  type ListDesignerAction,
  type ListDesignerState,
} from './list-designer-state';
import { listableFields, type ListableField } from '@mepm/form-engine';

/** A field of the given type with the key `${key}${n}` and the label `L${n}`. */
const field = (key: FieldKey, n: number): FormField =>
  newField(key, n, { label: `L${n}`, item: (i) => `项${i}` }).node;
const form = (...fields: FormField[]): FormDesign => ({ formConf: {}, fields });

const FORM = form(
  field('input', 1),
  field('number', 2),
  field('select', 3),
  field('checkbox', 4),
  field('date', 5),
  field('uploadFile', 6),
);
const FIELDS = listableFields(FORM);
const run = (actions: ListDesignerAction[], state = initialListDesigner(null, FIELDS)) =>
  actions.reduce(listDesignerReducer, state);
const props = (state: ListDesignerState) => state.design.columnList.map((c) => c.prop);
const column = (prop: string): ListDesignerAction => ({ type: 'toggleColumn', prop });
const search = (prop: string): ListDesignerAction => ({ type: 'toggleSearch', prop });
const valid = (state: ListDesignerState) => Value.Check(ColumnDesignSchema, state.design);

describe('listableFields', () => {
  it('lists the main valued fields, layouts looked into, without sub-tables or display fields', () => {
    const row = field('row', 10);
    const table = field('table', 11);
    const inRow = { ...row, __config__: { ...row.__config__, children: [field('input', 12)] } };
    const inTable = {
      ...table,
      __config__: { ...table.__config__, children: [field('input', 13)] },
    };
    const fields = listableFields(
      form(inRow as FormField, inTable as FormField, field('divider', 14)),
    );
    expect(fields.map((f) => f.prop)).toEqual(['input12']);
  });

  it('says which fields sort, how each searches and which can be a tree', () => {
    const facts = (prop: string) => FIELDS.find((f) => f.prop === prop) as ListableField;
    expect(facts('input1')).toMatchObject({ sortable: true, matches: ['like', 'equal'] });
    expect(facts('number2')).toMatchObject({ sortable: true, matches: ['equal', 'between'] });
    expect(facts('select3')).toMatchObject({ sortable: true, treeable: true, matches: ['equal'] });
    expect(facts('checkbox4')).toMatchObject({ sortable: false, treeable: true });
    expect(facts('date5').matches).toEqual(['equal', 'between']);
    expect(facts('uploadFile6')).toMatchObject({ sortable: false, matches: [] });
  });
});

describe('listDesignerReducer', () => {
  it('starts from the empty design and adds, reorders and removes columns', () => {
    const state = run([column('input1'), column('number2'), column('date5')]);
    expect(props(state)).toEqual(['input1', 'number2', 'date5']);
    expect(state.design.columnList[0]).toEqual({
      prop: 'input1',
      label: 'L1',
      align: 'left',
      width: null,
      sortable: false,
      fixed: 'none',
    });
    const moved = run([{ type: 'moveColumn', from: 2, to: 0 }], state);
    expect(props(moved)).toEqual(['date5', 'input1', 'number2']);
    expect(run([{ type: 'moveColumn', from: 0, to: 5 }], moved)).toBe(moved);
    expect(props(run([column('input1')], moved))).toEqual(['date5', 'number2']);
    expect(valid(moved)).toBe(true);
  });

  it('edits a column within the limits and refuses sorting a field that cannot sort', () => {
    const edit = (prop: string, changes: object): ListDesignerAction => ({
      type: 'editColumn',
      prop,
      changes,
    });
    const state = run([
      column('input1'),
      column('checkbox4'),
      edit('input1', { label: 'x'.repeat(300), align: 'right', width: 120, fixed: 'left' }),
      edit('input1', { sortable: true }),
      edit('checkbox4', { sortable: true }),
      edit('checkbox4', { width: 39 }),
    ]);
    expect(state.design.columnList).toEqual([
      {
        prop: 'input1',
        label: 'x'.repeat(LABEL_MAX_LENGTH),
        align: 'right',
        width: 120,
        sortable: true,
        fixed: 'left',
      },
      expect.objectContaining({ prop: 'checkbox4', sortable: false, width: null }),
    ]);
    expect(valid(state)).toBe(true);
    expect([
      parseWidth(''),
      parseWidth('80'),
      parseWidth('39'),
      parseWidth('1001'),
      parseWidth('8.5'),
    ]).toEqual([null, 80, undefined, undefined, undefined]);
  });

  it('keeps searches to the matches a field allows and leaves out unsearchable fields', () => {
    const state = run([
      search('input1'),
      search('number2'),
      search('uploadFile6'),
      { type: 'editSearch', prop: 'input1', changes: { match: 'between' } },
      { type: 'editSearch', prop: 'number2', changes: { match: 'between' } },
    ]);
    expect(state.design.searchList).toEqual([
      { prop: 'input1', label: 'L1', match: 'like' },
      { prop: 'number2', label: 'L2', match: 'between' },
    ]);
    const without = run([search('input1')], state).design.searchList;
    expect(without.map((s) => s.prop)).toEqual(['number2']);
  });

  it('stops adding at the schema limits', () => {
    const many = listableFields(
      form(...Array.from({ length: 120 }, (_, n) => field('input', n + 1))),
    );
    const all = many.map((f) => f.prop);
    const state = run([...all.map(column), ...all.map(search)], initialListDesigner(null, many));
    expect(state.design.columnList).toHaveLength(MAX_COLUMNS);
    expect(state.design.searchList).toHaveLength(MAX_SEARCHES);
    expect(valid(state)).toBe(true);
  });

  it('sorts by default only by a sortable chosen column, cleared when the column goes', () => {
    const sortable: ListDesignerAction = {
      type: 'editColumn',
      prop: 'number2',
      changes: { sortable: true },
    };
    const refused = run([column('number2'), { type: 'setSort', defaultSidx: 'number2' }]);
    expect(refused.design.defaultSidx).toBe('');
    const sorted = run([
      column('number2'),
      sortable,
      { type: 'setSort', defaultSidx: 'number2', sort: 'asc' },
    ]);
    expect(sorted.design).toMatchObject({ defaultSidx: 'number2', sort: 'asc' });
    expect(run([column('number2')], sorted).design.defaultSidx).toBe('');
    const unsortable = run(
      [{ type: 'editColumn', prop: 'number2', changes: { sortable: false } }],
      sorted,
    );
    expect(unsortable.design.defaultSidx).toBe('');
  });

  it('needs an option field for the tree list and a sortable field for the grouped list', () => {
    const tree = run([{ type: 'setType', listType: 2 }]);
    expect(tree.design).toMatchObject({ type: 2, treeField: 'select3' });
    const chosen = run([{ type: 'setType', listType: 2, field: 'checkbox4' }]);
    expect(chosen.design.treeField).toBe('checkbox4');
    const grouped = run([{ type: 'setType', listType: 3, field: 'date5' }], chosen);
    expect(grouped.design).toMatchObject({ type: 3, groupField: 'date5' });
    expect(grouped.design.treeField).toBeUndefined();
    expect(run([{ type: 'setType', listType: 1 }], grouped).design.groupField).toBeUndefined();
    const plain = listableFields(form(field('input', 1), field('uploadFile', 2)));
    const noTree = run([{ type: 'setType', listType: 2 }], initialListDesigner(null, plain));
    expect(noTree.design.type).toBe(1);
    expect(valid(grouped)).toBe(true);
  });

  it('drops what names a field the form lost, saying what went', () => {
    const state = run([
      column('input1'),
      column('number2'),
      { type: 'editColumn', prop: 'number2', changes: { sortable: true, label: '金额' } },
      { type: 'setSort', defaultSidx: 'number2' },
      search('number2'),
      { type: 'setType', listType: 2, field: 'select3' },
    ]);
    const fewer = listableFields(form(field('input', 1), field('checkbox', 4)));
    const after = run([{ type: 'fieldsChanged', fields: fewer }], state);
    expect(props(after)).toEqual(['input1']);
    expect(after.design).toMatchObject({
      searchList: [],
      defaultSidx: '',
      type: 2,
      treeField: 'checkbox4',
    });
    expect(after.dropped).toEqual(['金额', 'L2', 'select3']);
    expect(valid(after)).toBe(true);
    expect(run([{ type: 'dismissDropped' }], after).dropped).toEqual([]);
    const same = run([{ type: 'fieldsChanged', fields: FIELDS }], state);
    expect(same.design).toBe(state.design);
  });

  it('opens a stored design fitted to the form, an untouched one as the same object', () => {
    const stored = {
      ...EMPTY_COLUMN_DESIGN,
      columnList: run([column('input1')]).design.columnList,
    };
    expect(initialListDesigner(stored, FIELDS).design).toBe(stored);
    const gone = initialListDesigner(stored, []);
    expect(gone).toMatchObject({ dropped: ['L1'], design: { columnList: [] } });
  });

  it('keeps the buttons in their order and sets paging and permissions', () => {
    const state = run([
      { type: 'toggleToolbarButton', button: 'add' },
      { type: 'toggleToolbarButton', button: 'add' },
      { type: 'toggleRowButton', button: 'detail' },
      { type: 'setPaging', hasPage: false, pageSize: 500 },
      { type: 'setPermission', permission: 'useDataPermission', on: false },
    ]);
    expect(state.design).toMatchObject({
      btnsList: ['add', 'download', 'upload', 'batchRemove'],
      columnBtnsList: ['edit', 'remove'],
      hasPage: false,
      pageSize: 500,
      useDataPermission: false,
    });
    expect(valid(state)).toBe(true);
  });
});
