import type { TFunction } from 'i18next';
import type { Choice } from './ChoiceInput';

/** An entry of a server's selector: a name and a code. */
interface Coded {
  id: string;
  enCode: string;
  fullName: string;
}

/** A name with a note after it: `名称（code）`, `Name (code)`. */
export const withNote = (t: TFunction, name: string, note: string): string =>
  t('formDesignerProps.withNote', { name, note });

/** The choices of a selector's list, named with their codes, valued by id or by code. */
export const codedChoices = (
  t: TFunction,
  list: readonly Coded[] | undefined,
  valueOf: 'id' | 'enCode',
): Choice<string>[] | undefined =>
  list?.map((entry) => ({
    value: entry[valueOf],
    label: withNote(t, entry.fullName, entry.enCode),
  }));
