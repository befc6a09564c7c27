import { useEffect, useRef, type RefObject } from 'react';
import type { NodeId } from '../model/tree';

/** The actions the keys dispatch: the form and the flow designer name them alike. */
export type DesignerKeyAction =
  { type: 'undo' } | { type: 'redo' } | { type: 'remove'; id: NodeId };

/** Keys typed into a text box or a list box are that control's, not the designer's. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'listbox' || role === 'option';
}

/** Marks a designer's root (the form's or the flow's): keys count only when typed inside it. */
export const DESIGNER_ROOT_ATTRIBUTE = 'data-form-designer';

/**
 * The designer's keys: Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo anywhere in the designer (or with nothing focused),
 * and Delete removes the selected node while the focus is on the canvas — never in a control
 * being typed in, a dialog over the designer (a preview, a question) or the rest of the page.
 * Answers the ref for the canvas's element.
 */
export function useDesignerKeys(
  selected: NodeId | null,
  dispatch: (action: DesignerKeyAction) => void,
): RefObject<HTMLDivElement | null> {
  const canvas = useRef<HTMLDivElement>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A held key repeats: one Delete removes one node, not its holders after it.
      if (event.defaultPrevented || event.repeat || isTyping(event.target)) return;
      const target = event.target instanceof Node ? event.target : null;
      const designer = canvas.current?.closest(`[${DESIGNER_ROOT_ATTRIBUTE}]`);
      // Nothing focused (the deleted frame had the focus) still counts as the designer's.
      const here = target === document.body || (target !== null && designer?.contains(target));
      if (!here) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let action: DesignerKeyAction | undefined;
      if (command && key === 'z') action = { type: event.shiftKey ? 'redo' : 'undo' };
      else if (command && key === 'y') action = { type: 'redo' };
      else if (
        event.key === 'Delete' &&
        selectedRef.current !== null &&
        target !== null &&
        canvas.current?.contains(target)
      )
        action = { type: 'remove', id: selectedRef.current };
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
  return canvas;
}
