import { useMemo } from 'react';
import type { FormField, OnlineDevRow } from '@mepm/contract';
import type { ListRowButton } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import { RowActions } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import { TruncatedText } from '../../../shared/table';
import type { TableColumn } from '../../../shared/table';
import { displayText } from './display-text';
import type { PageRights } from './rights';

export type RowHandlers = Record<ListRowButton, (row: OnlineDevRow) => void>;

/** The key of the row buttons' column; no field key has this shape. */
export const ACTIONS_KEY = '#actions';

const SIDE_ORDER = { left: 0, none: 1, right: 2 } as const;

/** Left-fixed columns first, right-fixed ones last, each side in the design's order. */
function byFixedSide<C extends { fixed: keyof typeof SIDE_ORDER }>(columns: readonly C[]): C[] {
  return [...columns].sort((a, b) => SIDE_ORDER[a.fixed] - SIDE_ORDER[b.fixed]);
}

/**
 * The table's columns: the list design's columns the caller may see (label, alignment, width,
 * server sort), each showing the row's display value (dates in the
 * field's format), then the granted row buttons fixed on the right. Left-fixed columns come
 * first and stay in view; right-fixed ones come last, before the buttons, which alone stay at
 * the right edge (the buttons' width is measured, so nothing can stick left of them).
 */
export function useRecordColumns(
  rights: PageRights,
  fields: ReadonlyMap<string, FormField>,
  handlers: RowHandlers,
): TableColumn<OnlineDevRow>[] {
  const { t } = useTranslation();
  const language = useShownLanguage();
  return useMemo(() => {
    const columns: TableColumn<OnlineDevRow>[] = byFixedSide(rights.columns).map((column) => ({
      key: column.prop,
      label: column.label || (fields.get(column.prop)?.__config__.label ?? column.prop),
      align: column.align,
      width: column.width ?? undefined,
      sortable: column.sortable,
      pinnedLeft: column.fixed === 'left',
      render: (row) => (
        <TruncatedText
          text={displayText(fields.get(column.prop), row.data[column.prop], language)}
        />
      ),
    }));
    const labels: Record<ListRowButton, string> = {
      edit: t('crud.buttons.edit'),
      remove: t('crud.buttons.remove'),
      detail: t('onlineDev.records.buttons.detail'),
    };
    const buttons = (['detail', 'edit', 'remove'] as const).filter((button) =>
      rights.row.has(button),
    );
    if (buttons.length === 0) return columns;
    const actionsOf = (row: OnlineDevRow): RowAction[] =>
      buttons.map((button) => ({
        label: labels[button],
        danger: button === 'remove',
        onClick: () => handlers[button](row),
      }));
    return [
      ...columns,
      {
        key: ACTIONS_KEY,
        label: t('crud.list.actions'),
        pinned: true,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      },
    ];
  }, [rights, fields, handlers, t, language]);
}
