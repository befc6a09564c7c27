import type { FieldKey, FormField } from '@mepm/contract';
import { canPlaceNew } from '../model/placement';
import {
  childrenOf,
  findNode,
  holdsChildren,
  nodeIdOf,
  type NodeId,
  type NodePlace,
} from '../model/tree';

/**
 * Where a palette click adds a node of type `key`: last into the selected layout (a tab's or a
 * collapse's first item) or sub-table when it may go there, else last in the form; null when it
 * may go nowhere.
 */
export function clickAddPlace(
  fields: readonly FormField[],
  selected: NodeId | null,
  key: FieldKey,
): NodePlace | null {
  const found = selected === null ? undefined : findNode(fields, selected);
  if (found && holdsChildren(found.node)) {
    const holderKey = found.node.__config__.wyzxKey;
    const first = childrenOf(found.node)[0];
    const holder = (holderKey === 'tab' || holderKey === 'collapse') && first ? first : found.node;
    const parent = nodeIdOf(holder);
    if (canPlaceNew(fields, key, parent)) return { parent, index: childrenOf(holder).length };
  }
  return canPlaceNew(fields, key, null) ? { parent: null, index: fields.length } : null;
}
