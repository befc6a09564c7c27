import type { CurrentUserBaseInfo, UpdateBaseInfoBody } from '@mepm/contract';
import type { GenderName } from '@mepm/contract/codes';
import { validators } from '@mepm/form-engine';
import type { FieldErrors } from '../../../shared/crud';

export interface BaseInfoValues {
  realName: string;
  gender: GenderName;
  mobile: string;
  email: string;
  signature: string;
}

export type BaseInfoField = keyof BaseInfoValues;

export function toFormValues(info: CurrentUserBaseInfo): BaseInfoValues {
  return {
    realName: info.realName,
    gender: info.gender,
    mobile: info.mobile,
    email: info.email,
    signature: info.signature,
  };
}

/**
 * The name is required; mobile and e-mail may be left empty (the server then clears them), but
 * when given they must pass their field rules.
 */
export function validateBaseInfo(values: BaseInfoValues): FieldErrors<BaseInfoField> {
  const errors: FieldErrors<BaseInfoField> = {};
  if (!values.realName.trim()) errors.realName = { key: 'profile.baseInfo.realNameRequired' };
  const mobile = values.mobile.trim();
  if (mobile && !validators.mobile(mobile)) errors.mobile = { rule: 'mobile' };
  const email = values.email.trim();
  if (email && !validators.email(email)) errors.email = { rule: 'email' };
  return errors;
}

/** Every field is sent, so an emptied mobile, e-mail or signature is cleared on the server. */
export function toUpdateBody(values: BaseInfoValues): UpdateBaseInfoBody {
  return {
    realName: values.realName.trim(),
    gender: values.gender,
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    signature: values.signature.trim(),
  };
}
