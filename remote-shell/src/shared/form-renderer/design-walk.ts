import type { FormField } from '@mepm/contract';
import { CONTAINER_KEYS, SUB_TABLE_KEY } from '@mepm/contract';

/**
 * Small readers of a design's tree. A field is addressed by its `__vModel__` when it holds a
 * value, else by its designer id (`#formId`), so that layouts and display nodes have a key too.
 */

export type AnyField = FormField;

const CONTAINERS: ReadonlySet<string> = new Set(CONTAINER_KEYS);

export const keyOf = (field: AnyField): string => field.__config__.wyzxKey;

export function isContainer(field: AnyField): boolean {
  return CONTAINERS.has(keyOf(field));
}

export function isSubTable(field: AnyField): field is Extract<AnyField, { __vModel__: string }> & {
  __config__: { wyzxKey: typeof SUB_TABLE_KEY; children: FormField[] };
} {
  return keyOf(field) === SUB_TABLE_KEY;
}

/** The field's record key, when it holds a value. */
export function modelOf(field: AnyField): string | undefined {
  return '__vModel__' in field ? field.__vModel__ : undefined;
}

/** The key linkage states and grants are kept under. */
export function nodeKeyOf(field: AnyField): string {
  return modelOf(field) ?? `#${String(field.__config__.formId)}`;
}

/** The nodes a layout holds; none for fields. Sub-table columns are not the form's own fields. */
export function childrenOf(field: AnyField): readonly AnyField[] {
  if (!isContainer(field)) return [];
  const config = field.__config__ as { children?: AnyField[] };
  return config.children ?? [];
}

/** Every node of the form outside sub-tables, depth first, each with its enclosing layouts. */
export function* walkFields(
  fields: readonly AnyField[],
  parents: readonly AnyField[] = [],
): Generator<{ field: AnyField; parents: readonly AnyField[] }> {
  for (const field of fields) {
    yield { field, parents };
    yield* walkFields(childrenOf(field), [...parents, field]);
  }
}
