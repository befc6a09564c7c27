import type { FlowNode, FlowTemplate } from '@mepm/contract';
import { findNode, forEachNode } from './nodes';

const node = (type: FlowNode['type'], nodeId: string, childNode: FlowNode | null = null) =>
  ({ type, nodeId, properties: { title: nodeId }, childNode }) as FlowNode;

/** start → route(a: x → y, b: z) → end-approver */
function template(): FlowTemplate {
  const route = {
    ...node('condition', 'route', node('approver', 'last')),
    conditionNodes: [
      node('branch', 'a', node('approver', 'x', node('copy', 'y'))),
      node('branch', 'b', node('approver', 'z')),
    ],
  } as FlowNode;
  return node('start', 'start', route) as FlowTemplate;
}

describe('forEachNode', () => {
  it('visits a node, its branches in order, then its child', () => {
    const seen: string[] = [];
    forEachNode(template(), (n) => {
      seen.push(n.nodeId);
    });
    expect(seen).toEqual(['start', 'route', 'a', 'x', 'y', 'b', 'z', 'last']);
  });

  it('stops when the visitor answers false', () => {
    const seen: string[] = [];
    forEachNode(template(), (n) => {
      seen.push(n.nodeId);
      return n.nodeId !== 'x';
    });
    expect(seen).toEqual(['start', 'route', 'a', 'x']);
  });
});

describe('findNode', () => {
  it('tells the routes and branches around a node, outermost first', () => {
    const found = findNode(template(), 'y');
    expect(found?.node.type).toBe('copy');
    expect(found?.place.routes.map((r) => [r.route.nodeId, r.branch.nodeId])).toEqual([
      ['route', 'a'],
    ]);
    expect(findNode(template(), 'last')?.place.routes).toEqual([]);
    expect(findNode(template(), 'nowhere')).toBeUndefined();
  });
});
