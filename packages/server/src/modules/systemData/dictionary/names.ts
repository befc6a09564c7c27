import { menuNameIn, type Language, type MenuNames } from '@mepm/contract';
import { optionalText, requiredText } from '../../../kernel/data/text-fields';
import { badRequest } from '../../../plugins/envelope/api-error';

/** A stored name: simplified Chinese `fullName` and the other languages in `names`. */
export interface NamedRow {
  fullName: string;
  names: Partial<MenuNames>;
}

/** The names of a body, trimmed and checked; an absent language is empty (shows `fullName`). */
export function namesOf(body: { fullName: string; names?: MenuNames | undefined }) {
  return {
    fullName: requiredText(body.fullName, 'fullName'),
    names: {
      zhtw: optionalOneLine(body.names?.zhtw, 'zhtw'),
      en: optionalOneLine(body.names?.en, 'en'),
    },
  };
}

function optionalOneLine(value: string | undefined, field: string): string {
  const text = optionalText(value, field);
  if (/[\r\n]/.test(text)) throw badRequest('badFormat', { field });
  return text;
}

/** What a reader sees: the row's name in the reader's language, as menu entries do. */
export function nameIn(row: NamedRow, language: Language): string {
  return menuNameIn(row, language);
}

/** Both other names, with empty strings for languages never named. */
export function storedNames(row: NamedRow): MenuNames {
  return { zhtw: row.names.zhtw ?? '', en: row.names.en ?? '' };
}
