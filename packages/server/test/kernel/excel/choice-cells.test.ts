/**
 * Cells of trees, pickers and ranges as form values, without a database: a tree option by any of
 * its names or by its path, a picker with no lookup, the range separators the export writes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldOption } from '@mepm/contract';
import { cellValue, type CellContext } from '../../../src/kernel/excel/cell-values';
import { field } from './field-fragment';

const tree: FieldOption[] = [
  { id: 'a', fullName: '甲', children: [{ id: 'a1', fullName: '子' }] },
  { id: 'b', fullName: '乙', children: [{ id: 'b1', fullName: '子' }] },
];
const context: CellContext = {
  timeZone: 'UTC',
  optionsOf: () => undefined,
  // A dictionary item's translation names it as well as its zh name.
  treeOf: () => ({ options: tree, names: (option) => (option.id === 'b' ? ['Second'] : []) }),
};
const problemOf = (result: ReturnType<typeof cellValue>) =>
  'problem' in result ? result.problem : undefined;

describe('tree, picker and range cells', () => {
  it('reads a tree option by a translated name, and a repeated name only by its path', () => {
    const select = field('treeSelect');
    assert.deepEqual(cellValue(select, 'Second/子', context), { value: 'b1' });
    assert.equal(problemOf(cellValue(select, '子', context))?.key, 'excelAmbiguousName');
    assert.deepEqual(cellValue(field('treeSelect', { multiple: true }), '甲, 乙', context), {
      value: ['a', 'b'],
    });
    assert.deepEqual(cellValue(field('cascader'), '乙,子', context), { value: ['b', 'b1'] });
    assert.equal(problemOf(cellValue(field('cascader'), '子', context))?.key, 'excelNoSuchOption');
  });

  it('refuses a picker name when there is nothing to look it up in', () => {
    const refused = problemOf(cellValue(field('userSelect'), 'ann', context));
    assert.deepEqual(refused, { key: 'excelUnknownName', params: { value: 'ann' } });
  });

  it('reads ranges joined by a tilde or a comma, and refuses one end alone', () => {
    assert.deepEqual(cellValue(field('timeRange'), '08:00，09:30', context), {
      value: ['08:00:00', '09:30:00'],
    });
    assert.deepEqual(cellValue(field('dateRange'), '2026-01-02～2026-01-03', context), {
      value: [Date.UTC(2026, 0, 2), Date.UTC(2026, 0, 3)],
    });
    assert.equal(
      problemOf(cellValue(field('dateRange'), '2026-01-02', context))?.key,
      'excelNotRange',
    );
    assert.equal(
      problemOf(cellValue(field('dateRange'), '2026-01-02 ~ x', context))?.key,
      'excelNotDate',
    );
  });
});
