import type { LanguageCatalog, TextScope } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import type { TextsByLanguage } from '../../../kernel/i18n/flat-texts';

/** One text of the table: what ships, and what administrators put over it per language. */
export interface TranslationRow {
  id: string;
  scope: TextScope;
  key: string;
  shipped: TextsByLanguage;
  overrides: Partial<Record<Language, string>>;
}

/** The shell's texts (from its own resources) and the server's, each with its overrides. */
export function translationRows(
  shell: ReadonlyMap<string, TextsByLanguage>,
  catalog: LanguageCatalog,
): TranslationRow[] {
  const rows = new Map<string, TranslationRow>();
  const add = (scope: TextScope, key: string, shipped: TextsByLanguage) =>
    rows.set(`${scope}:${key}`, { id: `${scope}:${key}`, scope, key, shipped, overrides: {} });
  for (const [key, shipped] of shell) add('shell', key, shipped);
  for (const { key, zh, zhtw, en } of catalog.server) add('server', key, { zh, zhtw, en });
  for (const override of catalog.overrides) {
    const row = rows.get(`${override.scope}:${override.key}`);
    // A row of a text this version no longer ships is left out, as the shell ignores it.
    if (row) row.overrides[override.language as Language] = override.text;
  }
  return [...rows.values()];
}

/** The text a language shows: the override if there is one. */
export function shownText(row: TranslationRow, language: Language): string {
  return row.overrides[language] ?? row.shipped[language];
}

/** Rows of a scope whose key or any language's text (shipped or overriding) holds the keyword. */
export function filterRows(
  rows: readonly TranslationRow[],
  scope: TextScope | 'all',
  keyword: string,
): TranslationRow[] {
  const wanted = keyword.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (scope === 'all' || row.scope === scope) &&
      (wanted === '' ||
        [row.key, ...Object.values(row.shipped), ...Object.values(row.overrides)].some((text) =>
          text.toLowerCase().includes(wanted),
        )),
  );
}
