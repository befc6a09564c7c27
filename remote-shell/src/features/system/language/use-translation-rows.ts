import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textsByKey } from '../../../kernel/i18n/flat-texts';
import { shippedTexts } from '../../../kernel/i18n/shipped-texts';
import { useLanguageCatalogQuery } from './api';
import { translationRows } from './translation-rows';

/** The whole table: this shell's shipped texts and the server's catalog with the overrides. */
export function useTranslationRows() {
  const { i18n } = useTranslation();
  const query = useLanguageCatalogQuery(undefined);
  const shell = useMemo(() => {
    const texts = shippedTexts(i18n);
    const tree = (language: 'zh' | 'zhtw' | 'en'): object => {
      const translation = texts[language]?.translation;
      return typeof translation === 'object' ? translation : {};
    };
    return textsByKey({ zh: tree('zh'), zhtw: tree('zhtw'), en: tree('en') });
  }, [i18n]);
  const rows = useMemo(
    () => (query.data ? translationRows(shell, query.data) : []),
    [shell, query.data],
  );
  return { rows, query };
}
