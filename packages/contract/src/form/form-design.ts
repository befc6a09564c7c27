import Type from 'typebox';
import { FormConf } from './form-conf';
import type { FormField } from './form-field';

/**
 * A form design as stored and sent: `{formConf, fields}`. The schema checks the outer shape and
 * caps its size; each field is checked against its type's schema by the form engine's
 * `checkFormDesign`, which every write of a design goes through.
 */
export const FormDesignSchema = Type.Object(
  {
    formConf: FormConf,
    fields: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 500 }),
  },
  { additionalProperties: false },
);

export interface FormDesign {
  formConf: FormConf;
  fields: FormField[];
}

/** The values a form holds: each valued field's `__vModel__`; sub-tables hold row objects. */
export type FormValues = Record<string, unknown>;

/**
 * The key of a sub-table row's id among its cells. The server gives every stored row one (a
 * field's `__vModel__` starts with a letter, so it names no column); a row sent back with its id
 * is that stored row, whatever its position, so its read-only cells keep their own values when
 * rows are removed or reordered. A row without one, or with an id the stored rows do not hold,
 * is a new row.
 */
export const SUB_ROW_ID = '__rowId__';
