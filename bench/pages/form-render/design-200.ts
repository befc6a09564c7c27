import type { FormDesign, FormField } from '@mepm/contract';

/** The field the bench types into: the middle of the form. */
export const TYPED_FIELD = 'f100';
export const FIELD_COUNT = 200;

const options = Array.from({ length: 8 }, (_, index) => ({
  id: `o${index}`,
  fullName: `选项${index}`,
}));

/**
 * A 200-field form like a real one: mostly text inputs, some numbers, selects and radios, in
 * spans of 12, and ten fields shown only when the first field says so (linkage evaluated on
 * every change).
 */
function fieldAt(index: number): FormField {
  const model = `f${index}`;
  const config = { label: `字段${index}`, formId: index + 1, span: 12 };
  const linkage =
    index > 0 && index % 20 === 0
      ? {
          visible: {
            logic: 'and' as const,
            items: [{ field: 'f0', op: 'ne' as const, value: 'hide' }],
          },
        }
      : undefined;
  const shared = { ...config, ...(linkage ? { linkage } : {}) };
  // A loosely built node: the bench checks the design with the engine before it is built.
  const node = (key: string, extra: Record<string, unknown> = {}, configExtra = {}) =>
    ({
      __config__: { wyzxKey: key, ...shared, ...configExtra },
      __vModel__: model,
      ...extra,
    }) as unknown as FormField;
  if (index % 10 === 3) return node('number', { precision: 2 });
  if (index % 10 === 6) return node('select', { __slot__: { options } }, { dataType: 'static' });
  if (index % 10 === 9)
    return node('radio', { __slot__: { options: options.slice(0, 3) } }, { dataType: 'static' });
  return node('input', { maxlength: 200 }, index % 7 === 0 ? { required: true } : {});
}

export const DESIGN_200: FormDesign = {
  formConf: { labelWidth: 100, labelPosition: 'right', gutter: 15, size: 'small' },
  fields: Array.from({ length: FIELD_COUNT }, (_, index) => fieldAt(index)),
};
