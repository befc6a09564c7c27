import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PopoverActions } from '@mui/material/Popover';

/** The popup's tallest, where the screen has room. */
export const POPUP_MAX_HEIGHT = 360;
/** Below this the popup would be a slit: it rather moves up over the field. */
const POPUP_MIN_HEIGHT = 200;
/** The popover keeps this far from the screen's edges (its default `marginThreshold`). */
const EDGE_MARGIN = 16;

/**
 * How tall the popup may be under a field ending at `anchorBottom`: the room below it, but never
 * less than a useful height (the popover then shifts up) nor more than the screen holds.
 */
export function fitPopupHeight(anchorBottom: number, viewportHeight: number): number {
  const below = viewportHeight - anchorBottom - EDGE_MARGIN;
  const screen = viewportHeight - 2 * EDGE_MARGIN;
  return Math.max(0, Math.min(POPUP_MAX_HEIGHT, screen, Math.max(below, POPUP_MIN_HEIGHT)));
}

/**
 * Keeps a popover inside the screen: its height capped to the room there is (the paper
 * scrolls past it), and its position computed again whenever its content changes size, e.g.
 * after a tree node expands (the popover itself only places it when it opens).
 */
export function usePopupFit(anchor: HTMLElement | null, open: boolean) {
  const action = useRef<PopoverActions>(null);
  const [maxHeight, setMaxHeight] = useState(POPUP_MAX_HEIGHT);
  const [content, setContent] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open || !anchor) return;
    const measure = () =>
      setMaxHeight(fitPopupHeight(anchor.getBoundingClientRect().bottom, window.innerHeight));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, anchor]);

  useEffect(() => {
    // jsdom has no ResizeObserver, and nothing is laid out there to keep inside.
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => action.current?.updatePosition());
    observer.observe(content);
    return () => observer.disconnect();
  }, [content]);

  return { action, maxHeight, contentRef: setContent };
}
