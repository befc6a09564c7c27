import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { AnyField } from '../design-walk';

export interface NodesProps {
  fields: readonly AnyField[];
  gutter?: number;
}

/**
 * How a layout draws the nodes it holds. Layouts nest, so the grid of nodes reaches them
 * through this context (FormRenderer provides it) rather than by an import that would loop.
 */
export const NestedNodesContext = createContext<ComponentType<NodesProps> | null>(null);

export function useNestedNodes(): ComponentType<NodesProps> {
  const nodes = useContext(NestedNodesContext);
  if (!nodes) throw new Error('A layout is rendered outside FormRenderer');
  return nodes;
}
