import type { FormField } from '@mepm/contract';
import { childrenOf, holdsChildren } from './tree';

/**
 * A copy of a node and everything in it with new designer ids from `formId` on; each valued
 * node's key becomes its type and new id (`input31`), so the copy's keys are new as well.
 */
export function copyWithFreshIds(
  node: FormField,
  formId: number,
): { node: FormField; nextFormId: number } {
  let next = formId;
  const copy = (source: FormField): FormField => {
    const id = next++;
    const config = { ...source.__config__, formId: id } as Record<string, unknown>;
    if (holdsChildren(source)) config.children = childrenOf(source).map(copy);
    const result: Record<string, unknown> = { ...source, __config__: config };
    if ('__vModel__' in source) result.__vModel__ = `${source.__config__.wyzxKey}${id}`;
    // The same node with its ids replaced: still the type it was.
    return result as unknown as FormField;
  };
  const result = copy(node);
  return { node: result, nextFormId: next };
}
