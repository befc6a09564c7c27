import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTree, type TreeShape } from '../../src/kernel/tree/build-tree';
import { withAncestors } from '../../src/kernel/tree/with-ancestors';

interface Row {
  id: string;
  parentId: string | null;
  sort: number;
}
interface Node {
  id: string;
  children: Node[];
}

const links = { id: (row: Row) => row.id, parentId: (row: Row) => row.parentId };
const shape: TreeShape<Row, Node> = {
  ...links,
  node: (row, children) => ({ id: row.id, children }),
};
const row = (id: string, parentId: string | null, sort = 0): Row => ({ id, parentId, sort });

/** A tree as text, e.g. `a(b c(d))`, to compare shapes at a glance. */
function show(nodes: Node[]): string {
  return nodes
    .map((node) => (node.children.length ? `${node.id}(${show(node.children)})` : node.id))
    .join(' ');
}

describe('buildTree', () => {
  it('nests rows under their parents, keeping the rows’ order among siblings', () => {
    const rows = [row('c', 'a'), row('a', null), row('d', 'c'), row('b', 'a'), row('e', null)];
    assert.equal(show(buildTree(rows, shape)), 'a(c(d) b) e');
  });

  it('orders siblings and roots by `compare`, equal ones staying in the rows’ order', () => {
    const rows = [row('x', null, 2), row('b', 'x', 1), row('a', 'x', 0), row('c', 'x', 1)];
    const tree = buildTree(rows, { ...shape, compare: (p, q) => p.sort - q.sort });
    assert.equal(show(tree), 'x(a b c)');
    const roots = [row('late', null, 5), row('early', null, 1), row('tie', null, 5)];
    assert.equal(
      show(buildTree(roots, { ...shape, compare: (p, q) => p.sort - q.sort })),
      'early late tie',
    );
  });

  it('makes a row whose parent is absent a root, or leaves it out with `drop`', () => {
    const rows = [row('a', null), row('orphan', 'gone'), row('kid', 'orphan')];
    assert.equal(show(buildTree(rows, shape)), 'a orphan(kid)');
    assert.equal(show(buildTree(rows, { ...shape, orphans: 'drop' })), 'a');
  });

  it('ends on cycles: each row once, a cycle broken at its first row, or dropped', () => {
    const rows = [row('a', 'b'), row('b', 'a'), row('c', 'c'), row('top', null), row('d', 'b')];
    const tree = buildTree(rows, shape);
    assert.equal(show(tree), 'top a(b(d)) c');
    assert.equal(show(buildTree(rows, { ...shape, orphans: 'drop' })), 'top');
  });

  it('leaves out a subtree whose node is undefined and builds children first', () => {
    const rows = [row('a', null), row('hidden', 'a'), row('under', 'hidden'), row('b', 'a')];
    const seen: string[] = [];
    const tree = buildTree(rows, {
      ...links,
      node: (r, children: Node[]) => {
        seen.push(r.id);
        return r.id === 'hidden' ? undefined : { id: r.id, children };
      },
    });
    assert.equal(show(tree), 'a(b)');
    assert.deepEqual(seen, ['under', 'hidden', 'b', 'a']);
  });

  it('builds a chain deeper than the call stack allows for recursion', () => {
    const depth = 50_000;
    const rows = Array.from({ length: depth }, (_, i) =>
      row(`n${i}`, i === 0 ? null : `n${i - 1}`),
    );
    let levels = 0;
    for (let nodes = buildTree(rows, shape); nodes.length > 0; nodes = nodes[0]?.children ?? []) {
      levels++;
    }
    assert.equal(levels, depth);
  });
});

describe('withAncestors', () => {
  it('keeps the matches and the rows above them, in the rows’ order', () => {
    const rows = [row('a', null), row('b', 'a'), row('c', 'b'), row('x', null), row('y', 'a')];
    const kept = withAncestors(rows, links, (r) => r.id === 'c');
    assert.deepEqual(
      kept.map((r) => r.id),
      ['a', 'b', 'c'],
    );
  });

  it('stops at a missing parent and at a cycle', () => {
    const rows = [row('a', 'b'), row('b', 'a'), row('m', 'gone')];
    assert.deepEqual(
      withAncestors(rows, links, (r) => r.id !== 'b').map((r) => r.id),
      ['a', 'b', 'm'],
    );
  });
});
