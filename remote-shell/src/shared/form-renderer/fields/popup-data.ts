import type { DataInterfaceOptionNode } from '@mepm/contract';
import type { PopupRow } from './popup-rows';
import { cellText } from './popup-rows';

/** The rows of an options answer: nested options flattened, parents first. */
export function rowsOfOptions(list: readonly DataInterfaceOptionNode[]): PopupRow[] {
  return list.flatMap((node) => {
    const { children, ...row } = node;
    return [row, ...rowsOfOptions(children ?? [])];
  });
}

/** Rows whose shown attributes contain the keyword (case-insensitive). */
export function rowsMatching(
  rows: readonly PopupRow[],
  keyword: string,
  attributes: readonly string[],
): PopupRow[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) =>
    attributes.some((attribute) => cellText(row[attribute]).toLowerCase().includes(wanted)),
  );
}
