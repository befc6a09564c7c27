import type { Language } from '@mepm/contract';
import { FIELD_NAMES, MESSAGES, type MessageKey } from './messages';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The caller's language from Accept-Language (SPEC §4: Taiwan -> zhtw, English -> en, else zh).
 * Only the first listed language counts: browsers put the preferred one first.
 */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first) || first === 'zhtw') return 'zhtw';
  if (first.startsWith('en')) return 'en';
  return 'zh';
}

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A field's display name in the language, or the field's own name when we have none. */
export function fieldName(language: Language, field: string): string {
  return FIELD_NAMES[field]?.[language] ?? field;
}
