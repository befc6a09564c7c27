import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** The server sorts; the table only shows and changes this. `null`: the server's own order. */
export interface SortState {
  key: string;
  order: SortOrder;
}

export interface TableColumn<Row> {
  /** The row property shown when there is no `render`; also the sort key sent to the server. */
  key: string;
  label: string;
  /** Pixels; columns without a width share the remaining space. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
}

/** The CSS grid template shared by the header row and every body row, so columns line up. */
export function gridTemplate(columns: readonly TableColumn<never>[], selectable: boolean): string {
  const tracks = columns.map((column) =>
    column.width === undefined ? 'minmax(120px, 1fr)' : `${column.width}px`,
  );
  return [selectable ? '48px' : null, ...tracks].filter(Boolean).join(' ');
}

/** The value a plain column shows: the row's property of the column's key. */
export function cellValue(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}
