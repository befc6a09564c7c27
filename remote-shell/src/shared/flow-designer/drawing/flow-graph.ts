import type { FlowNode, FlowTemplate, RouteNode } from '@mepm/contract';
import { isRoute } from '@mepm/flow-engine';

/**
 * What the drawing shows of a template: a card per node, a route's head above its branches and
 * a join below them, a "+" on every connection where a node may be inserted (not when read
 * only), and the end. Positions are the layout's (layout.ts).
 */
export type GraphItem =
  /** `parallel`: a branch of a parallel route, which has no conditions to show. */
  | { kind: 'card'; id: string; node: FlowNode; parallel?: boolean }
  | { kind: 'route'; id: string; node: RouteNode }
  /** Inserts right after `after` (first inside a branch, below a route's join). */
  | { kind: 'plus'; id: string; after: FlowNode }
  | { kind: 'join'; id: string }
  | { kind: 'end'; id: string };

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface FlowGraph {
  items: GraphItem[];
  edges: GraphEdge[];
}

export const cardId = (nodeId: string) => `n:${nodeId}`;
export const END_ID = 'end';

export function flowGraph(template: FlowTemplate, readOnly: boolean): FlowGraph {
  const items: GraphItem[] = [];
  const edges: GraphEdge[] = [];
  const connect = (source: string | null, target: string) => {
    if (source !== null) edges.push({ id: `${source}>${target}`, source, target });
  };
  /** The "+" after `node`, connected from `from`; read only, `from` itself. */
  const plusAfter = (node: FlowNode, from: string) => {
    if (readOnly) return from;
    const id = `p:${node.nodeId}`;
    items.push({ kind: 'plus', id, after: node });
    connect(from, id);
    return id;
  };
  /** Draws a chain below `from`; answers the item the next connection leaves from. */
  const chain = (first: FlowNode | null, from: string | null): string | null => {
    let previous = from;
    for (let node = first; node !== null; node = node.childNode) {
      const id = cardId(node.nodeId);
      if (!isRoute(node)) {
        items.push({ kind: 'card', id, node });
        connect(previous, id);
        previous = plusAfter(node, id);
        continue;
      }
      items.push({ kind: 'route', id, node });
      connect(previous, id);
      const join = `j:${node.nodeId}`;
      for (const branch of node.conditionNodes) {
        const branchId = cardId(branch.nodeId);
        const parallel = node.type === 'parallel';
        items.push({ kind: 'card', id: branchId, node: branch, parallel });
        connect(id, branchId);
        connect(chain(branch.childNode, plusAfter(branch, branchId)), join);
      }
      items.push({ kind: 'join', id: join });
      previous = plusAfter(node, join);
    }
    return previous;
  };
  const last = chain(template, null);
  items.push({ kind: 'end', id: END_ID });
  connect(last, END_ID);
  return { items, edges };
}
