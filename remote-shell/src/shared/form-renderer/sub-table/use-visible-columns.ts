import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useRendererContext } from '../renderer-context';
import type { ValuedControl } from '../valued-control';

/** The linkage key of a sub-table column, as the form engine names it. */
export const columnKeyOf = (table: string, column: string) => `${table}.${column}`;

/**
 * The columns linkage shows. The table re-renders only when the set changes, not on every
 * change of a column's other state.
 */
export function useVisibleColumns(table: string, columns: readonly ValuedControl[]) {
  const { linkage } = useRendererContext();
  const keys = useMemo(
    () => columns.map((column) => columnKeyOf(table, column.__vModel__)),
    [table, columns],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = keys.map((key) => linkage.subscribe(key, listener));
      return () => stops.forEach((stop) => stop());
    },
    [keys, linkage],
  );
  const snapshot = useCallback(
    () => keys.map((key) => (linkage.get(key).visible ? '1' : '0')).join(''),
    [keys, linkage],
  );
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => columns.filter((_, index) => shown[index] === '1'), [columns, shown]);
}
