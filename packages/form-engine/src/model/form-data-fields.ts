import type { FormDataField, FormDesign } from '@mepm/contract';
import { fieldEntries } from './field-entries';

/**
 * The valued fields of a design, in form order (what conditions, field rules and lists name): every field with a key inside any layout; a
 * sub-table, then each of its columns as `table.column` labelled `table label-column label`.
 * Their keys are the shape of the records stored under the design.
 */
export function formDataFields(design: FormDesign): FormDataField[] {
  return fieldEntries(design).flatMap(({ field, table }): FormDataField[] => {
    if (!('__vModel__' in field)) return [];
    const { label, wyzxKey } = field.__config__;
    return [
      table === undefined
        ? { vModel: field.__vModel__, label, wyzxKey }
        : {
            vModel: `${table.__vModel__}.${field.__vModel__}`,
            label: `${table.__config__.label}-${label}`,
            wyzxKey,
          },
    ];
  });
}

/** The keys of a design's records (see formDataFields), sorted. */
export function designKeys(design: FormDesign): string[] {
  return formDataFields(design)
    .map((field) => field.vModel)
    .sort();
}
