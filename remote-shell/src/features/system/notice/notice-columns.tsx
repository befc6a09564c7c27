import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import type { MessageListItem } from '@mepm/contract';
import { EnabledChip, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS } from './notice-form';

/** The state switch of a row, for callers holding btn_state; null shows the state only. */
export type StateSwitch = ((row: MessageListItem) => void) | null;

function defineNoticeColumns(toggle: StateSwitch) {
  return ({ t, dateText }: ColumnText): GrantedColumn<MessageListItem>[] => [
    { key: 'title', label: t(`${FIELDS}.title`), width: 240 },
    {
      key: 'type',
      label: t(`${FIELDS}.type`),
      width: 90,
      render: (row) => t(`system.notice.types.${row.type}`),
    },
    { key: 'creatorUser', label: t(`${FIELDS}.creatorUser`), width: 110 },
    {
      key: 'lastModifyTime',
      label: t(`${FIELDS}.lastModifyTime`),
      width: 150,
      render: (row) => dateText(row.lastModifyTime),
    },
    {
      key: 'released',
      label: t(`${FIELDS}.released`),
      width: 100,
      render: (row) => (
        <Chip
          size="small"
          color={row.released ? 'primary' : 'default'}
          label={t(`system.notice.releaseState.${row.released ? 'released' : 'draft'}`)}
        />
      ),
    },
    {
      key: 'releaseTime',
      label: t(`${FIELDS}.releaseTime`),
      width: 150,
      render: (row) => (row.releaseTime === null ? '' : dateText(row.releaseTime)),
    },
    {
      key: 'readCount',
      label: t('system.notice.readInfo.isRead'),
      width: 90,
      render: (row) => (row.released ? `${row.readCount} / ${row.receiverCount}` : ''),
    },
    {
      key: 'enabled',
      label: t(`${FIELDS}.enabled`),
      width: 90,
      render: (row) =>
        toggle ? (
          <Switch
            size="small"
            checked={row.enabled}
            onChange={() => toggle(row)}
            slotProps={{ input: { 'aria-label': `${t(`${FIELDS}.enabled`)} ${row.title}` } }}
          />
        ) : (
          <EnabledChip enabled={row.enabled} />
        ),
    },
  ];
}

/** The messages list's columns; `toggle` switches a row's state (null: the state is only shown). */
export function useNoticeColumns(
  actionsOf: ((row: MessageListItem) => RowAction[]) | null,
  toggle: StateSwitch,
) {
  const define = useMemo(() => defineNoticeColumns(toggle), [toggle]);
  return useCrudColumns({ define, actionsOf, actionsWidth: 260 });
}
