/** A node of the type tree or of a type's items. */
interface Node<N> {
  id: string;
  children: readonly N[];
}

/** The nodes depth first, each with its depth, for a table that shows a tree indented. */
export function flattenTree<N extends Node<N>>(
  nodes: readonly N[],
  depth = 0,
  into: { node: N; depth: number }[] = [],
): { node: N; depth: number }[] {
  for (const node of nodes) {
    into.push({ node, depth });
    flattenTree(node.children, depth + 1, into);
  }
  return into;
}

/** The node with this id anywhere in the tree. */
export function findNode<N extends Node<N>>(nodes: readonly N[], id: string | null): N | undefined {
  if (id === null) return undefined;
  return flattenTree(nodes).find((entry) => entry.node.id === id)?.node;
}
