import type { BillDateFormat, BillRuleBody, BillRuleRecord } from '@mepm/contract';
import { BILL_DIGITS_MAX, BILL_START_NUMBER_MAX } from '@mepm/contract/paths';
import { validators } from '@mepm/form-engine';
import {
  EMPTY_CODED_RECORD,
  required,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordValues, FieldErrors } from '../../../shared/crud';

export const FIELDS = 'system.billRule.fields';

/** The form's values: numbers as typed, checked before they are sent. */
export interface BillRuleValues extends CodedRecordValues {
  category: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digits: string;
  startNumber: string;
  resetPerPeriod: boolean;
}

export type BillRuleField = keyof BillRuleValues;

export const EMPTY_BILL_RULE: BillRuleValues = {
  ...EMPTY_CODED_RECORD,
  category: '',
  prefix: '',
  dateFormat: 'yyyyMMdd',
  digits: '4',
  startNumber: '1',
  resetPerPeriod: true,
};

export function toBillRuleValues(record: BillRuleRecord | undefined): BillRuleValues {
  if (record === undefined) return EMPTY_BILL_RULE;
  return {
    ...toCodedValues(record),
    category: record.category,
    prefix: record.prefix,
    dateFormat: record.dateFormat,
    digits: String(record.digits),
    startNumber: String(record.startNumber),
    resetPerPeriod: record.resetPerPeriod,
  };
}

/** A whole number within bounds, or undefined. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!validators.numericCode(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** The coded fields' rules, digits 1-12 and a start number of 0 or more (as the server). */
export function validateBillRule(values: BillRuleValues): FieldErrors<BillRuleField> {
  const errors: FieldErrors<BillRuleField> = validateCodedRecord(values, FIELDS);
  if (!values.digits.trim()) errors.digits = required(`${FIELDS}.digits`);
  else if (wholeNumber(values.digits, 1, BILL_DIGITS_MAX) === undefined)
    errors.digits = { rule: 'positiveInteger' };
  if (!values.startNumber.trim()) errors.startNumber = required(`${FIELDS}.startNumber`);
  else if (wholeNumber(values.startNumber, 0, BILL_START_NUMBER_MAX) === undefined)
    errors.startNumber = { rule: 'numericCode' };
  return errors;
}

export function toBillRuleBody(values: BillRuleValues): BillRuleBody {
  return {
    ...toCodedBody(values),
    category: values.category.trim(),
    prefix: values.prefix.trim(),
    dateFormat: values.dateFormat,
    digits: Number(values.digits.trim()),
    startNumber: Number(values.startNumber.trim()),
    resetPerPeriod: values.resetPerPeriod,
  };
}
