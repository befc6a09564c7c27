import { SUB_TABLE_KEY, type FormField } from '@mepm/contract';
import { childrenOf, holdsChildren } from './tree';

/**
 * A copy of a node and everything in it with new designer ids from `formId` on. Each valued
 * node's key becomes its type and new id (`input31`), so the copy's keys are new as well — but
 * a sub-table's columns keep theirs: they are unique within their table, and the table's totals
 * and the formulas over its columns name them.
 */
export function copyWithFreshIds(
  node: FormField,
  formId: number,
): { node: FormField; nextFormId: number } {
  let next = formId;
  const copy = (source: FormField, inSubTable: boolean): FormField => {
    const id = next++;
    const config = { ...source.__config__, formId: id } as Record<string, unknown>;
    const holdsColumns = source.__config__.wyzxKey === SUB_TABLE_KEY;
    if (holdsChildren(source))
      config.children = childrenOf(source).map((child) => copy(child, holdsColumns));
    const result: Record<string, unknown> = { ...source, __config__: config };
    if ('__vModel__' in source && !inSubTable)
      result.__vModel__ = `${source.__config__.wyzxKey}${id}`;
    // The same node with its ids replaced: still the type it was.
    return result as unknown as FormField;
  };
  const result = copy(node, false);
  return { node: result, nextFormId: next };
}
