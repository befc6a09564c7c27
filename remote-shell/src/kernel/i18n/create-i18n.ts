import i18next from 'i18next';
import type { i18n, InitOptions, Resource } from 'i18next';
import type { Language } from '@mepm/contract/codes';
import { readSetting, writeSetting } from '../client-settings';
import { browserLanguageTags, detectLanguage } from './language';
import { rememberShippedTexts } from './shipped-texts';

/**
 * A fresh i18next instance per mount: two shells on one page (or a remount) never share the
 * language state, and nothing is registered globally. The resources are the composition's: the
 * shell's texts and its features'. `extra` options go on top (a test records missing keys with them).
 */
export function createShellI18n(
  resources: Resource,
  language?: Language,
  extra: InitOptions = {},
): i18n {
  const instance = i18next.createInstance();
  rememberShippedTexts(instance, resources);
  void instance.init({
    // A copy: overrides (text-overrides.ts) write into the instance's resources.
    resources: structuredClone(resources),
    lng: language ?? detectLanguage(readSetting('language'), browserLanguageTags()),
    fallbackLng: 'zh',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // resources are bundled: translate from the first render
    react: { useSuspense: false },
    ...extra,
  });
  return instance;
}

/** Switches the language and remembers the choice for the next visit. */
export function changeShellLanguage(instance: i18n, language: Language): void {
  writeSetting('language', language);
  void instance.changeLanguage(language);
}
