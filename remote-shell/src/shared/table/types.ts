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
  /**
   * Pixels at least; a column grows to its widest content in view (up to `MAX_FIT_WIDTH`), and
   * columns without a width share the remaining space.
   */
  width?: number;
  /** Stays at the right edge while the table scrolls sideways (the row buttons). */
  pinned?: boolean;
  /**
   * Stays at the left edge while the table scrolls sideways (a list design's fixed column). It
   * is exactly `width` wide (`PINNED_LEFT_WIDTH` without one), never grown to its content, so
   * that the next such column knows where it starts.
   */
  pinnedLeft?: boolean;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
}

/** The widest a column grows to fit its content; longer text is cut with an ellipsis. */
export const MAX_FIT_WIDTH = 320;
const FLEXIBLE_MIN_WIDTH = 120;
export const PINNED_LEFT_WIDTH = 120;
/** The selection checkbox's track. */
const SELECT_WIDTH = 48;

/**
 * The CSS grid template shared by the header row and every body row, so columns line up.
 * `contentWidths` are the pixels each column's content needs (padding included), as measured.
 */
export function gridTemplate(
  columns: readonly TableColumn<never>[],
  selectable: boolean,
  contentWidths: ReadonlyMap<string, number> = new Map(),
): string {
  const tracks = columns.map((column) => {
    if (column.pinnedLeft) return `${column.width ?? PINNED_LEFT_WIDTH}px`;
    const content = Math.min(contentWidths.get(column.key) ?? 0, MAX_FIT_WIDTH);
    // Pinned buttons must never be cut, whatever the cap.
    const fit = column.pinned ? (contentWidths.get(column.key) ?? 0) : content;
    if (column.width === undefined) return `minmax(${Math.max(FLEXIBLE_MIN_WIDTH, fit)}px, 1fr)`;
    return `${Math.ceil(Math.max(column.width, fit))}px`;
  });
  return [selectable ? `${SELECT_WIDTH}px` : null, ...tracks].filter(Boolean).join(' ');
}

/**
 * Where each left-pinned column sticks: after the checkbox (which sticks too once any column
 * does) and the left-pinned columns before it. Empty when no column is pinned left.
 */
export function leftOffsets(
  columns: readonly TableColumn<never>[],
  selectable: boolean,
): ReadonlyMap<string, number> {
  const offsets = new Map<string, number>();
  let left = selectable ? SELECT_WIDTH : 0;
  for (const column of columns) {
    if (!column.pinnedLeft) continue;
    offsets.set(column.key, left);
    left += column.width ?? PINNED_LEFT_WIDTH;
  }
  return offsets;
}

/** The value a plain column shows: the row's property of the column's key. */
export function cellValue(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}
