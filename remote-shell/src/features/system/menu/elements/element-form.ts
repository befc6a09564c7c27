import type { ModuleElement } from '@mepm/contract';
import { ELEMENT_CODE_PATTERN } from '@mepm/contract/codes';
import type { FieldErrors } from '../../../../shared/crud';

export interface ElementValues {
  enCode: string;
  fullName: string;
  sortCode: string;
}
export type ElementField = keyof ElementValues;
export type ElementErrors = FieldErrors<ElementField>;

export const EMPTY_ELEMENT: ElementValues = { enCode: '', fullName: '', sortCode: '0' };

export function toElementValues(element: ModuleElement): ElementValues {
  return { enCode: element.enCode, fullName: element.fullName, sortCode: String(element.sortCode) };
}

/**
 * Element codes are the code rule plus underscores, since the default buttons are btn_add,
 * btn_edit and btn_remove; the server applies the same contract pattern.
 */
export function validateElement(values: ElementValues): ElementErrors {
  const errors: ElementErrors = {};
  const code = values.enCode.trim();
  if (!code)
    errors.enCode = { key: 'system.menu.form.required', field: 'system.menu.element.enCode' };
  else if (!ELEMENT_CODE_PATTERN.test(code))
    errors.enCode = { key: 'system.menu.element.codeInvalid' };
  if (!values.fullName.trim()) {
    errors.fullName = { key: 'system.menu.form.required', field: 'system.menu.element.fullName' };
  }
  if (!/^\d{1,6}$/.test(values.sortCode.trim())) {
    errors.sortCode = { key: 'system.menu.form.sortInvalid' };
  }
  return errors;
}

export function elementBody(moduleId: string, values: ElementValues) {
  return {
    moduleId,
    enCode: values.enCode.trim(),
    fullName: values.fullName.trim(),
    sortCode: Number(values.sortCode.trim()),
  };
}
