import type { FormDesign, FormField } from '@mepm/contract';
import { keyOf, modelOf, walkFields } from '../../../shared/form-renderer/design-walk';

/** The design's valued fields (sub-tables included, not their columns) by their record key. */
export function fieldsByModel(design: FormDesign): ReadonlyMap<string, FormField> {
  const fields = new Map<string, FormField>();
  for (const { field } of walkFields(design.fields)) {
    const model = modelOf(field);
    if (model !== undefined) fields.set(model, field);
  }
  return fields;
}

/** A design property of a field that not every field type has (`format`, `type`). */
export function propOf(field: FormField | undefined, name: string): unknown {
  return field !== undefined && name in field
    ? (field as Record<string, unknown>)[name]
    : undefined;
}

/** The field's type key (`input`, `date`, ...); '' for a key the form lacks. */
export function typeOf(field: FormField | undefined): string {
  return field === undefined ? '' : keyOf(field);
}

/** Whether a value of the field is a moment in milliseconds (or a pair of them). */
export function isDateField(field: FormField | undefined): boolean {
  return ['date', 'dateRange', 'createTime', 'modifyTime'].includes(typeOf(field));
}

/** Whether a value of the field is a number. */
export function isNumberField(field: FormField | undefined): boolean {
  return ['number', 'amount', 'slider', 'rate', 'calculate'].includes(typeOf(field));
}
