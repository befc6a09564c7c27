import type { AreaBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import {
  EMPTY_CODED_RECORD,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordField, CodedRecordValues, FieldErrors } from '../../../shared/crud';

export const FIELDS = 'system.area.fields';

/** The area form: the coded fields; the parent is chosen by where the dialog was opened. */
export type AreaValues = CodedRecordValues;

export { EMPTY_CODED_RECORD as EMPTY_AREA, toCodedValues as toAreaValues };

/** Code and name required; the code is the national division code, digits only. */
export function validateArea(values: AreaValues): FieldErrors<CodedRecordField> {
  const errors = validateCodedRecord(values, FIELDS);
  const code = values.enCode.trim();
  // Digits pass the general code rule too, so this is the only rule left to apply.
  if (code && !validators.numericCode(code)) errors.enCode = { rule: 'numericCode' };
  return errors;
}

export function toAreaBody(values: AreaValues, parentId: string): AreaBody {
  return { ...toCodedBody(values), parentId };
}
