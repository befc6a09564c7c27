import type { FormDesign } from '@mepm/contract';
import { checkFormDesign, type DesignCheck } from '@mepm/form-engine';

const checks = new WeakMap<FormDesign, DesignCheck>();

/**
 * The form engine's check of a design, once per design object: the designer's state replaces the
 * object on every change, so the badge, the problems list and the preview of one state share it.
 */
export function checkedDesign(design: FormDesign): DesignCheck {
  const known = checks.get(design);
  if (known) return known;
  const checked = checkFormDesign(design);
  checks.set(design, checked);
  return checked;
}
