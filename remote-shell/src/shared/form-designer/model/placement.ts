import type { FieldKey, FormField } from '@mepm/contract';
import { MAX_LAYOUT_DEPTH, placementAllowed } from '@mepm/form-engine';
import { newField } from './new-field';
import { findNode, holderDepth, holdsChildren, type NodeId } from './tree';

/**
 * Whether the designer lets a node go under `parent` (null: the form): the form engine's
 * placement rule and its depth limit, so that nothing dropped makes the design fail its check.
 */
export function canPlace(
  fields: readonly FormField[],
  node: FormField,
  parent: NodeId | null,
): boolean {
  if (parent === null)
    return holderDepth(node) < MAX_LAYOUT_DEPTH && placementAllowed(keyOf(node), 'form');
  const holder = findNode(fields, parent);
  if (!holder || !holdsChildren(holder.node)) return false;
  const depth = holder.ancestors.length + 1;
  return (
    depth + holderDepth(node) < MAX_LAYOUT_DEPTH &&
    placementAllowed(keyOf(node), keyOf(holder.node))
  );
}

/** The same question for a new node of type `key`, before it exists (a palette drag). */
export function canPlaceNew(
  fields: readonly FormField[],
  key: FieldKey,
  parent: NodeId | null,
): boolean {
  const probe = newField(key, 0, { label: key, item: String });
  return canPlace(fields, probe.node, parent);
}

const keyOf = (node: FormField): FieldKey => node.__config__.wyzxKey;
