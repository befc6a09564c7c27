import type { DataModelColumn, DataModelColumnDesign, DataModelTableDesign } from '@mepm/contract';
import { planTables, widens } from './table-plan';

const stored = (
  name: string,
  design: DataModelColumn['design'],
  length: number | null = null,
  scale: number | null = null,
): DataModelColumn => ({
  name,
  type: design === 'varchar' ? `character varying(${length})` : String(design),
  design,
  length,
  scale,
  nullable: true,
  primaryKey: false,
  defaultValue: null,
  comment: '',
});

const wanted = (
  name: string,
  type: DataModelColumnDesign['type'],
  length?: number,
  scale?: number,
): DataModelColumnDesign => ({
  name,
  type,
  ...(length === undefined ? {} : { length }),
  ...(scale === undefined ? {} : { scale }),
  nullable: true,
  primaryKey: false,
});

const table = (name: string, columns: DataModelColumnDesign[]): DataModelTableDesign => ({
  name,
  columns,
});

describe('widens', () => {
  it('accepts a longer varchar, varchar to text, int to bigint and a roomier decimal', () => {
    expect(widens(stored('a', 'varchar', 50), wanted('a', 'varchar', 100))).toBe(true);
    expect(widens(stored('a', 'varchar', 50), wanted('a', 'text'))).toBe(true);
    expect(widens(stored('a', 'int'), wanted('a', 'bigint'))).toBe(true);
    expect(widens(stored('a', 'decimal', 18, 2), wanted('a', 'decimal', 38, 4))).toBe(true);
    expect(widens(stored('a', 'int'), wanted('a', 'decimal', 38, 2))).toBe(true);
  });

  it('refuses a shorter varchar, fewer digits either side of the point and other types', () => {
    expect(widens(stored('a', 'varchar', 100), wanted('a', 'varchar', 50))).toBe(false);
    expect(widens(stored('a', 'decimal', 38, 2), wanted('a', 'decimal', 38, 4))).toBe(false);
    expect(widens(stored('a', 'decimal', 18, 4), wanted('a', 'decimal', 18, 2))).toBe(false);
    expect(widens(stored('a', 'text'), wanted('a', 'varchar', 255))).toBe(false);
    expect(widens(stored('a', 'bigint'), wanted('a', 'int'))).toBe(false);
    expect(widens(stored('a', 'varchar', 10), wanted('a', 'jsonb'))).toBe(false);
    expect(widens(stored('a', 'bigint'), wanted('a', 'decimal', 18, 2))).toBe(false);
  });
});

describe('planTables', () => {
  it('creates a table the database lacks, with nothing destructive', () => {
    const design = table('t', [wanted('f_id', 'varchar', 50)]);
    expect(planTables(new Map(), [design])).toEqual({
      steps: [{ kind: 'create', design }],
      destructive: [],
    });
  });

  it('keeps existing columns under their names, adds new ones and widens safely', () => {
    const current = new Map([['t', [stored('name', 'varchar', 50)]]]);
    const plan = planTables(current, [
      table('t', [wanted('name', 'varchar', 100), wanted('remark', 'text')]),
    ]);
    expect(plan.destructive).toEqual([]);
    expect(plan.steps).toEqual([
      {
        kind: 'alter',
        design: table('t', [
          { ...wanted('name', 'varchar', 100), originalName: 'name' },
          wanted('remark', 'text'),
        ]),
      },
    ]);
  });

  it('lists dropped columns, narrowed and changed types, and dropped tables by name', () => {
    const current = new Map([
      ['t', [stored('gone', 'text'), stored('name', 'varchar', 100), stored('qty', 'int')]],
      ['old_lines', [stored('f_id', 'varchar', 50)]],
    ]);
    const plan = planTables(
      current,
      [table('t', [wanted('name', 'varchar', 20), wanted('qty', 'jsonb')])],
      ['old_lines', 'never_made'],
    );
    expect(plan.destructive).toEqual([
      { table: 't', column: 'gone', change: 'dropColumn' },
      {
        table: 't',
        column: 'name',
        change: 'narrow',
        from: 'character varying(100)',
        to: 'varchar(20)',
      },
      { table: 't', column: 'qty', change: 'retype', from: 'int', to: 'jsonb' },
      { table: 'old_lines', change: 'dropTable' },
    ]);
    expect(plan.steps.map((step) => step.kind)).toEqual(['alter', 'drop']);
  });
});
