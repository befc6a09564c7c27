import { FIELD_SCHEMAS, type FieldKey, type FormDesign } from '@mepm/contract';
import { Value } from 'typebox/value';
import { badRequest } from '../../../plugins/envelope/api-error';

/**
 * Checks a form design before it is stored: every node against its field type's schema, and
 * every key once. Refusals name the field by its label (or its place when it has none).
 */
export function checkedDesign(input: { fields: readonly unknown[] }): FormDesign {
  const seen = new Set<string>();
  const walk = (nodes: readonly unknown[], path: string): void => {
    nodes.forEach((node, index) => {
      const place = `${path}[${index}]`;
      const config = (node as { __config__?: { wyzxKey?: unknown; label?: unknown } }).__config__;
      const label = typeof config?.label === 'string' && config.label !== '' ? config.label : place;
      const key = config?.wyzxKey;
      if (typeof key !== 'string' || !(key in FIELD_SCHEMAS)) {
        throw badRequest('designUnknownFieldType', { field: label, type: String(key) });
      }
      if (!Value.Check(FIELD_SCHEMAS[key as FieldKey], node)) {
        throw badRequest('designFieldInvalid', { field: label });
      }
      const model = (node as { __vModel__?: unknown }).__vModel__;
      if (typeof model === 'string') {
        if (seen.has(model)) throw badRequest('designDuplicateKey', { field: label, key: model });
        seen.add(model);
      }
      const children = (config as { children?: unknown }).children;
      if (Array.isArray(children)) walk(children, `${place}.children`);
    });
  };
  walk(input.fields, 'fields');
  // Every node passed its type's schema: the design is what FormDesign describes.
  return input as FormDesign;
}
