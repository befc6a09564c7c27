import type { FieldKey, FormField } from '@mepm/contract';
import {
  checkAddress,
  checkCascader,
  checkOptionValue,
  checkPicker,
  checkRecordId,
} from './choice-values';
import { checkNumber, checkRate, checkSlider, checkSwitch } from './number-values';
import { checkColour, checkText } from './text-values';
import { checkDate, checkDateRange, checkTime, checkTimeRange } from './time-values';
import { checkUploads } from './upload-values';
import { fail, type ValueCheck, type ValueChecker, type ValueContext } from './value-check';

/** The value check of every field type the caller writes; others carry no value of the caller's. */
const CHECKERS: Partial<Record<FieldKey, ValueChecker>> = {
  input: checkText,
  textarea: checkText,
  password: checkText,
  editor: checkText,
  signature: checkText,
  colorPicker: checkColour,
  number: checkNumber,
  amount: checkNumber,
  slider: checkSlider,
  rate: checkRate,
  switch: checkSwitch,
  radio: checkOptionValue,
  checkbox: checkOptionValue,
  select: checkOptionValue,
  treeSelect: checkOptionValue,
  cascader: checkCascader,
  date: checkDate,
  time: checkTime,
  dateRange: checkDateRange,
  timeRange: checkTimeRange,
  uploadFile: checkUploads,
  uploadImage: checkUploads,
  organizeSelect: checkPicker,
  departmentSelect: checkPicker,
  positionSelect: checkPicker,
  roleSelect: checkPicker,
  userSelect: checkPicker,
  address: checkAddress,
  relationForm: checkRecordId,
  popupSelect: checkRecordId,
};

/** Checks a non-empty value of a field by its type. */
export function checkFieldValue(
  field: FormField,
  value: unknown,
  context: ValueContext,
): ValueCheck {
  const checker = CHECKERS[field.__config__.wyzxKey];
  return checker ? checker(field, value, context) : fail('badType');
}
