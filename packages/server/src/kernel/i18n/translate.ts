import type { Language } from '@mepm/contract';
import type { Catalog, MessageKey } from './catalog';
import { KERNEL_FIELD_NAMES, KERNEL_MESSAGES, type KernelMessageKey } from './messages';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Texts of one catalog in any language. */
export interface Translator {
  text(language: Language, key: MessageKey, params?: MessageParams): string;
  /** A field's display name, or the field's own name when the catalog has none. */
  fieldName(language: Language, field: string): string;
}

/**
 * The caller's language from Accept-Language (Taiwan, Hong Kong, Macao or Hant -> zhtw,
 * English -> en, anything else zh). Only the first listed language counts: browsers put the
 * preferred one first.
 */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first) || first === 'zhtw') return 'zhtw';
  if (first.startsWith('en')) return 'en';
  return 'zh';
}

/** Where an overriding text comes from (the languages page's overrides), if anywhere. */
export interface OverridingTexts {
  text(language: Language, key: string): string | undefined;
}

export function createTranslator(catalog: Catalog, overrides?: OverridingTexts): Translator {
  return {
    text(language, key, params = {}) {
      // A key without texts is a module left out of the composition: show the key, not a crash.
      const template = overrides?.text(language, key) ?? catalog.messages[key]?.[language] ?? key;
      return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      );
    },
    fieldName(language, field) {
      return catalog.fieldNames[field]?.[language] ?? field;
    },
  };
}

const kernelTranslator = createTranslator({
  messages: KERNEL_MESSAGES,
  fieldNames: KERNEL_FIELD_NAMES,
});

/**
 * A kernel text, for answers made before any application exists (a connection that is not
 * HTTP) and for tests; everything else translates through the application's catalog.
 */
export function kernelText(
  language: Language,
  key: KernelMessageKey,
  params?: MessageParams,
): string {
  return kernelTranslator.text(language, key, params);
}
