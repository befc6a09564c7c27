/**
 * Rows that name their parent, nested into a tree: organisations, menu entries and the pickers
 * built on them all come from flat tables this way.
 */

/** How to read a row's place in the tree and make its node. */
export interface TreeShape<Row, Node> {
  id(row: Row): string;
  /** The parent's id; null at the top. */
  parentId(row: Row): string | null;
  /** The row's node from its children's nodes; undefined leaves the row and its subtree out. */
  node(row: Row, children: Node[]): Node | undefined;
  /** The order of siblings; equal ones, and all without it, keep the order of the rows. */
  compare?(a: Row, b: Row): number;
  /**
   * A row whose parent is not among the rows: a root (the default, for lists cut down by a
   * filter), or left out with its subtree (`drop`, for trees where an absent parent hides all
   * below it, as a disabled menu entry does).
   */
  orphans?: 'root' | 'drop';
}

interface Frame<Row, Node> {
  row: Row;
  children: readonly Row[];
  next: number;
  built: Node[];
}

/**
 * The rows as a tree, roots first in sibling order. Each row appears at most once and building
 * always ends: rows whose parent links form a cycle are never reached from a root, so with
 * orphans as roots they become roots in the rows' order; with `drop` they are left out. The walk
 * keeps its own stack, so a deep tree cannot overflow the call stack.
 */
export function buildTree<Row, Node>(rows: readonly Row[], shape: TreeShape<Row, Node>): Node[] {
  const ids = new Set(rows.map((row) => shape.id(row)));
  const childrenOf = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const row of rows) {
    const parentId = shape.parentId(row);
    if (parentId !== null && ids.has(parentId)) {
      const siblings = childrenOf.get(parentId) ?? [];
      siblings.push(row);
      childrenOf.set(parentId, siblings);
    } else if (parentId === null || shape.orphans !== 'drop') {
      roots.push(row);
    }
  }
  const ordered = (list: readonly Row[]) =>
    shape.compare === undefined ? list : [...list].sort(shape.compare);
  const placed = new Set<string>();
  const frameOf = (row: Row): Frame<Row, Node> => {
    placed.add(shape.id(row));
    return { row, children: ordered(childrenOf.get(shape.id(row)) ?? []), next: 0, built: [] };
  };
  const tree: Node[] = [];
  const grow = (root: Row) => {
    const stack = [frameOf(root)];
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const child = top.children[top.next++];
      if (child !== undefined) {
        if (!placed.has(shape.id(child))) stack.push(frameOf(child));
        continue;
      }
      stack.pop();
      const node = shape.node(top.row, top.built);
      if (node !== undefined) (stack.at(-1)?.built ?? tree).push(node);
    }
  };
  for (const root of ordered(roots)) if (!placed.has(shape.id(root))) grow(root);
  if (shape.orphans !== 'drop') {
    for (const row of rows) if (!placed.has(shape.id(row))) grow(row);
  }
  return tree;
}
