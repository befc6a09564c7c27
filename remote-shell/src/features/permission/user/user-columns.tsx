import { useCallback } from 'react';
import type { UserListItem } from '@mepm/contract';
import type { GenderName } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { useGenderOptions } from '../../../kernel/dictionary/gender';
import { createdTimeColumn, enabledColumn, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';

const F = 'permission.user.fields';

/**
 * Each column with the column code that grants it (the contract's list comment: `organize`
 * covers the organisation, `position` the positions, `roles` the roles).
 */
function defineUserColumns(
  { t, dateText }: ColumnText,
  genderName: (gender: GenderName) => string,
): GrantedColumn<UserListItem>[] {
  return [
    { key: 'account', label: t(`${F}.account`), width: 140 },
    { key: 'realName', label: t(`${F}.realName`), width: 120 },
    {
      key: 'gender',
      label: t(`${F}.gender`),
      width: 80,
      render: (row) => (row.gender ? genderName(row.gender) : ''),
    },
    { key: 'mobile', label: t(`${F}.mobile`), width: 130 },
    { key: 'email', label: t(`${F}.email`) },
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
    enabledColumn(t(`${F}.enabled`)),
    createdTimeColumn(t(`${F}.createdTime`), dateText),
  ];
}

/** The users list's columns. */
export function useUserColumns(actionsOf: ((row: UserListItem) => RowAction[]) | null) {
  const { t } = useTranslation();
  const genderText = useCallback(
    (gender: GenderName) => t(`permission.user.gender.${gender}`),
    [t],
  );
  const { genderName } = useGenderOptions(genderText);
  const define = useCallback(
    (text: ColumnText) => defineUserColumns(text, genderName),
    [genderName],
  );
  return useCrudColumns({ define, actionsOf, actionsWidth: 260 });
}
