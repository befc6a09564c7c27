import { useTranslation } from 'react-i18next';
import type { Language } from '@mepm/contract/codes';
import { isLanguage } from '../../kernel/i18n/language';

/** The product language of the current render, for the date formatter. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh';
}
