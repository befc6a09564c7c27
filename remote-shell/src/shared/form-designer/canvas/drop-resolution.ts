import type { FieldKey, FormField } from '@mepm/contract';
import { canPlace, canPlaceNew } from '../model/placement';
import {
  allNodes,
  childrenOf,
  findNode,
  nodeIdOf,
  type NodeId,
  type NodePlace,
} from '../model/tree';

/**
 * What the pointer carries and what it is over, as the canvas names them to dnd-kit: a node of
 * the design (a sortable item), a new node of a palette type, or a list that holds nodes (the
 * form itself, a layout's, a tab item's or the sub-table's).
 */
export type DragSource = { kind: 'node'; id: NodeId } | { kind: 'new'; key: FieldKey };
export type DropTarget = { kind: 'node'; id: NodeId } | { kind: 'list'; parent: NodeId | null };

const FORM_LIST = 'form';

/** dnd-kit ids: one namespace for sortable items, palette types and lists. */
export const dragIds = {
  node: (id: NodeId) => `node:${id}`,
  palette: (key: FieldKey) => `palette:${key}`,
  list: (parent: NodeId | null) => `list:${parent ?? FORM_LIST}`,
  /** A tab's header: a drop there goes into that tab item, shown or not. */
  tab: (item: NodeId) => `tab:${item}`,
};

/** The source or target a dnd-kit id names; undefined for an id the canvas did not hand out. */
export function parseDragId(id: string | number): DragSource | DropTarget | undefined {
  const [kind, rest] = String(id).split(/:(.*)/s, 2) as [string, string | undefined];
  if (rest === undefined) return undefined;
  if (kind === 'node') return { kind: 'node', id: rest };
  if (kind === 'palette') return { kind: 'new', key: rest as FieldKey };
  if (kind === 'list') return { kind: 'list', parent: rest === FORM_LIST ? null : rest };
  if (kind === 'tab') return { kind: 'list', parent: rest };
  return undefined;
}

/**
 * Where a drop of `source` over `target` puts the node, as the reducer's `NodePlace` (the index
 * counts the list after the moved node left it), or null where the design may not take it: over
 * a list it goes last; over a node it takes that node's place, so the node over it moves on by
 * one (down a list, or up when the dragged node came from above it in the same list).
 */
export function resolveDrop(
  fields: readonly FormField[],
  source: DragSource,
  target: DropTarget | null | undefined,
): NodePlace | null {
  if (!target) return null;
  const moving = source.kind === 'node' ? findNode(fields, source.id) : undefined;
  if (source.kind === 'node' && !moving) return null;
  const place = placeOver(fields, target, moving?.node);
  if (!place) return null;
  if (moving) {
    if (contains(moving.node, place.parent)) return null;
    if (moving.place.parent === place.parent && moving.place.index === place.index) return null;
    return canPlace(fields, moving.node, place.parent) ? place : null;
  }
  return canPlaceNew(fields, (source as { key: FieldKey }).key, place.parent) ? place : null;
}

function placeOver(
  fields: readonly FormField[],
  target: DropTarget,
  moving: FormField | undefined,
): NodePlace | null {
  const without = (list: readonly FormField[]) =>
    moving ? list.filter((node) => node !== moving) : list;
  if (target.kind === 'list') {
    if (target.parent === null) return { parent: null, index: without(fields).length };
    const holder = findNode(fields, target.parent);
    if (!holder) return null;
    return { parent: target.parent, index: without(childrenOf(holder.node)).length };
  }
  const over = findNode(fields, target.id);
  if (!over || over.node === moving) return null;
  return over.place;
}

/** Whether `id` is `node` itself or inside it: a node never goes into itself. */
function contains(node: FormField, id: NodeId | null): boolean {
  if (id === null) return false;
  for (const inner of allNodes([node])) if (nodeIdOf(inner) === id) return true;
  return false;
}
