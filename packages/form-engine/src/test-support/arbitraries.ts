import fc from 'fast-check';
import type { FormDesign, FormField } from '@mepm/contract';

/**
 * Random designs with values made to satisfy them, and for each field a value breaking exactly
 * one of its rules. The designs mix several field types, a sub-table with a required column, a
 * calculate field over a column sum, and a field shown by linkage on the first select.
 */

export interface FieldSpec {
  field: FormField;
  name: string;
  valid: fc.Arbitrary<unknown>;
  invalid: fc.Arbitrary<unknown>;
  required: boolean;
}

const config = (key: string, index: number, required: boolean, extra: object = {}) => ({
  wyzxKey: key,
  label: `字段${index}`,
  formId: index,
  required,
  ...extra,
});

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

function inputSpec(index: number, name: string): fc.Arbitrary<FieldSpec> {
  return fc
    .record({ maxlength: fc.integer({ min: 1, max: 30 }), required: fc.boolean() })
    .map(({ maxlength, required }) => ({
      name,
      required,
      field: {
        __config__: config('input', index, required, { regList: [{ rule: 'numericCode' }] }),
        __vModel__: name,
        maxlength,
      } as FormField,
      valid: digits(1, maxlength),
      invalid: fc.oneof(digits(maxlength + 1, maxlength + 5), fc.constant('1a'), fc.integer()),
    }));
}

function numberSpec(index: number, name: string): fc.Arbitrary<FieldSpec> {
  return fc
    .record({
      min: fc.integer({ min: -100, max: 100 }),
      width: fc.integer({ min: 1, max: 1000 }),
      precision: fc.integer({ min: 0, max: 3 }),
      required: fc.boolean(),
    })
    .map(({ min, width, precision, required }) => ({
      name,
      required,
      field: {
        __config__: config('number', index, required),
        __vModel__: name,
        min,
        max: min + width,
        precision,
      } as FormField,
      valid: fc.integer({ min, max: min + width }),
      invalid: fc.oneof(
        fc.integer({ min: min + width + 1, max: min + width + 1000 }),
        fc.integer({ min: min - 1000, max: min - 1 }),
        fc.constant(min + 10 ** -(precision + 1)),
        fc.constant('1'),
      ),
    }));
}

function selectSpec(index: number, name: string, multiple: boolean): fc.Arbitrary<FieldSpec> {
  return fc
    .record({ count: fc.integer({ min: 3, max: 6 }), required: fc.boolean() })
    .map(({ count, required }) => {
      const ids = Array.from({ length: count }, (_, i) => `o${i}`);
      const options = ids.map((id) => ({ id, fullName: id.toUpperCase() }));
      const key = multiple ? 'checkbox' : 'select';
      return {
        name,
        required,
        field: {
          __config__: config(key, index, required, { dataType: 'static' }),
          __vModel__: name,
          __slot__: { options },
          ...(multiple ? { min: 1, max: 2 } : {}),
        } as FormField,
        valid: multiple
          ? fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 2 })
          : fc.constantFrom(...ids),
        invalid: multiple
          ? fc.oneof(fc.constant(ids), fc.constant(['zz']), fc.constant('o0'))
          : fc.oneof(fc.constant('zz'), fc.constant(['o0'])),
      };
    });
}

function switchSpec(index: number, name: string): fc.Arbitrary<FieldSpec> {
  return fc.constant({
    name,
    required: false,
    field: { __config__: config('switch', index, false), __vModel__: name } as FormField,
    valid: fc.constantFrom(0, 1),
    invalid: fc.oneof(fc.constant(2), fc.constant(true), fc.constant('1')),
  });
}

function dateSpec(index: number, name: string): fc.Arbitrary<FieldSpec> {
  const start = Date.UTC(2000, 0, 1);
  return fc.boolean().map((required) => ({
    name,
    required,
    field: {
      __config__: config('date', index, required),
      __vModel__: name,
      type: 'date',
      startTime: start,
    } as FormField,
    valid: fc.integer({ min: start, max: Date.UTC(2100, 0, 1) }),
    invalid: fc.oneof(
      fc.integer({ min: 0, max: start - 1 }),
      fc.constant('2024-01-01'),
      fc.constant(1.5),
    ),
  }));
}

/** A sub-table: a required number column and a short text column. */
function tableSpec(index: number, name: string): fc.Arbitrary<FieldSpec> {
  const columns = [
    { __config__: config('number', index * 100 + 1, true), __vModel__: 'qty', min: 0, max: 100 },
    { __config__: config('input', index * 100 + 2, false), __vModel__: 'note', maxlength: 10 },
  ];
  const row = fc.record({ qty: fc.integer({ min: 0, max: 100 }), note: digits(0, 10) });
  return fc.constant({
    name,
    required: false,
    field: {
      __config__: config('table', index, false, { children: columns }),
      __vModel__: name,
    } as FormField,
    valid: fc.array(row, { maxLength: 4 }),
    invalid: fc.oneof(
      fc.array(row, { maxLength: 3 }).map((rows) => [...rows, { qty: null, note: '1' }]),
      fc.array(row, { minLength: 1, maxLength: 3 }).map((rows) => [...rows, { qty: 101 }]),
      fc.constant({ qty: 1 }),
    ),
  });
}

const KINDS = [inputSpec, numberSpec, switchSpec, dateSpec];

function anyField(index: number): fc.Arbitrary<FieldSpec> {
  const name = `f${index}`;
  return fc.oneof(
    ...KINDS.map((kind) => kind(index, name)),
    selectSpec(index, name, false),
    selectSpec(index, name, true),
  );
}

export interface SampledForm {
  design: FormDesign;
  specs: FieldSpec[];
}

/** A random design: a select first, random fields, a sub-table, a total, a field shown by linkage. */
export const sampledForm: fc.Arbitrary<SampledForm> = fc
  .integer({ min: 1, max: 8 })
  .chain((count) =>
    fc.tuple(
      selectSpec(0, 'f0', false),
      fc.tuple(...Array.from({ length: count }, (_, i) => anyField(i + 1))),
      tableSpec(count + 1, 'lines'),
      inputSpec(count + 2, 'shown'),
    ),
  )
  .map(([controller, fields, table, shown]) => {
    const linked: FieldSpec = {
      ...shown,
      field: {
        ...shown.field,
        __config__: {
          ...shown.field.__config__,
          linkage: { visible: { logic: 'and', items: [{ field: 'f0', op: 'eq', value: 'o0' }] } },
        },
      } as FormField,
    };
    const total = {
      __config__: { wyzxKey: 'calculate', label: '合计', formId: 9999 },
      __vModel__: 'total',
      expression: [
        { type: 'field', field: 'lines.qty' },
        { type: 'operator', value: '*' },
        { type: 'number', value: 2 },
      ],
    } as FormField;
    const specs = [controller, ...fields, table, linked];
    return { design: { formConf: {}, fields: [...specs.map((spec) => spec.field), total] }, specs };
  });

/** Values satisfying every field: required ones filled, others filled or empty. */
export const validValues = (specs: readonly FieldSpec[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      specs.map((spec) => [
        spec.name,
        spec.required ? spec.valid : fc.oneof(spec.valid, fc.constant(null)),
      ]),
    ),
  );
