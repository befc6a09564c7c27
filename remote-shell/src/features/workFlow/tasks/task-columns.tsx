import { useMemo } from 'react';
import type { FlowLaunchRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { RowActions, useDateText } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import type { TableColumn } from '../../../shared/table';
import { StatusChip, UrgencyChip } from './TaskChips';

/**
 * The columns of a list of tasks (the caller's own, the monitor's): title, flow, `afterFlow`
 * (the list's own), status and urgency chips, current steps, created time and the row's buttons.
 * `actionsOf` and `afterFlow` should keep their identity between renders.
 */
export function useTaskColumns<Row extends FlowLaunchRow>(
  actionsOf: (row: Row) => RowAction[],
  afterFlow: readonly TableColumn<Row>[] = [],
): TableColumn<Row>[] {
  const { t } = useTranslation();
  const dateText = useDateText();
  return useMemo<TableColumn<Row>[]>(
    () => [
      { key: 'fullName', label: t('workFlow.tasks.columns.fullName') },
      { key: 'flowName', label: t('workFlow.tasks.columns.flowName') },
      ...afterFlow,
      {
        key: 'status',
        label: t('workFlow.tasks.columns.status'),
        render: (row) => <StatusChip status={row.status} />,
      },
      {
        key: 'urgent',
        label: t('workFlow.tasks.columns.urgent'),
        render: (row) => <UrgencyChip urgent={row.urgent} />,
      },
      { key: 'currentNodes', label: t('workFlow.tasks.columns.currentNodes') },
      {
        key: 'createdTime',
        label: t('workFlow.tasks.columns.createdTime'),
        render: (row) => dateText(row.createdTime),
      },
      {
        key: 'actions',
        label: t('crud.list.actions'),
        pinned: true,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      },
    ],
    [t, dateText, actionsOf, afterFlow],
  );
}
