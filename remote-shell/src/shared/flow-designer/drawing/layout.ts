import type { ELK } from 'elkjs/lib/elk-api';
import type { FlowGraph, GraphItem } from './flow-graph';

export interface Size {
  width: number;
  height: number;
}

export const CARD_WIDTH = 240;
const CARD_HEIGHT = 76;
/** Each problem shown on a card adds a line. */
const PROBLEM_LINE = 18;

/** How big each item is drawn: the layout leaves room for exactly that. */
export function sizeOf(item: GraphItem, problems: number): Size {
  switch (item.kind) {
    case 'card':
      return { width: CARD_WIDTH, height: CARD_HEIGHT + problems * PROBLEM_LINE };
    case 'route':
      return { width: 240, height: 40 + problems * PROBLEM_LINE };
    case 'plus':
      return { width: 28, height: 28 };
    case 'join':
      return { width: 12, height: 12 };
    case 'end':
      return { width: 96, height: 32 };
  }
}

export type Positions = ReadonlyMap<string, { x: number; y: number }>;

// elkjs is most of the designer's weight: its own chunk, fetched beside the drawing's and kept.
let elk: Promise<ELK> | undefined;
const loadElk = () =>
  (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk()));

/**
 * Top-down layered positions (each item's top-left corner). Branches keep the order they have in
 * the template, left to right: the model order decides ties, so a priority reads as a place.
 */
export async function layoutGraph(
  graph: FlowGraph,
  sizeOfItem: (item: GraphItem) => Size,
): Promise<Positions> {
  const laid = await (
    await loadElk()
  ).layout({
    id: 'flow',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '48',
      'elk.layered.spacing.nodeNodeBetweenLayers': '28',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.crossingMinimization.forceNodeModelOrder': 'true',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      // Each node as high as its path from the start allows: a short branch's card stays beside
      // its siblings instead of sinking towards where the branches meet.
      'elk.layered.layering.strategy': 'LONGEST_PATH_SOURCE',
    },
    children: graph.items.map((item) => ({ id: item.id, ...sizeOfItem(item) })),
    edges: graph.edges.map((edge) => ({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
    })),
  });
  return new Map(
    (laid.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]),
  );
}
