import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Type from 'typebox';
import Value from 'typebox/value';
import { TreeOf } from '@mepm/contract';

const Node = TreeOf('Node', Type.Object({ id: Type.String(), sortCode: Type.Integer() }));
type Node = Type.Static<typeof Node>;

describe('contract TreeOf', () => {
  it('accepts nodes nested to any depth', () => {
    const leaf: Node = { id: 'c', sortCode: 3, children: [] };
    const tree: Node = {
      id: 'a',
      sortCode: 1,
      children: [{ id: 'b', sortCode: 2, children: [leaf] }],
    };
    assert.equal(Value.Check(Node, tree), true);
  });

  it('holds every node deep down to the same fields', () => {
    const wrongDeep = {
      id: 'a',
      sortCode: 1,
      children: [{ id: 'b', sortCode: 2, children: [{ id: 'c', sortCode: 'x', children: [] }] }],
    };
    assert.equal(Value.Check(Node, wrongDeep), false);
    assert.equal(Value.Check(Node, { id: 'a', sortCode: 1 }), false, 'children is required');
  });

  it('names the node in its definitions, as responses and OpenAPI refer to it', () => {
    assert.equal(Node.$ref, 'Node');
    assert.deepEqual(Object.keys(Node.$defs), ['Node']);
    assert.deepEqual(Node.$defs.Node.properties.children, Type.Array(Type.Ref('Node')));
  });
});
