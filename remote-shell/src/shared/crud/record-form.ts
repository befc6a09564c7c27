import { validators } from '@mepm/form-engine';
import type { TextPrefix } from '../../kernel/i18n/text-key';
import { required } from './field-error';
import type { FieldErrors } from './field-error';

/** The fields companies, departments, positions and roles share. */
export interface CodedRecordValues {
  enCode: string;
  fullName: string;
  description: string;
  sortCode: string;
  enabled: boolean;
}

export type CodedRecordField = keyof CodedRecordValues;

export const EMPTY_CODED_RECORD: CodedRecordValues = {
  enCode: '',
  fullName: '',
  description: '',
  sortCode: '0',
  enabled: true,
};

export function toCodedValues(record: {
  enCode: string;
  fullName: string;
  description: string;
  sortCode: number;
  enabled: boolean;
}): CodedRecordValues {
  return {
    enCode: record.enCode,
    fullName: record.fullName,
    description: record.description,
    sortCode: String(record.sortCode),
    enabled: record.enabled,
  };
}

/**
 * Code and name are required, the code follows the code rule; the sort code, when given,
 * is a whole number. `fields` is the translation prefix of the record's field labels.
 */
export function validateCodedRecord(
  values: CodedRecordValues,
  fields: TextPrefix<'enCode' | 'fullName'>,
): FieldErrors<CodedRecordField> {
  const errors: FieldErrors<CodedRecordField> = {};
  const enCode = values.enCode.trim();
  if (!enCode) errors.enCode = required(`${fields}.enCode`);
  else if (!validators.code(enCode)) errors.enCode = { rule: 'code' };
  if (!values.fullName.trim()) errors.fullName = required(`${fields}.fullName`);
  const sortCode = values.sortCode.trim();
  if (sortCode && sortCode !== '0' && !validators.positiveInteger(sortCode))
    errors.sortCode = { rule: 'positiveInteger' };
  return errors;
}

export function toCodedBody(values: CodedRecordValues) {
  return {
    enCode: values.enCode.trim(),
    fullName: values.fullName.trim(),
    description: values.description.trim(),
    sortCode: Number(values.sortCode.trim() || '0'),
    enabled: values.enabled,
  };
}
