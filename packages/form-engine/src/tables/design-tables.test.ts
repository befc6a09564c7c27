import type { FormDesign, FormField } from '@mepm/contract';
import { columnTypeOf } from './column-of-field';
import { designTables, type DesignedTable } from './design-tables';
import { snakeCase } from './snake-case';

let formId = 0;
const field = (wyzxKey: string, vModel: string, props: object = {}): FormField =>
  ({
    __config__: { wyzxKey, label: `${vModel} label`, formId: ++formId },
    __vModel__: vModel,
    ...props,
  }) as FormField;

const subTable = (vModel: string, children: FormField[]): FormField =>
  ({
    __config__: { wyzxKey: 'table', label: '明细', formId: ++formId, children },
    __vModel__: vModel,
  }) as FormField;

const row = (children: FormField[]): FormField =>
  ({ __config__: { wyzxKey: 'row', label: 'row', formId: ++formId, children } }) as FormField;

const form = (fields: FormField[]): FormDesign => ({ formConf: {}, fields }) as FormDesign;

const of = { enCode: 'PurchaseOrder', fullName: '采购申请' };

function tablesOf(design: FormDesign, options: object = {}): DesignedTable[] {
  const result = designTables(design, { ...of, ...options });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.tables;
}

const columnNames = (table: DesignedTable | undefined) =>
  table?.design.columns.map((column) => column.name);

describe('snakeCase', () => {
  it('splits words at capitals, lower-cases and cuts to 63 characters', () => {
    expect(snakeCase('orderNo')).toBe('order_no');
    expect(snakeCase('HTMLName')).toBe('html_name');
    expect(snakeCase('item2Price')).toBe('item2_price');
    expect(snakeCase('order.c01ab')).toBe('order_c01ab');
    expect(snakeCase('a'.repeat(70))).toHaveLength(63);
  });
});

describe('designTables', () => {
  it('names the main table after the code and adds the system columns before the fields', () => {
    const [main] = tablesOf(form([field('input', 'orderNo', { maxlength: 40 })]));
    expect(main?.design.name).toBe('wyzx_purchase_order');
    expect(main?.design.comment).toBe('采购申请');
    expect(columnNames(main)).toEqual([
      'f_id',
      'f_creator_user_id',
      'f_created_at',
      'f_modifier_user_id',
      'f_updated_at',
      'f_version',
      'f_delete_mark',
      'order_no',
    ]);
    expect(main?.design.columns[0]).toMatchObject({
      type: 'varchar',
      length: 50,
      primaryKey: true,
    });
    expect(main?.design.columns.at(-1)).toMatchObject({
      type: 'varchar',
      length: 40,
      nullable: true,
      comment: 'orderNo label',
    });
    expect(main?.entry).toMatchObject({ table: 'wyzx_purchase_order', typeId: '1' });
  });

  it('puts fields inside layouts in the main table and a sub-table in its own', () => {
    const tables = tablesOf(
      form([
        row([field('textarea', 'remark')]),
        subTable('lines', [field('number', 'qty', { precision: 3 })]),
      ]),
    );
    expect(tables).toHaveLength(2);
    const [main, lines] = tables;
    expect(columnNames(main)).toContain('remark');
    expect(columnNames(main)).not.toContain('lines');
    expect(lines?.design.name).toBe('wyzx_purchase_order_lines');
    expect(columnNames(lines)).toEqual(['f_id', 'f_foreign_id', 'qty']);
    expect(lines?.entry).toEqual({
      table: 'wyzx_purchase_order_lines',
      typeId: '0',
      tableField: 'lines',
      relationTable: 'wyzx_purchase_order',
      relationField: 'f_id',
      foreignField: 'f_foreign_id',
    });
  });

  it('keeps the table names the design’s tables JSON gives', () => {
    const tables = tablesOf(form([subTable('lines', [field('input', 'sku')])]), {
      tables: [
        { table: 'wyzx_po_main', typeId: '1' },
        { table: 'wyzx_po_lines', typeId: '0', tableField: 'lines' },
      ],
    });
    expect(tables.map((table) => table.design.name)).toEqual(['wyzx_po_main', 'wyzx_po_lines']);
  });

  it('leaves display fields out', () => {
    const divider = { __config__: { wyzxKey: 'divider', label: '分割线', formId: 99 } };
    const [main] = tablesOf(form([divider as FormField, field('input', 'name')]));
    expect(columnNames(main)?.slice(7)).toEqual(['name']);
  });

  it('refuses a key that is a system column after snake casing', () => {
    const result = designTables(form([field('input', 'fVersion')]), of);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          kind: 'systemColumn',
          table: 'wyzx_purchase_order',
          key: 'fVersion',
          column: 'f_version',
        },
      ],
    });
    const child = designTables(form([subTable('lines', [field('input', 'f_foreign_id')])]), of);
    expect(child.ok ? [] : child.problems.map((problem) => problem.kind)).toEqual(['systemColumn']);
  });

  it('refuses two keys that snake-case to one column, naming both', () => {
    const result = designTables(form([field('input', 'orderNo'), field('input', 'order_no')]), of);
    expect(result.ok ? [] : result.problems).toEqual([
      {
        kind: 'sameColumn',
        table: 'wyzx_purchase_order',
        keys: ['orderNo', 'order_no'],
        column: 'order_no',
      },
    ]);
  });

  it('refuses a table name the database cannot hold or reserves, and one table twice', () => {
    const bad = designTables(form([field('input', 'a')]), {
      ...of,
      tables: [{ table: 'pg_shadow', typeId: '1' }],
    });
    expect(bad.ok ? [] : bad.problems).toEqual([{ kind: 'badTableName', table: 'pg_shadow' }]);
    const platformLike = designTables(form([field('input', 'a')]), {
      ...of,
      tables: [{ table: 'users', typeId: '1' }],
    });
    expect(platformLike.ok ? [] : platformLike.problems).toEqual([
      { kind: 'badTableName', table: 'users' },
    ]);
    const twice = designTables(form([subTable('lines', [field('input', 'a')])]), {
      ...of,
      tables: [
        { table: 'wyzx_t_main', typeId: '1' },
        { table: 'wyzx_t_main', typeId: '0', tableField: 'lines' },
      ],
    });
    expect(twice.ok ? [] : twice.problems).toEqual([{ kind: 'sameTable', table: 'wyzx_t_main' }]);
  });
});

describe('columnTypeOf', () => {
  const type = (wyzxKey: string, props: object = {}) => columnTypeOf(field(wyzxKey, 'x', props));

  it('gives texts a varchar of their limit, text above 4000 or without a short limit', () => {
    expect(type('input', { maxlength: 100 })).toEqual({ type: 'varchar', length: 100 });
    expect(type('input', { maxlength: 4001 })).toEqual({ type: 'text' });
    // The engine accepts 10,000 characters in an input without a limit.
    expect(type('input')).toEqual({ type: 'text' });
    expect(type('password')).toEqual({ type: 'varchar', length: 200 });
    expect(type('textarea', { maxlength: 10 })).toEqual({ type: 'text' });
    expect(type('editor')).toEqual({ type: 'text' });
  });

  it('gives numbers exact decimals of their precision', () => {
    expect(type('number', { precision: 3 })).toEqual({ type: 'decimal', length: 38, scale: 3 });
    expect(type('amount')).toEqual({ type: 'decimal', length: 38, scale: 2 });
    expect(type('calculate', { precision: 0 })).toEqual({ type: 'decimal', length: 38, scale: 0 });
    expect(type('rate')).toEqual({ type: 'decimal', length: 38, scale: 1 });
  });

  it('stores a switch of numbers as int and one of texts as varchar', () => {
    expect(type('switch')).toEqual({ type: 'int' });
    expect(type('switch', { activeValue: 'Y', inactiveValue: 'N' })).toEqual({
      type: 'varchar',
      length: 20,
    });
  });

  it('stores dates as ms, times as HH:mm:ss, single ids as varchar and lists as JSON', () => {
    expect(type('date', { type: 'date' })).toEqual({ type: 'bigint' });
    expect(type('createTime')).toEqual({ type: 'bigint' });
    expect(type('time')).toEqual({ type: 'varchar', length: 8 });
    expect(type('select')).toEqual({ type: 'varchar', length: 255 });
    expect(type('select', { multiple: true })).toEqual({ type: 'jsonb' });
    expect(type('userSelect', { multiple: true })).toEqual({ type: 'jsonb' });
    expect(type('radio')).toEqual({ type: 'varchar', length: 255 });
    for (const key of ['checkbox', 'cascader', 'dateRange', 'timeRange', 'uploadFile', 'address']) {
      expect(type(key)).toEqual({ type: 'jsonb' });
    }
    expect(type('billRule')).toEqual({ type: 'varchar', length: 100 });
  });
});
