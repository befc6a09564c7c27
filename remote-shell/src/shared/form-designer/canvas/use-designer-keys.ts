import { useEffect, useRef } from 'react';
import type { DesignerAction } from '../model/designer-state';
import type { NodeId } from '../model/tree';

/** Keys typed into a text box or a list box are that control's, not the designer's. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'listbox' || role === 'option';
}

/**
 * The designer's keys while it is open: Delete removes the selected node, Ctrl/⌘+Z undoes,
 * Ctrl/⌘+Shift+Z and Ctrl+Y redo — anywhere but in a control being typed in.
 */
export function useDesignerKeys(
  selected: NodeId | null,
  dispatch: (action: DesignerAction) => void,
) {
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let action: DesignerAction | undefined;
      if (command && key === 'z') action = { type: event.shiftKey ? 'redo' : 'undo' };
      else if (command && key === 'y') action = { type: 'redo' };
      else if (event.key === 'Delete' && selectedRef.current !== null)
        action = { type: 'remove', id: selectedRef.current };
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
