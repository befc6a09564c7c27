import type { FieldKey, FormField } from '@mepm/contract';
import { fieldEntries } from '@mepm/form-engine';
import type { Choice } from '../inputs/ChoiceInput';

/**
 * The fields a linkage rule may name: valued fields of the form, in layouts too, but not the
 * columns of sub-tables (docs/reference/form-design.md, "Design check"), nor the field itself;
 * with `only`, just the fields of that type (an attribute field's relation form or popup select).
 */
export function referableFields(
  fields: readonly FormField[],
  self: FormField,
  /** The shown name of a field by its label and key. */
  nameOf: (label: string, model: string) => string,
  only?: FieldKey,
): Choice<string>[] {
  const own = '__vModel__' in self ? self.__vModel__ : undefined;
  return fieldEntries({ formConf: {}, fields: [...fields] }).flatMap((entry) => {
    const { field } = entry;
    if (entry.table || !('__vModel__' in field) || field.__vModel__ === own) return [];
    if (only !== undefined && entry.key !== only) return [];
    return [{ value: field.__vModel__, label: nameOf(field.__config__.label, field.__vModel__) }];
  });
}
