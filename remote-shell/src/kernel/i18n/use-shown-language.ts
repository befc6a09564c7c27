import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mepm/contract/codes';
import { menuNameIn } from '@mepm/contract/menu-name';
import { isLanguage } from './language';

/** The product language the shell shows now; components using it re-render on a switch. */
export function useShownLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh';
}

/** A menu entry as the server sends it: its zh name and its names in the other languages. */
export interface NamedMenuEntry {
  fullName: string;
  names?: { zhtw?: string; en?: string };
}

/** Names menu entries in the language shown now: their own name, or their zh name when empty. */
export function useMenuName(): (entry: NamedMenuEntry) => string {
  const language = useShownLanguage();
  return useCallback((entry: NamedMenuEntry) => menuNameIn(entry, language), [language]);
}
