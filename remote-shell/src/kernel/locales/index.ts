import type { Language } from '@mepm/contract/codes';
import type { Messages } from './zh';
import { zh } from './zh';
import { zhtw } from './zhtw';
import { en } from './en';
import { areas } from './areas';

export type { Messages };

function withAreas<T extends object>(base: T, language: Language): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, texts] of Object.entries(areas)) merged[key] = texts[language];
  return merged as T;
}

/** i18next resources: one namespace per language, the core texts plus every area's. */
export const resources: Record<Language, { translation: Messages }> = {
  zh: { translation: withAreas(zh, 'zh') },
  zhtw: { translation: withAreas(zhtw, 'zhtw') },
  en: { translation: withAreas(en, 'en') },
};
