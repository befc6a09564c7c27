import { useEffect, useMemo, useRef, useState } from 'react';
import { styled } from '@mui/material/styles';
import {
  Background,
  Controls,
  ReactFlow,
  type AriaLabelConfig,
  type Edge,
  type Node,
  type NodeTypes,
} from '@xyflow/react';
import xyflowCss from '@xyflow/react/dist/style.css?raw';
import type { FlowTemplate } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { FlowCanvasContext, type CanvasContext } from './canvas-context';
import { EndMark, JoinPoint, NodeCard, PlusButton, RouteHead } from './FlowCards';
import { flowGraph, type FlowGraph, type GraphItem } from './flow-graph';
import { layoutGraph, sizeOf, type Positions } from './layout';
import { FD } from './node-summary';

/** React Flow's stylesheet under this frame's class, inserted through the mount's emotion cache. */
const Frame = styled('div')(xyflowCss, { width: '100%', height: '100%' });

const NODE_TYPES: NodeTypes = {
  card: NodeCard,
  route: RouteHead,
  plus: PlusButton,
  join: JoinPoint,
  end: EndMark,
};

function dataOf(item: GraphItem): Record<string, unknown> {
  switch (item.kind) {
    case 'card':
      return { node: item.node, parallel: item.parallel === true };
    case 'route':
      return { node: item.node };
    case 'plus':
      return { after: item.after };
    default:
      return {};
  }
}

export interface FlowCanvasProps {
  template: FlowTemplate;
  context: CanvasContext;
}

/**
 * The template drawn with React Flow, laid out top-down by elkjs; nothing is dragged or connected
 * by hand: the tree decides where everything goes, the "+" buttons and the panel change it.
 */
export function FlowCanvas({ template, context }: FlowCanvasProps) {
  const { t } = useTranslation();
  const ariaLabels = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'controls.ariaLabel': t(`${FD}.canvas.controls`),
      'controls.zoomIn.ariaLabel': t(`${FD}.canvas.zoomIn`),
      'controls.zoomOut.ariaLabel': t(`${FD}.canvas.zoomOut`),
      'controls.fitView.ariaLabel': t(`${FD}.canvas.fitView`),
      'node.a11yDescription.default': t(`${FD}.canvas.nodeHelp`),
      'node.a11yDescription.keyboardDisabled': t(`${FD}.canvas.nodeHelp`),
      'edge.a11yDescription.default': t(`${FD}.canvas.edgeHelp`),
    }),
    [t],
  );
  const { readOnly, problems } = context;
  const graph = useMemo(() => flowGraph(template, readOnly), [template, readOnly]);
  const sized = useMemo(() => {
    const problemsOf = (item: GraphItem) =>
      item.kind === 'card' || item.kind === 'route'
        ? (problems.get(item.node.nodeId)?.length ?? 0)
        : 0;
    const sizes = new Map(graph.items.map((item) => [item.id, sizeOf(item, problemsOf(item))]));
    // What the layout depends on: an edit of a title or a rule changes none of it.
    const shape = JSON.stringify([[...sizes], graph.edges.map((edge) => edge.id)]);
    return { sizes, shape };
  }, [graph, problems]);
  const [laid, setLaid] = useState<{ graph: FlowGraph; shape: string; positions: Positions }>();
  const latest = useRef({ graph, sized });
  latest.current = { graph, sized };
  const { shape } = sized;
  useEffect(() => {
    let current = true;
    const { graph: toLay, sized: sizes } = latest.current;
    void layoutGraph(toLay, (item) => sizes.sizes.get(item.id) ?? sizeOf(item, 0)).then(
      (positions) => {
        if (current) setLaid({ graph: toLay, shape, positions });
      },
    );
    return () => {
      current = false;
    };
  }, [shape]);
  // The drawing as laid out: the template as it is once its shape is, else the last one laid
  // out until the new layout is ready (never nodes piled at the origin meanwhile).
  const shown = laid?.shape === shape ? graph : laid?.graph;
  const nodes = useMemo<Node[]>(() => {
    if (laid === undefined || shown === undefined) return [];
    return shown.items.map((item) => {
      const size = sized.sizes.get(item.id) ?? sizeOf(item, 0);
      return {
        id: item.id,
        type: item.kind,
        position: laid.positions.get(item.id) ?? { x: 0, y: 0 },
        data: dataOf(item),
        width: size.width,
        height: size.height,
        draggable: false,
        selectable: false,
        connectable: false,
        focusable: false,
        // Nothing is dragged or selected by React Flow, which would then let clicks through to
        // the pane; the cards' own buttons take them, and pressing one pans nothing (nopan).
        ...(item.kind === 'join' || item.kind === 'end'
          ? {}
          : { style: { pointerEvents: 'all' as const }, className: 'nopan' }),
      };
    });
  }, [shown, laid, sized]);
  const edges = useMemo<Edge[]>(
    () =>
      (shown?.edges ?? []).map((edge) => ({
        ...edge,
        type: 'smoothstep',
        selectable: false,
        focusable: false,
      })),
    [shown],
  );
  // React Flow fits the view to the nodes it starts with: it starts once they are laid out.
  if (nodes.length === 0) return null;
  return (
    <FlowCanvasContext.Provider value={context}>
      <Frame>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          fitView
          fitViewOptions={{ maxZoom: 1 }}
          minZoom={0.2}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          deleteKeyCode={null}
          zoomOnDoubleClick={false}
          proOptions={{ hideAttribution: true }}
          // Nodes are not moved by keys: their own buttons are what the keyboard reaches.
          disableKeyboardA11y
          ariaLabelConfig={ariaLabels}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </Frame>
    </FlowCanvasContext.Provider>
  );
}
