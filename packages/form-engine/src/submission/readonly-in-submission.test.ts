import { describe, expect, it } from '@jest/globals';
import { SUB_ROW_ID, type FieldOption, type FormDesign, type FormField } from '@mepm/contract';
import { checkFormDesign } from '../design/check-design';
import { OPTIONS_UNAVAILABLE, type SubmissionContext } from './submission-types';
import { validateSubmission } from './validate-submission';

const locked = {
  logic: 'and' as const,
  items: [{ field: 'state', op: 'eq' as const, value: 'done' }],
};

/** A state that locks the price by linkage, a fixed code, a note the price reveals, a table. */
const design: FormDesign = {
  formConf: {},
  fields: [
    { __config__: { wyzxKey: 'input', label: '状态', formId: 1 }, __vModel__: 'state' },
    {
      __config__: { wyzxKey: 'number', label: '价格', formId: 2, linkage: { readonly: locked } },
      __vModel__: 'price',
    },
    {
      __config__: { wyzxKey: 'input', label: '编码', formId: 3, defaultValue: 'C-1' },
      __vModel__: 'code',
      readonly: true,
    },
    {
      __config__: {
        wyzxKey: 'input',
        label: '批注',
        formId: 4,
        linkage: { visible: { logic: 'and', items: [{ field: 'code', op: 'eq', value: 'VIP' }] } },
      },
      __vModel__: 'note',
    },
    {
      __config__: {
        wyzxKey: 'input',
        label: '备注',
        formId: 8,
        linkage: { visible: { logic: 'and', items: [{ field: 'code', op: 'eq', value: 'C-1' }] } },
      },
      __vModel__: 'remark',
    },
    {
      __config__: {
        wyzxKey: 'calculate',
        label: '含税',
        formId: 9,
      },
      __vModel__: 'gross',
      expression: [
        { type: 'field', field: 'price' },
        { type: 'operator', value: '*' },
        { type: 'number', value: 2 },
      ],
    },
    {
      __config__: {
        wyzxKey: 'table',
        label: '明细',
        formId: 5,
        children: [
          { __config__: { wyzxKey: 'input', label: '名', formId: 6 }, __vModel__: 'item' },
          {
            __config__: { wyzxKey: 'number', label: '价', formId: 7, defaultValue: 1 },
            __vModel__: 'cost',
            disabled: true,
          },
          {
            __config__: {
              wyzxKey: 'input',
              label: '注',
              formId: 10,
              linkage: {
                visible: { logic: 'and', items: [{ field: 'state', op: 'eq', value: 'show' }] },
              },
            },
            __vModel__: 'memo',
          },
        ],
      },
      __vModel__: 'lines',
    },
  ] as FormField[],
};

const create: SubmissionContext = { language: 'zh', mode: 'create' };
const valuesOf = (values: unknown, context: SubmissionContext) => {
  const result = validateSubmission(design, values, context);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.values;
};

describe('read-only fields in a submission', () => {
  it('is a design the check accepts', () => {
    expect(checkFormDesign(design)).toMatchObject({ ok: true });
  });

  it('takes the default of a read-only field on create, whatever was sent', () => {
    const values = valuesOf({ state: 'new', price: 5, code: 'FORGED', lines: [] }, create);
    expect(values).toMatchObject({ price: 5, code: 'C-1' });
  });

  it('drops a write to a field linkage makes read-only: on update the stored value stands', () => {
    const update: SubmissionContext = {
      ...create,
      mode: 'update',
      stored: { state: 'done', price: 9 },
    };
    // The state is not sent: linkage reads the stored one, which locks the price.
    expect(valuesOf({ price: 1 }, update)).toEqual({});
    // Unlocked by what is sent, the price is written.
    expect(valuesOf({ state: 'open', price: 1 }, update)).toEqual({
      state: 'open',
      price: 1,
      gross: 2,
    });
    expect(valuesOf({ state: 'done', price: 1 }, create)).toMatchObject({ price: null });
  });

  it('does not let a forged read-only value show another field', () => {
    const values = valuesOf({ state: 'x', code: 'VIP', note: 'sneaked in', lines: [] }, create);
    expect(values).not.toHaveProperty('note');
    expect(values.code).toBe('C-1');
  });

  it('lets linkage read the default of a read-only field the caller did not send', () => {
    expect(valuesOf({ remark: 'shown', lines: [] }, create)).toMatchObject({ remark: 'shown' });
  });

  it('leaves a calculation over a dropped read-only write to its stored value on update', () => {
    const update: SubmissionContext = { ...create, mode: 'update', stored: { state: 'done' } };
    expect(valuesOf({ price: 50 }, update)).toEqual({});
    expect(valuesOf({ state: 'open', price: 50 }, update)).toMatchObject({ price: 50, gross: 100 });
  });

  it('keeps read-only cells: the column default on create, the stored cell on update', () => {
    const rows = [
      { item: 'a', cost: 100 },
      { item: 'b', cost: 200 },
    ];
    expect(valuesOf({ lines: rows }, create).lines).toEqual([
      { item: 'a', cost: 1 },
      { item: 'b', cost: 1 },
    ]);
    const update: SubmissionContext = {
      ...create,
      mode: 'update',
      stored: { lines: [{ item: 'a', cost: 7 }] },
    };
    // Rows stored before rows had ids are matched by position.
    expect(valuesOf({ lines: rows }, update).lines).toEqual([
      { item: 'a', cost: 7 },
      { item: 'b', cost: 1 },
    ]);
  });
});

describe('sub-table rows by their ids', () => {
  const stored = {
    lines: [
      { [SUB_ROW_ID]: 'r1', item: 'a', cost: 7 },
      { [SUB_ROW_ID]: 'r2', item: 'b', cost: 8 },
      { [SUB_ROW_ID]: 'r3', item: 'c', cost: 9 },
    ],
  };
  /** The server's context: stored values and fresh ids new-1, new-2, … */
  const onServer = (mode: 'create' | 'update'): SubmissionContext => {
    let made = 0;
    return { ...create, mode, stored, newRowId: () => `new-${(made += 1)}` };
  };

  it('keeps the read-only cells of a row by its id when rows are removed and reordered', () => {
    const sent = [
      { [SUB_ROW_ID]: 'r3', item: 'c2', cost: 0 },
      { [SUB_ROW_ID]: 'r1', item: 'a', cost: 0 },
    ];
    expect(valuesOf({ lines: sent }, onServer('update')).lines).toEqual([
      { [SUB_ROW_ID]: 'r3', item: 'c2', cost: 9 },
      { [SUB_ROW_ID]: 'r1', item: 'a', cost: 7 },
    ]);
  });

  it('makes a new row of a copied, unknown, malformed or missing id: a fresh id, the default', () => {
    const sent = [
      { [SUB_ROW_ID]: 'r2', item: 'b' },
      { [SUB_ROW_ID]: 'r2', item: 'copy of b' },
      { [SUB_ROW_ID]: 'r9', item: 'forged' },
      { [SUB_ROW_ID]: '<r1>', item: 'malformed' },
      { [SUB_ROW_ID]: 1, item: 'a number' },
      { item: 'added' },
    ];
    expect(valuesOf({ lines: sent }, onServer('update')).lines).toEqual([
      { [SUB_ROW_ID]: 'r2', item: 'b', cost: 8 },
      { [SUB_ROW_ID]: 'new-1', item: 'copy of b', cost: 1 },
      { [SUB_ROW_ID]: 'new-2', item: 'forged', cost: 1 },
      { [SUB_ROW_ID]: 'new-3', item: 'malformed', cost: 1 },
      { [SUB_ROW_ID]: 'new-4', item: 'a number', cost: 1 },
      { [SUB_ROW_ID]: 'new-5', item: 'added', cost: 1 },
    ]);
  });

  it('gives rows matched by position (stored without ids) fresh ids, whatever was sent', () => {
    let made = 0;
    const legacy: SubmissionContext = {
      ...create,
      mode: 'update',
      stored: {
        lines: [
          { item: 'a', cost: 7 },
          { item: 'b', cost: 8 },
        ],
      },
      newRowId: () => `new-${(made += 1)}`,
    };
    const sent = [
      { [SUB_ROW_ID]: 'x', item: 'a' },
      { [SUB_ROW_ID]: 'x', item: 'b' },
    ];
    expect(valuesOf({ lines: sent }, legacy).lines).toEqual([
      { [SUB_ROW_ID]: 'new-1', item: 'a', cost: 7 },
      { [SUB_ROW_ID]: 'new-2', item: 'b', cost: 8 },
    ]);
  });

  it('lets no row take the cells of an id two stored rows hold', () => {
    const twice: SubmissionContext = {
      ...onServer('update'),
      stored: {
        lines: [
          { [SUB_ROW_ID]: 'x', item: 'a', cost: 7 },
          { [SUB_ROW_ID]: 'x', item: 'b', cost: 8 },
        ],
      },
    };
    expect(valuesOf({ lines: [{ [SUB_ROW_ID]: 'x', item: 'a' }] }, twice).lines).toEqual([
      { [SUB_ROW_ID]: 'new-1', item: 'a', cost: 1 },
    ]);
  });

  it('keeps a hidden column’s cell from the row’s stored row, since rows are written whole', () => {
    const withMemo: SubmissionContext = {
      ...onServer('update'),
      stored: { lines: [{ [SUB_ROW_ID]: 'r1', item: 'a', cost: 7, memo: 'kept' }] },
    };
    const sent = [
      { [SUB_ROW_ID]: 'r1', item: 'a2', memo: 'forged' },
      { item: 'new', memo: 'forged' },
    ];
    expect(valuesOf({ lines: sent }, withMemo).lines).toEqual([
      { [SUB_ROW_ID]: 'r1', item: 'a2', cost: 7, memo: 'kept' },
      { [SUB_ROW_ID]: 'new-1', item: 'new', cost: 1 },
    ]);
  });

  it('gives every row a fresh id on create, even one naming a stored row', () => {
    const sent = [{ [SUB_ROW_ID]: 'r1', item: 'a', cost: 100 }];
    expect(valuesOf({ lines: sent }, onServer('create')).lines).toEqual([
      { [SUB_ROW_ID]: 'new-1', item: 'a', cost: 1 },
    ]);
  });

  it('passes well-formed ids as sent where no ids are made (the browser)', () => {
    const update: SubmissionContext = { ...create, mode: 'update' };
    const sent = [
      { [SUB_ROW_ID]: 'r2', item: 'b' },
      { [SUB_ROW_ID]: 'a b', item: 'x' },
      { item: 'n' },
    ];
    expect(valuesOf({ lines: sent }, update).lines).toEqual([
      { [SUB_ROW_ID]: 'r2', item: 'b', cost: 1 },
      { item: 'x', cost: 1 },
      { item: 'n', cost: 1 },
    ]);
  });
});

describe('options that could not be read', () => {
  const choice: FormDesign = {
    formConf: {},
    fields: [
      {
        __config__: {
          wyzxKey: 'select',
          label: '客户',
          formId: 1,
          dataType: 'dynamic',
          propsUrl: 'i1',
        },
        __vModel__: 'client',
      },
    ] as FormField[],
  };
  const context = (options: readonly FieldOption[] | typeof OPTIONS_UNAVAILABLE) => ({
    language: 'en' as const,
    mode: 'create' as const,
    optionsOf: () => options,
  });

  it('refuses a value when the options are unavailable, and accepts an empty one', () => {
    expect(validateSubmission(choice, { client: 'c1' }, context(OPTIONS_UNAVAILABLE))).toEqual({
      ok: false,
      errors: [
        {
          field: 'client',
          label: '客户',
          key: 'optionsUnavailable',
          message: 'The options of 客户 cannot be read, so it cannot be submitted now',
        },
      ],
    });
    expect(validateSubmission(choice, { client: '' }, context(OPTIONS_UNAVAILABLE))).toEqual({
      ok: true,
      values: { client: null },
    });
    expect(
      validateSubmission(choice, { client: 'c1' }, context([{ id: 'c1', fullName: '甲' }])),
    ).toMatchObject({ ok: true });
  });
});
