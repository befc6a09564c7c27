import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessages } from '@mepm/form-engine';
import type { RuleName } from '@mepm/form-engine';
import { useLanguage } from './use-language';

/**
 * Why a field was refused: a named SPEC §5 rule (its own message) or a translation key. Kept as a
 * description rather than text so that a language switch re-translates a prompt already shown.
 */
export type FieldError = { rule: RuleName } | { key: string };

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      return 'rule' in error ? ruleMessages[error.rule][language] : t(error.key);
    },
    [t, language],
  );
}
