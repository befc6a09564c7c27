import { useEffect, useReducer, useRef } from 'react';
import type { FormDesign } from '@mepm/contract';
import { designerReducer, initialDesignerState } from './model/designer-state';

/**
 * The designer's state for a design, and `onChange` told of every new design (not of the one it
 * started with): the holder keeps the latest one to save.
 */
export function useFormDesigner(initial: FormDesign, onChange?: (design: FormDesign) => void) {
  const [state, dispatch] = useReducer(designerReducer, initial, initialDesignerState);
  const told = useRef(state.design);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (told.current === state.design) return;
    told.current = state.design;
    onChangeRef.current?.(state.design);
  }, [state.design]);
  return [state, dispatch] as const;
}
