import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessages } from '@mepm/form-engine';
import type { RuleName } from '@mepm/form-engine';
import { isLanguage } from '../../kernel/i18n/language';
import type { TextKey } from '../../kernel/i18n/text-key';

/**
 * Why a field was refused: a named field rule (its own message in three languages) or a
 * translation key with the field's label. Kept as a description rather than text so that a
 * language switch re-translates a prompt already shown.
 */
export type FieldError =
  | { rule: RuleName }
  | { key: TextKey; field?: TextKey; values?: Readonly<Record<string, number | string>> };

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export function required(field: TextKey): FieldError {
  return { key: 'crud.form.required', field };
}

/** A password shorter than the system configuration's minimum (the server cannot see it). */
export function passwordTooShort(min: number): FieldError {
  return { key: 'crud.form.passwordTooShort', values: { min } };
}

export function chooseRequired(field: TextKey): FieldError {
  return { key: 'crud.form.chooseRequired', field };
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** Turns a FieldError into the text under its field; `field` is a translation key too. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if ('rule' in error) return ruleMessages[error.rule][language];
      return t(error.key, { field: error.field ? t(error.field) : '', ...error.values });
    },
    [t, language],
  );
}
