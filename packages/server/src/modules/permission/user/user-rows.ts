import type { GenderName, UserBrief, UserListItem } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../../db/schema';
import { headIconUrl } from '../../../kernel/files/file-url';

/** The columns a user list row is made of; the organisation comes from a left join. */
export const userListColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobile: users.mobile,
  email: users.email,
  organizeId: users.organizeId,
  organizeName: organizations.fullName,
  managerId: users.managerId,
  headIcon: users.headIcon,
  isAdministrator: users.isAdministrator,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

export const organizeOfUser = eq(organizations.id, users.organizeId);

export interface UserListRow {
  id: string;
  account: string;
  realName: string;
  gender: GenderName;
  mobile: string | null;
  email: string | null;
  organizeId: string | null;
  organizeName: string | null;
  managerId: string | null;
  headIcon: string;
  isAdministrator: boolean;
  enabled: boolean;
  createdAt: Date;
}

/** Every field of a list row, before column grants trim it. */
export function toUserListItem(
  row: UserListRow,
): Required<Omit<UserListItem, 'positionNames' | 'roleNames'>> {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    organizeId: row.organizeId ?? '',
    organizeName: row.organizeName ?? '',
    managerId: row.managerId ?? '',
    headIcon: headIconUrl(row.headIcon),
    isAdministrator: row.isAdministrator,
    enabled: row.enabled,
    createdTime: row.createdAt.getTime(),
  };
}

export const userBriefColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  organizeId: users.organizeId,
  organizeName: organizations.fullName,
};

export function toUserBrief(row: {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeId: string | null;
  organizeName: string | null;
}): UserBrief {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    fullName: `${row.realName}/${row.account}`,
    headIcon: headIconUrl(row.headIcon),
    organizeId: row.organizeId ?? '',
    organizeName: row.organizeName ?? '',
  };
}
