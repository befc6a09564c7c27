import type { UserListItem } from '@mepm/contract';
import type { AllowedColumns } from '../../../plugins/permission';

/** The list fields each column element of the user menu (see the seeded menu) governs. */
const COLUMN_FIELDS: Record<string, (keyof UserListItem)[]> = {
  account: ['account'],
  // The avatar shows beside the name.
  realName: ['realName', 'headIcon'],
  gender: ['gender'],
  mobile: ['mobile'],
  email: ['email'],
  organize: ['organizeId', 'organizeName'],
  position: ['positionNames'],
  roles: ['roleNames'],
  enabled: ['enabled'],
  createdTime: ['createdTime'],
};

/**
 * The row's key, the one field every row needs. Fields no column governs (managerId,
 * isAdministrator) reach only callers whose columns are not restricted.
 */
export const ALWAYS_SHOWN: (keyof UserListItem)[] = ['id'];

/** The granted column codes as the list fields they uncover. */
export function userFieldsFor(allowed: AllowedColumns): AllowedColumns {
  if (allowed === 'all') return 'all';
  return new Set([...allowed].flatMap((code) => COLUMN_FIELDS[code] ?? []));
}
