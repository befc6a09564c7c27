import { gridTemplate, leftOffsets, MAX_FIT_WIDTH } from './types';
import type { TableColumn } from './types';

const columns: TableColumn<never>[] = [
  { key: 'gender', label: 'Gender', width: 80 },
  { key: 'email', label: 'Email' },
  { key: 'actions', label: 'Actions', width: 160, pinned: true },
];

describe('gridTemplate', () => {
  it('keeps the declared widths when nothing was measured', () => {
    expect(gridTemplate(columns, false)).toBe('80px minmax(120px, 1fr) 160px');
    expect(gridTemplate(columns, true)).toBe('48px 80px minmax(120px, 1fr) 160px');
  });

  it('grows columns to their content and never shrinks them below their width', () => {
    const measured = new Map([
      ['gender', 104.4],
      ['email', 230],
      ['actions', 120],
    ]);
    expect(gridTemplate(columns, false, measured)).toBe('105px minmax(230px, 1fr) 160px');
  });

  it('caps long content but never the pinned buttons', () => {
    const measured = new Map([
      ['gender', 900],
      ['email', 900],
      ['actions', 420],
    ]);
    expect(gridTemplate(columns, false, measured)).toBe(
      `${MAX_FIT_WIDTH}px minmax(${MAX_FIT_WIDTH}px, 1fr) 420px`,
    );
  });

  it('keeps left-pinned columns at their width, each sticking after the ones before it', () => {
    const pinned: TableColumn<never>[] = [
      { key: 'code', label: 'Code', width: 90, pinnedLeft: true },
      { key: 'name', label: 'Name', pinnedLeft: true },
      { key: 'email', label: 'Email' },
    ];
    const measured = new Map([['code', 300]]);
    expect(gridTemplate(pinned, true, measured)).toBe('48px 90px 120px minmax(120px, 1fr)');
    expect([...leftOffsets(pinned, true)]).toEqual([
      ['code', 48],
      ['name', 138],
    ]);
    expect(leftOffsets(columns, false).size).toBe(0);
  });
});
