import { useMemo } from 'react';
import type { UserListItem } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../shared/table';
import { EnabledChip } from '../common/EnabledChip';
import { RowActions } from '../common/RowActions';
import type { RowAction } from '../common/RowActions';
import { useColumnGrants } from '../common/use-column-grants';
import { useDateText } from '../common/use-date-text';

const F = 'permission.user.fields';

/**
 * The users list's columns, each with the column code that grants it (the contract's list
 * comment: `organize` covers the organisation, `position` the positions, `roles` the roles).
 */
export function useUserColumns(
  actionsOf: ((row: UserListItem) => RowAction[]) | null,
): TableColumn<UserListItem>[] {
  const { t } = useTranslation();
  const granted = useColumnGrants();
  const dateText = useDateText();
  return useMemo(() => {
    const columns: (TableColumn<UserListItem> & { code: string })[] = [
      { code: 'account', key: 'account', label: t(`${F}.account`), width: 140 },
      { code: 'realName', key: 'realName', label: t(`${F}.realName`), width: 120 },
      {
        code: 'gender',
        key: 'gender',
        label: t(`${F}.gender`),
        width: 80,
        render: (row) => (row.gender ? t(`permission.user.gender.${row.gender}`) : ''),
      },
      { code: 'mobile', key: 'mobile', label: t(`${F}.mobile`), width: 130 },
      { code: 'email', key: 'email', label: t(`${F}.email`) },
      { code: 'organize', key: 'organizeName', label: t(`${F}.organize`) },
      {
        code: 'position',
        key: 'positionNames',
        label: t(`${F}.positions`),
        render: (row) => row.positionNames?.join(', '),
      },
      {
        code: 'roles',
        key: 'roleNames',
        label: t(`${F}.roles`),
        render: (row) => row.roleNames?.join(', '),
      },
      {
        code: 'enabled',
        key: 'enabled',
        label: t(`${F}.enabled`),
        width: 90,
        render: (row) => <EnabledChip enabled={row.enabled} />,
      },
      {
        code: 'createdTime',
        key: 'createdTime',
        label: t(`${F}.createdTime`),
        width: 150,
        render: (row) => dateText(row.createdTime),
      },
    ];
    const shown: TableColumn<UserListItem>[] = columns
      .filter((column) => granted(column.code))
      .map(({ code: _code, ...column }) => column);
    if (actionsOf) {
      shown.push({
        key: 'actions',
        label: t('permission.common.actions'),
        width: 260,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      });
    }
    return shown;
  }, [t, granted, dateText, actionsOf]);
}
