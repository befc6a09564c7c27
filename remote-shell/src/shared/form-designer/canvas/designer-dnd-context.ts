import { createContext, useContext } from 'react';
import type { DesignerAction, DesignerState } from '../model/designer-state';
import type { NodePlace } from '../model/tree';
import type { DragSource } from './drop-resolution';

/** What the palette and the canvas share: the design, its dispatch and the drag in progress. */
export interface DesignerDndValue {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  /** What is being dragged; null between drags. */
  source: DragSource | null;
  /** Where the dragged node would land if dropped now; null where it may not go. */
  landing: NodePlace | null;
}

export const DesignerDndContext = createContext<DesignerDndValue | null>(null);

export function useDesignerDnd(): DesignerDndValue {
  const value = useContext(DesignerDndContext);
  if (!value) throw new Error('The palette and the canvas are used inside DesignerDnd');
  return value;
}
