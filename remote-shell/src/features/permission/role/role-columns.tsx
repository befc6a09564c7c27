import { useMemo } from 'react';
import type { RoleRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../shared/table';
import { EnabledChip } from '../common/EnabledChip';
import { RowActions } from '../common/RowActions';
import type { RowAction } from '../common/RowActions';
import { useColumnGrants } from '../common/use-column-grants';
import { useDateText } from '../common/use-date-text';

const F = 'permission.role.fields';

/** The roles list's columns; the column codes are the field names. */
export function useRoleColumns(
  actionsOf: ((row: RoleRecord) => RowAction[]) | null,
): TableColumn<RoleRecord>[] {
  const { t } = useTranslation();
  const granted = useColumnGrants();
  const dateText = useDateText();
  return useMemo(() => {
    const columns: TableColumn<RoleRecord>[] = [
      { key: 'enCode', label: t(`${F}.enCode`), width: 160 },
      { key: 'fullName', label: t(`${F}.fullName`), width: 180 },
      { key: 'description', label: t(`${F}.description`) },
      { key: 'sortCode', label: t(`${F}.sortCode`), width: 80 },
      {
        key: 'enabled',
        label: t(`${F}.enabled`),
        width: 90,
        render: (row) => <EnabledChip enabled={row.enabled} />,
      },
      {
        key: 'createdTime',
        label: t(`${F}.createdTime`),
        width: 150,
        render: (row) => dateText(row.createdTime),
      },
    ];
    const shown = columns.filter((column) => granted(column.key));
    if (actionsOf) {
      shown.push({
        key: 'actions',
        label: t('permission.common.actions'),
        width: 200,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      });
    }
    return shown;
  }, [t, granted, dateText, actionsOf]);
}
