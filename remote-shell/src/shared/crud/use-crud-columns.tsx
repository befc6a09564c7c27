import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../table';
import { RowActions } from './RowActions';
import type { RowAction } from './RowActions';
import { useColumnGrants } from './use-column-grants';
import { useDateText } from './use-date-text';

/** A data column and the column code that grants it, when that is not its key. */
export type GrantedColumn<Row> = TableColumn<Row> & { code?: string };

/** What column definitions need to write their texts. */
export interface ColumnText {
  t: TFunction;
  dateText: (time: number | undefined) => string;
}

export interface CrudColumnsOptions<Row> {
  /** The data columns in order; keep it stable (a module function or useCallback). */
  define: (text: ColumnText) => GrantedColumn<Row>[];
  /** From `useCrudList`; null leaves the actions column out. */
  actionsOf: ((row: Row) => RowAction[]) | null;
  /** Pixels of the actions column at least; it grows to fit its buttons. */
  actionsWidth: number;
}

/**
 * A list's columns: the data columns the caller is granted, then the row buttons, pinned to the
 * right edge so that they stay in view however wide the list.
 */
export function useCrudColumns<Row>(options: CrudColumnsOptions<Row>): TableColumn<Row>[] {
  const { define, actionsOf, actionsWidth } = options;
  const { t } = useTranslation();
  const granted = useColumnGrants();
  const dateText = useDateText();
  return useMemo(() => {
    const shown: TableColumn<Row>[] = define({ t, dateText })
      .filter((column) => granted(column.code ?? column.key))
      .map(({ code: _code, ...column }) => column);
    if (actionsOf) {
      shown.push({
        key: 'actions',
        label: t('crud.list.actions'),
        width: actionsWidth,
        pinned: true,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      });
    }
    return shown;
  }, [define, t, dateText, granted, actionsOf, actionsWidth]);
}
