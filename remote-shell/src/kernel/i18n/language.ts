import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Maps one BCP 47 tag from the browser to a product language, or null when none fits. */
export function languageFromBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) {
    return /^zh-(tw|hk|mo|hant)\b/.test(lower) ? 'zhtw' : 'zh';
  }
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/** On first load: the saved language, else the first browser language we speak, else zh. */
export function detectLanguage(saved: string | null, browserTags: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserTags) {
    const language = languageFromBrowserTag(tag);
    if (language) return language;
  }
  return 'zh';
}

/** The Accept-Language the server expects for each product language. */
export function acceptLanguage(language: string): string {
  if (language === 'zhtw') return 'zh-TW';
  if (language === 'en') return 'en';
  return 'zh-CN';
}

export function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
