import { useMemo } from 'react';
import type { PositionRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../shared/table';
import { EnabledChip } from '../common/EnabledChip';
import { RowActions } from '../common/RowActions';
import type { RowAction } from '../common/RowActions';
import { useColumnGrants } from '../common/use-column-grants';
import { useDateText } from '../common/use-date-text';

const F = 'permission.position.fields';

/** The positions list's columns; the column codes are the field names (`organize` for its name). */
export function usePositionColumns(
  actionsOf: ((row: PositionRecord) => RowAction[]) | null,
): TableColumn<PositionRecord>[] {
  const { t } = useTranslation();
  const granted = useColumnGrants();
  const dateText = useDateText();
  return useMemo(() => {
    const columns: (TableColumn<PositionRecord> & { code: string })[] = [
      { code: 'enCode', key: 'enCode', label: t(`${F}.enCode`), width: 160 },
      { code: 'fullName', key: 'fullName', label: t(`${F}.fullName`), width: 180 },
      { code: 'organize', key: 'organizeName', label: t(`${F}.organize`) },
      { code: 'description', key: 'description', label: t(`${F}.description`) },
      { code: 'sortCode', key: 'sortCode', label: t(`${F}.sortCode`), width: 80 },
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
    const shown: TableColumn<PositionRecord>[] = columns
      .filter((column) => granted(column.code))
      .map(({ code: _code, ...column }) => column);
    if (actionsOf) {
      shown.push({
        key: 'actions',
        label: t('permission.common.actions'),
        width: 160,
        render: (row) => <RowActions actions={actionsOf(row)} />,
      });
    }
    return shown;
  }, [t, granted, dateText, actionsOf]);
}
