import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { FormField } from '@mepm/contract';
import type { NodeId } from '../model/tree';

export interface NodeListProps {
  /** The holder of the list; null: the form. */
  parent: NodeId | null;
  nodes: readonly FormField[];
  /** Shown while the list is empty. */
  emptyText: string;
  /** The sub-table's columns side by side, each a fixed width, instead of the form's grid. */
  columns?: boolean;
}

/**
 * How a layout on the canvas draws the lists it holds. Lists hold frames that hold layouts, so
 * the list reaches them through this context (the canvas provides it), not an import loop.
 */
export const NestedListContext = createContext<ComponentType<NodeListProps> | null>(null);

export function useNestedList(): ComponentType<NodeListProps> {
  const list = useContext(NestedListContext);
  if (!list) throw new Error('A layout is drawn outside DesignCanvas');
  return list;
}
