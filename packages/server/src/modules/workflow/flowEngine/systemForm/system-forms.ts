import {
  APPLY_FOR_BID_FORM,
  isSystemFormCode,
  type FormDesign,
  type SystemFormCode,
} from '@mepm/contract';
import { checkFormDesign } from '@mepm/form-engine';
import { APPLY_FOR_BID } from './apply-for-bid';
import type { SystemForm } from './system-form';

const FORMS: Record<SystemFormCode, SystemForm> = {
  [APPLY_FOR_BID_FORM]: APPLY_FOR_BID,
};

/** A system form as a flow keeps it: its name and its checked design. */
export interface SystemFormDesign {
  fullName: string;
  formData: FormDesign;
}

const checked = new Map<SystemFormCode, SystemFormDesign>();

/**
 * The system form by code, its design checked as a designer's would be (once: the forms are
 * code), or undefined for a code that names none.
 */
export function systemFormDesign(code: string): SystemFormDesign | undefined {
  if (!isSystemFormCode(code)) return undefined;
  const known = checked.get(code);
  if (known !== undefined) return known;
  const form = FORMS[code];
  const design = checkFormDesign({ formConf: { labelWidth: 120 }, fields: form.fields });
  if (!design.ok) {
    throw new Error(`system form ${code} is not a valid design: ${JSON.stringify(design.errors)}`);
  }
  const made = { fullName: form.fullName, formData: design.design };
  checked.set(code, made);
  return made;
}

/** A system form's name by code, without checking its design (lists name many flows). */
export function systemFormName(code: string): string | undefined {
  return isSystemFormCode(code) ? FORMS[code].fullName : undefined;
}
