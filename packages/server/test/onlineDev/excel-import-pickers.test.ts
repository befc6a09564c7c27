/**
 * Import of the pickers, cascades and ranges: users by account or unique real name, organisations,
 * departments, positions and roles by code or unique name, cascader and tree select paths, date
 * and time ranges; unknown and ambiguous names refused by cell; an export imports back as it was.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { excelCalls, readBack, report, workbook } from './excel-support';
import { PICKER_KEYS, pickerPeople, startPickerDesign } from './excel-picker-support';
import { createdId, pageCalls, startRecordPage, type RecordPage } from './records-support';

/** Midnight of a day in Asia/Shanghai, the import's and export's default time zone. */
const shanghaiDay = (month: number, day: number) => Date.UTC(2026, month - 1, day) - 8 * 3_600_000;

describe('Excel import of pickers, cascades and ranges', () => {
  let page: RecordPage;
  let picker: RecordPage;
  let table = '';
  let people: Awaited<ReturnType<typeof pickerPeople>>;
  const stored = async () => {
    const result = await page.h.db.execute<Record<string, unknown>>(
      sql`select ${sql.join(
        PICKER_KEYS.map((key) => sql.identifier(key)),
        sql`, `,
      )} from ${sql.identifier(table)} order by name`,
    );
    return result.rows;
  };
  before(async () => {
    page = await startRecordPage();
    people = await pickerPeople(page);
    const design = await startPickerDesign(page, [people.ann]);
    picker = { ...page, designId: design.id };
    table = design.table;
  });
  beforeEach(async () => {
    await page.h.db.execute(sql`delete from ${sql.identifier(table)}`);
  });
  after(() => page.h.close());

  const calls = () => excelCalls(picker, page.admin, null);
  const t = (name: string) => `${name}${people.tag}`;

  it('lists the pickers, cascades and ranges in the template', async () => {
    const template = await calls().template();
    assert.equal(template.statusCode, 200, template.body);
    assert.deepEqual((await readBack(template.rawPayload)).headers, PICKER_KEYS);
  });

  it('reads accounts, codes, unique names, paths and ranges as the stored values', async () => {
    const file = await workbook(PICKER_KEYS, [
      [
        'good',
        t('ann'),
        `${t('Bob')}, ${t('same1')}`,
        t('Sales'),
        t('salesco'),
        t('Clerk'),
        `${t('editor')}；${t('Reader')}`,
        'China/Zhejiang/Hangzhou',
        'China/Zhejiang; USA/California',
        'Tools/Misc',
        '2026-03-01 ~ 2026-03-05',
        '08:00:00 ~ 17:30:00',
        t('Ann'),
      ],
    ]);
    const written = report(await calls().import(file));
    assert.deepEqual(written.errors, []);
    assert.equal(written.written, 1);
    assert.deepEqual(await stored(), [
      {
        name: 'good',
        owner: people.ann,
        helpers: [people.bob, people.same1],
        // The company of the same name is not a department.
        dept: people.sales,
        org: people.salesCompany,
        post: people.clerk,
        role: [people.editor, people.reader],
        area: ['cn', 'zj', 'hz'],
        // A path may stop above the leaves, as the cascader lets a person choose.
        areas: [
          ['cn', 'zj'],
          ['us', 'ca'],
        ],
        node: 'tools-misc',
        period: [shanghaiDay(3, 1), shanghaiDay(3, 5)],
        hours: ['08:00:00', '17:30:00'],
        lead: people.ann,
      },
    ]);
  });

  it('refuses unknown and ambiguous names by cell, the same for a name held elsewhere', async () => {
    const row = (column: string, value: string) => {
      const cells: (string | null)[] = PICKER_KEYS.map(() => null);
      cells[0] = column;
      cells[PICKER_KEYS.indexOf(column)] = value;
      return cells;
    };
    const file = await workbook(PICKER_KEYS, [
      row('owner', t('nobody')),
      row('owner', t('Same')),
      row('helpers', `${t('ann')},${t('Same')}`),
      // A position's name is no department, and says so as a name nobody has would.
      row('dept', t('Clerk')),
      row('dept', t('Same')),
      // A company and a department share it: both are organisations.
      row('org', t('Sales')),
      row('post', t('Same')),
      row('role', `${t('editor')},${t('nobody')}`),
      row('area', 'China/Nowhere'),
      row('node', 'Misc'),
      row('period', '2026-03-01'),
      row('period', '2026-03-05 ~ 2026-03-01'),
      row('hours', '25:00:00 ~ 26:00:00'),
      // Bob exists, but the field may not hold him: told as a name nobody has.
      row('lead', t('bob')),
    ]);
    const checked = report(await calls().preview(file));
    assert.equal(checked.valid, 0);
    assert.deepEqual(
      checked.errors.map((error) => [error.row, error.column]),
      [
        [2, 'owner'],
        [3, 'owner'],
        [4, 'helpers'],
        [5, 'dept'],
        [6, 'dept'],
        [7, 'org'],
        [8, 'post'],
        [9, 'role'],
        [10, 'area'],
        [11, 'node'],
        [12, 'period'],
        [13, 'period'],
        [14, 'hours'],
        [15, 'lead'],
      ],
    );
    const messages = checked.errors.map((error) => error.message);
    assert.equal(messages[0], `${t('nobody')}不存在`);
    assert.equal(messages[3], `${t('Clerk')}不存在`);
    for (const index of [1, 2, 4, 5, 6, 9]) assert.match(messages[index] ?? '', /不止一个/);
    assert.equal(messages[7], `${t('nobody')}不存在`);
    assert.match(messages[8] ?? '', /Nowhere/);
    assert.match(messages[10] ?? '', /不是有效的范围/);
    assert.notEqual(messages[11], messages[10]);
    // 25:00:00 reads as a time; the form engine refuses its format.
    assert.match(messages[12] ?? '', /格式不正确/);
    assert.equal(messages[13], `${t('bob')}不存在`);
  });

  it('imports an export back as the same stored values', async () => {
    const records = pageCalls(picker, page.admin, null);
    await createdId(records, {
      name: 'first',
      owner: people.ann,
      helpers: [people.bob, people.ann],
      dept: people.sales,
      org: people.head,
      post: people.clerk,
      role: [people.editor, people.reader],
      area: ['us', 'ca'],
      node: 'pens',
      period: [shanghaiDay(1, 2), shanghaiDay(2, 3)],
      hours: ['09:15:00', '18:00:00'],
      lead: people.ann,
    });
    await createdId(records, { name: 'second', owner: people.same1, dept: people.ops2 });
    const before = await stored();
    const exported = await calls().export({ selectKey: PICKER_KEYS });
    assert.equal(exported.statusCode, 200, exported.body);
    const { headers, rows } = await readBack(exported.rawPayload);
    await page.h.db.execute(sql`delete from ${sql.identifier(table)}`);
    // The second record's user and department bear shared names: named so, they are refused.
    const refused = report(await calls().import(await workbook(headers, rows as never)));
    const second = 2 + rows.findIndex((row) => row[0] === 'second');
    assert.deepEqual(
      refused.errors.map((error) => [error.row, error.column]),
      [
        [second, 'owner'],
        [second, 'dept'],
      ],
    );
    assert.deepEqual(await stored(), before.slice(0, 1));
  });
});
