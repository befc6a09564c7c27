import { describe, expect, it } from '@jest/globals';
import { dependencyOrder } from './dependency-order';

const graph = (edges: Record<string, string[]>) => (name: string) => edges[name] ?? [];

describe('dependencyOrder', () => {
  it('puts each name after what it depends on, ignoring names outside the list', () => {
    const { order, cyclic } = dependencyOrder(
      ['c', 'b', 'a'],
      graph({ c: ['b', 'outside'], b: ['a'] }),
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(cyclic).toEqual([]);
  });

  it('reports the members of a cycle only, and still orders every name', () => {
    const { order, cyclic } = dependencyOrder(
      ['a', 'b', 'c', 'd'],
      graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }),
    );
    expect(cyclic.sort()).toEqual(['a', 'b', 'c']);
    expect(order.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(dependencyOrder(['x'], graph({ x: ['x'] })).cyclic).toEqual(['x']);
  });

  it('walks a chain of thousands without exhausting the stack', () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `n${i}`);
    const { order } = dependencyOrder(names, (name) => {
      const i = Number(name.slice(1));
      return i > 0 ? [`n${i - 1}`] : [];
    });
    expect(order[0]).toBe('n0');
    expect(order.at(-1)).toBe('n19999');
  });
});
