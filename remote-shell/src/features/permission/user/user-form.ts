import type { UserCreateBody, UserRecord } from '@mepm/contract';
import type { GenderName } from '@mepm/contract/codes';
import { validators } from '@mepm/form-engine';
import { chooseRequired, required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';

export interface UserFormValues {
  account: string;
  realName: string;
  gender: GenderName;
  mobile: string;
  email: string;
  organizeId: string | null;
  managerId: string;
  roleIds: string[];
  positionIds: string[];
  enabled: boolean;
}

export type UserFormField = keyof UserFormValues;

export const EMPTY_USER: UserFormValues = {
  account: '',
  realName: '',
  gender: 'unknown',
  mobile: '',
  email: '',
  organizeId: null,
  managerId: '',
  roleIds: [],
  positionIds: [],
  enabled: true,
};

export function toUserFormValues(record: UserRecord): UserFormValues {
  return {
    account: record.account,
    realName: record.realName,
    gender: record.gender,
    mobile: record.mobile,
    email: record.email,
    organizeId: record.organizeId || null,
    managerId: record.managerId,
    roleIds: record.roleIds,
    positionIds: record.positionIds,
    enabled: record.enabled,
  };
}

const FIELD = 'permission.user.fields';

/**
 * Account, name and organisation are required; the account follows the account rule, the
 * name the name rule (no symbols), and mobile and e-mail, which may stay empty, their own rules when given.
 */
export function validateUser(values: UserFormValues): FieldErrors<UserFormField> {
  const errors: FieldErrors<UserFormField> = {};
  const account = values.account.trim();
  if (!account) errors.account = required(`${FIELD}.account`);
  else if (!validators.account(account)) errors.account = { rule: 'account' };
  const realName = values.realName.trim();
  if (!realName) errors.realName = required(`${FIELD}.realName`);
  else if (!validators.name(realName)) errors.realName = { rule: 'name' };
  const mobile = values.mobile.trim();
  if (mobile && !validators.mobile(mobile)) errors.mobile = { rule: 'mobile' };
  const email = values.email.trim();
  if (email && !validators.email(email)) errors.email = { rule: 'email' };
  if (!values.organizeId) errors.organizeId = chooseRequired(`${FIELD}.organize`);
  return errors;
}

/**
 * Every field is sent, so that an emptied mobile, e-mail or manager is cleared and the roles
 * and positions replace the current ones. No password: the server's initial password applies.
 */
export function toUserBody(values: UserFormValues): UserCreateBody {
  return {
    account: values.account.trim(),
    realName: values.realName.trim(),
    gender: values.gender,
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    organizeId: values.organizeId ?? '',
    managerId: values.managerId,
    roleIds: values.roleIds,
    positionIds: values.positionIds,
    enabled: values.enabled,
  };
}
