import type { InitOptions } from 'i18next';

/** The keys a render asked for that had no text, as "language: key". */
export interface MissingKeys {
  /** i18next options for the render: no fallback language, so a gap in one language shows. */
  i18nOptions: InitOptions;
  found: Set<string>;
}

/**
 * Records every key looked up without a text in the rendered language. Without the fallback, a
 * key only the Simplified Chinese texts have counts as missing in the other two.
 */
export function recordMissingKeys(): MissingKeys {
  const found = new Set<string>();
  return {
    found,
    i18nOptions: {
      fallbackLng: false,
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: (languages, _namespace, key) => {
        for (const language of languages) found.add(`${language}: ${key}`);
      },
    },
  };
}
