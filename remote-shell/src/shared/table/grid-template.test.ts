import { gridTemplate, MAX_FIT_WIDTH } from './types';
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
});
