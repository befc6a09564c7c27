import { createContext, useContext } from 'react';
import type { FlowDesignerAction, InsertableType } from '../model';
import type { SummaryNames } from './node-summary';

/** Where a task stands at a node, as the drawing colours it (nothing for untouched nodes). */
export type DrawnNodeState = 'active' | 'passed' | 'rejected';

/** What the drawn nodes read from the designer around them (one context, not per-node data). */
export interface CanvasContext {
  readOnly: boolean;
  selected: string | null;
  /** Each node's problems, translated. */
  problems: ReadonlyMap<string, readonly string[]>;
  /** Nodes shown as current (a task's). */
  highlight: ReadonlySet<string>;
  /** Each node's state in a task's run, framed in its colour. */
  states: ReadonlyMap<string, DrawnNodeState>;
  names: SummaryNames;
  dispatch: (action: FlowDesignerAction) => void;
  insert: (after: string, type: InsertableType) => void;
  addBranch: (route: string) => void;
}

export const FlowCanvasContext = createContext<CanvasContext | null>(null);

export function useCanvas(): CanvasContext {
  const context = useContext(FlowCanvasContext);
  if (context === null) throw new Error('a flow node outside the flow canvas');
  return context;
}
