/**
 * Cells as form values: numbers typed as text, dates typed or formatted in the user's zone,
 * times, switches, options by name or id, headers by label or key.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldOption } from '@mepm/contract';
import { cellValue, type CellContext } from '../../../src/kernel/excel/cell-values';
import { mapHeaders, type ImportField } from '../../../src/kernel/excel/import-fields';
import { formatInstant, instantOf, parseDateText } from '../../../src/kernel/excel/zoned-time';
import { field } from './field-fragment';

const colours: FieldOption[] = [
  { id: 'r', fullName: '红色' },
  { id: 'g', fullName: '绿色' },
  { id: 3, fullName: 'b' },
];
const context: CellContext = { timeZone: 'Asia/Shanghai', optionsOf: () => colours };

describe('cell values', () => {
  it('reads numbers typed as numbers or text', () => {
    assert.deepEqual(cellValue(field('number'), 12.5, context), { value: 12.5 });
    assert.deepEqual(cellValue(field('amount'), '1,234.50', context), { value: 1234.5 });
    const bad = cellValue(field('number'), 'twelve', context);
    assert.ok('problem' in bad && bad.problem.key === 'excelNotNumber');
  });

  it('places dates in the time zone, typed or formatted', () => {
    const expected = Date.UTC(2026, 2, 5, 6, 30); // 14:30 in Shanghai
    assert.deepEqual(cellValue(field('date'), '2026-03-05 14:30', context), { value: expected });
    assert.deepEqual(cellValue(field('date'), '2026年3月5日', context), {
      value: Date.UTC(2026, 2, 4, 16),
    });
    const typed = { wallClock: Date.UTC(2026, 2, 5, 14, 30) };
    assert.deepEqual(cellValue(field('date'), typed, context), { value: expected });
    const bad = cellValue(field('date'), '2026-02-30', context);
    assert.ok('problem' in bad && bad.problem.key === 'excelNotDate');
    assert.equal(formatInstant(expected, 'yyyy-MM-dd HH:mm', 'Asia/Shanghai'), '2026-03-05 14:30');
  });

  it('handles daylight saving zones and rejects impossible dates', () => {
    const wall = Date.UTC(2026, 6, 1, 12);
    assert.equal(instantOf(wall, 'Europe/Berlin'), Date.UTC(2026, 6, 1, 10));
    assert.equal(parseDateText('2026-13-01'), undefined);
    assert.equal(parseDateText('2026/1/2 25:00'), undefined);
  });

  it('formats instants on both sides of a zone change inside an hour, repeatedly', () => {
    // St. John's moves its clocks at 02:00 local, 05:30 UTC: mid-hour, so an offset remembered
    // for the hour would be wrong on one side of the change.
    const change = Date.UTC(2026, 2, 8, 5, 30);
    const format = 'yyyy年MM月dd日 HH:mm:ss';
    for (let round = 0; round < 2; round++) {
      assert.equal(
        formatInstant(change - 1000, format, 'America/St_Johns'),
        '2026年03月08日 01:59:59',
      );
      assert.equal(formatInstant(change, format, 'America/St_Johns'), '2026年03月08日 03:00:00');
      assert.equal(
        formatInstant(change + 3_600_000, format, 'America/St_Johns'),
        '2026年03月08日 04:00:00',
      );
    }
    // Lord Howe moves by half an hour, at 02:00 local (15:00 UTC) on the first Sunday of April.
    const back = Date.UTC(2026, 3, 4, 15);
    assert.equal(formatInstant(back - 1000, 'HH:mm:ss', 'Australia/Lord_Howe'), '01:59:59');
    assert.equal(formatInstant(back, 'HH:mm:ss', 'Australia/Lord_Howe'), '01:30:00');
  });

  it('reads times as text or as a time of day', () => {
    assert.deepEqual(cellValue(field('time'), '9:05', context), { value: '09:05:00' });
    const noon = { wallClock: Date.UTC(1899, 11, 30, 12, 15) };
    assert.deepEqual(cellValue(field('time', { format: 'HH:mm' }), noon, context), {
      value: '12:15',
    });
  });

  it('maps switch words and the design’s own texts', () => {
    const sw = field('switch', { activeText: '在职', inactiveText: '离职' });
    assert.deepEqual(cellValue(sw, '在职', context), { value: 1 });
    assert.deepEqual(cellValue(sw, '否', context), { value: 0 });
    assert.deepEqual(cellValue(sw, true, context), { value: 1 });
    const bad = cellValue(sw, 'maybe', context);
    assert.ok('problem' in bad && bad.problem.params.on === '在职');
  });

  it('maps option names (or ids) to ids, several for a checkbox', () => {
    assert.deepEqual(cellValue(field('select'), '绿色', context), { value: 'g' });
    assert.deepEqual(cellValue(field('radio'), 3, context), { value: 3 });
    assert.deepEqual(cellValue(field('checkbox'), '红色，b', context), { value: ['r', 3] });
    const bad = cellValue(field('select'), '紫色', context);
    assert.ok('problem' in bad && bad.problem.params.value === '紫色');
  });

  it('leaves empty cells empty and text as text', () => {
    assert.deepEqual(cellValue(field('number'), '  ', context), { value: undefined });
    assert.deepEqual(cellValue(field('input'), 42, context), { value: '42' });
  });
});

describe('header mapping', () => {
  const fields: ImportField[] = [
    { key: 'name', label: '名称', field: field('input') },
    { key: 'qty', label: '数量', field: field('number') },
  ];

  it('maps by label or key and lists the others', () => {
    const mapped = mapHeaders(['数量 *', 'NAME', 'extra', ''], fields);
    assert.ok('columns' in mapped);
    assert.deepEqual(
      mapped.columns.map((column) => column?.key),
      ['qty', 'name', undefined, undefined],
    );
    assert.deepEqual(mapped.ignored, ['extra']);
  });

  it('refuses two columns for one field', () => {
    assert.deepEqual(mapHeaders(['名称', 'name'], fields), { duplicate: 'name' });
  });
});
