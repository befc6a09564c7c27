import type { FlowNode, FlowTemplate } from '@mepm/contract';
import { forEachNode, type NodePlace } from '../template/nodes';

/** A node with its place and its position in reading order. */
export interface IndexedNode {
  node: FlowNode;
  place: NodePlace;
  order: number;
}

/** Every node of a template in reading order (forEachNode's), for rules that compare nodes. */
export function indexNodes(template: FlowTemplate): IndexedNode[] {
  const nodes: IndexedNode[] = [];
  forEachNode(template, (node, place) => {
    nodes.push({ node, place, order: nodes.length });
  });
  return nodes;
}
