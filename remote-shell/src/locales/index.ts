import type { Language } from '@mepm/contract/codes';
import type { Messages } from './zh';
import { zh } from './zh';
import { zhtw } from './zhtw';
import { en } from './en';

export type { Messages };

/** i18next resources: one namespace per language. */
export const resources: Record<Language, { translation: Messages }> = {
  zh: { translation: zh },
  zhtw: { translation: zhtw },
  en: { translation: en },
};
