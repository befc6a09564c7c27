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
