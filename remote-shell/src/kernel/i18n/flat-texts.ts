import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';

/** Every text of a nested table of texts by its dotted key (the key `t()` takes). */
export function flatTexts(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([name, value]): Array<[string, string]> => {
    const key = prefix + name;
    if (typeof value === 'string') return [[key, value]];
    return value !== null && typeof value === 'object' ? flatTexts(value as object, `${key}.`) : [];
  });
}

export type TextsByLanguage = Record<Language, string>;

/** One row per key, with the key's text in each language (empty where a language lacks it). */
export function textsByKey(
  trees: Readonly<Record<Language, object>>,
): ReadonlyMap<string, TextsByLanguage> {
  const table = new Map<string, TextsByLanguage>();
  for (const language of LANGUAGES) {
    for (const [key, text] of flatTexts(trees[language])) {
      const row = table.get(key) ?? { zh: '', zhtw: '', en: '' };
      row[language] = text;
      table.set(key, row);
    }
  }
  return table;
}
