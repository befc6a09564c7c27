import type { SystemMenuNode } from '@mepm/contract';

export interface MenuRow {
  node: SystemMenuNode;
  depth: number;
}

/** The rows a tree table shows: every node whose ancestors are all expanded, in tree order. */
export function visibleRows(
  nodes: readonly SystemMenuNode[],
  expanded: ReadonlySet<string>,
  depth = 0,
): MenuRow[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(expanded.has(node.id) ? visibleRows(node.children, expanded, depth + 1) : []),
  ]);
}

/** Ids of the nodes with children, for "expand all". */
export function branchIds(nodes: readonly SystemMenuNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...branchIds(node.children)] : [],
  );
}
