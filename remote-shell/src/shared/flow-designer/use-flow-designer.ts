import { useEffect, useReducer, useRef } from 'react';
import type { FlowTemplate } from '@mepm/contract';
import { flowDesignerReducer, initialFlowDesignerState } from './model';

/**
 * The designer's state for a template, and `onChange` told of every new template (not of the one
 * it started with): the holder keeps the latest one to save.
 */
export function useFlowDesigner(
  initial: FlowTemplate,
  onChange?: (template: FlowTemplate) => void,
) {
  const [state, dispatch] = useReducer(flowDesignerReducer, initial, initialFlowDesignerState);
  const told = useRef(state.template);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (told.current === state.template) return;
    told.current = state.template;
    onChangeRef.current?.(state.template);
  }, [state.template]);
  return [state, dispatch] as const;
}
