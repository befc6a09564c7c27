import { useCallback } from 'react';
import { ruleMessages } from '@mepm/form-engine';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../app/i18n/language';
import type { FieldError } from './menu-form';

/** The text of a refused field in the current language. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if ('rule' in error) return ruleMessages[error.rule][language];
      return t(error.key, { field: error.field ? t(error.field) : '' });
    },
    [t, language],
  );
}
