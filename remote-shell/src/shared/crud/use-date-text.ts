import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../kernel/i18n/language';
import { formatDate } from '../format';

/** Formats the lists' millisecond times in the current language (empty for none). */
export function useDateText(): (time: number | undefined) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return useCallback((time) => (time ? formatDate(time, language) : ''), [language]);
}
