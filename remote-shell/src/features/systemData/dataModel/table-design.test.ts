import type { DataModelTableInfo } from '@mepm/contract';
import { newTableValues, tableBody, tableValues, validateTable } from './table-design';

const info: DataModelTableInfo = {
  name: 'orders',
  kind: 'table',
  comment: '订单',
  rows: 3,
  readOnly: false,
  indexes: [],
  version: 'v1',
  columns: [
    {
      name: 'id',
      type: 'character varying(36)',
      design: 'varchar',
      length: 36,
      scale: null,
      nullable: false,
      primaryKey: true,
      defaultValue: null,
      comment: '',
    },
    {
      name: 'amount',
      type: 'numeric(12,2)',
      design: 'decimal',
      length: 12,
      scale: 2,
      nullable: true,
      primaryKey: false,
      defaultValue: '0',
      comment: '金额',
    },
  ],
};

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

describe('the table designer’s values', () => {
  it('round-trips a table: every column names what it was, numbers stay numbers', () => {
    expect(tableBody(tableValues(info))).toEqual({
      name: 'orders',
      comment: '订单',
      version: 'v1',
      columns: [
        {
          originalName: 'id',
          name: 'id',
          type: 'varchar',
          length: 36,
          nullable: false,
          primaryKey: true,
          defaultValue: null,
          comment: '',
        },
        {
          originalName: 'amount',
          name: 'amount',
          type: 'decimal',
          length: 12,
          scale: 2,
          nullable: true,
          primaryKey: false,
          defaultValue: '0',
          comment: '金额',
        },
      ],
    });
  });

  it('sends a new column without an original, and drops a length its type does not take', () => {
    const values = newTableValues();
    values.name = 'notes';
    values.columns.push({
      ...at(values.columns, 0),
      key: 'k2',
      name: 'body',
      type: 'text',
      length: '80',
      primaryKey: false,
      nullable: true,
    });
    const body = tableBody(values);
    expect(body.columns[1]).toEqual({
      name: 'body',
      type: 'text',
      nullable: true,
      primaryKey: false,
      defaultValue: null,
      comment: '',
    });
    expect(body.columns[0]).not.toHaveProperty('originalName');
  });

  it('makes a key column required whatever its box says', () => {
    const values = tableValues(info);
    values.columns[0] = { ...at(values.columns, 0), nullable: true };
    expect(tableBody(values).columns[0]?.nullable).toBe(false);
  });

  it('refuses a bad table name, repeated or bad column names and a non-number length', () => {
    const values = tableValues(info);
    values.name = 'Orders';
    values.columns.push({ ...at(values.columns, 1), key: 'copy', originalName: undefined });
    values.columns.push({
      ...at(values.columns, 1),
      key: 'odd',
      name: '1st',
      originalName: undefined,
    });
    values.columns[0] = { ...at(values.columns, 0), length: 'abc' };
    const errors = validateTable(values);
    expect(errors.name).toEqual({ key: 'systemData.dataModel.badName' });
    const rows = errors.rows ?? {};
    expect(rows.copy).toEqual({
      key: 'systemData.dataModel.duplicateColumn',
      values: { column: 'amount' },
    });
    expect(rows.odd).toEqual({ key: 'systemData.dataModel.badName' });
    expect(rows[at(values.columns, 0).key]).toMatchObject({
      key: 'systemData.dataModel.badNumber',
    });
    expect(validateTable({ ...values, columns: [] }).columns).toBeDefined();
  });

  it('accepts the table it read back', () => {
    expect(validateTable(tableValues(info))).toEqual({});
  });
});
