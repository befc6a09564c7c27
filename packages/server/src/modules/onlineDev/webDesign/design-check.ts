import type { FormDesign, Language } from '@mepm/contract';
import { checkFormDesign, designErrorText } from '@mepm/form-engine';
import { badRequest } from '../../../plugins/envelope/api-error';

/** At most this many of a design's problems are told at once. */
const TOLD = 3;

/**
 * The form engine's check of a design before it is stored (the same the designer runs): a
 * refusal names each field by its label and place, in the caller's language.
 */
export function checkedDesign(input: unknown, language: Language): FormDesign {
  const check = checkFormDesign(input);
  if (check.ok) return check.design;
  const reasons = check.errors.slice(0, TOLD).map((error) => designErrorText(error, language));
  throw badRequest('designRefused', { reason: reasons.join(language === 'en' ? '; ' : '；') });
}
