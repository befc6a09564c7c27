import { CONTAINER_KEYS, SUB_TABLE_KEY, type FormField } from '@mepm/contract';

/**
 * Immutable edits of a design's tree. A node is addressed by its designer id (`formId`, kept
 * across edits); layouts and the sub-table hold their nodes in `__config__.children`.
 */

export type NodeId = string;

/** Where a node sits: the id of the node holding it (null: the form) and its position there. */
export interface NodePlace {
  parent: NodeId | null;
  index: number;
}

const HOLDERS: ReadonlySet<string> = new Set([...CONTAINER_KEYS, SUB_TABLE_KEY]);

export const nodeIdOf = (field: FormField): NodeId => String(field.__config__.formId);

export const holdsChildren = (field: FormField): boolean => HOLDERS.has(field.__config__.wyzxKey);

export function childrenOf(field: FormField): readonly FormField[] {
  if (!holdsChildren(field)) return [];
  return (field.__config__ as { children?: FormField[] }).children ?? [];
}

function withChildren(field: FormField, children: FormField[]): FormField {
  return { ...field, __config__: { ...field.__config__, children } } as FormField;
}

export interface FoundNode {
  node: FormField;
  place: NodePlace;
  /** The nodes holding it, outermost first. */
  ancestors: readonly FormField[];
}

export function findNode(fields: readonly FormField[], id: NodeId): FoundNode | undefined {
  const visit = (
    nodes: readonly FormField[],
    parent: FormField | null,
    ancestors: readonly FormField[],
  ): FoundNode | undefined => {
    for (const [index, node] of nodes.entries()) {
      if (nodeIdOf(node) === id) {
        return { node, place: { parent: parent && nodeIdOf(parent), index }, ancestors };
      }
      const inner = visit(childrenOf(node), node, [...ancestors, node]);
      if (inner) return inner;
    }
    return undefined;
  };
  return visit(fields, null, []);
}

/** The list `change` returns replaces the children of `parent` (null: the form's fields). */
function editList(
  fields: readonly FormField[],
  parent: NodeId | null,
  change: (list: readonly FormField[]) => FormField[],
): FormField[] {
  if (parent === null) return change(fields);
  return fields.map((node) => {
    if (nodeIdOf(node) === parent) return withChildren(node, change(childrenOf(node)));
    const children = childrenOf(node);
    return children.length > 0 ? withChildren(node, editList(children, parent, change)) : node;
  });
}

export function insertNode(
  fields: readonly FormField[],
  node: FormField,
  place: NodePlace,
): FormField[] {
  return editList(fields, place.parent, (list) => {
    const index = Math.max(0, Math.min(place.index, list.length));
    return [...list.slice(0, index), node, ...list.slice(index)];
  });
}

export function removeNode(fields: readonly FormField[], id: NodeId): FormField[] {
  const found = findNode(fields, id);
  if (!found) return [...fields];
  return editList(fields, found.place.parent, (list) =>
    list.filter((node) => nodeIdOf(node) !== id),
  );
}

export function replaceNode(
  fields: readonly FormField[],
  id: NodeId,
  next: FormField,
): FormField[] {
  const found = findNode(fields, id);
  if (!found) return [...fields];
  return editList(fields, found.place.parent, (list) =>
    list.map((node) => (nodeIdOf(node) === id ? next : node)),
  );
}

/** Every node of the tree, sub-table columns included, depth first. */
export function* allNodes(fields: readonly FormField[]): Generator<FormField> {
  for (const node of fields) {
    yield node;
    yield* allNodes(childrenOf(node));
  }
}

/**
 * How far below `field` its deepest layout sits (0: the field itself; -1: it holds nothing).
 * A layout may sit at most MAX_LAYOUT_DEPTH - 1 layouts deep, so this bounds where it may go.
 */
export function holderDepth(field: FormField): number {
  if (!holdsChildren(field)) return -1;
  return Math.max(0, ...childrenOf(field).map((child) => holderDepth(child) + 1));
}
