import { useEffect, useState } from 'react';

/**
 * The content width of the element given to the returned callback ref, followed as the window or
 * the host resizes it. A callback ref, not a ref object: the element comes and goes (the
 * functional layout drops its menu slot on mobile), and each new one must be measured again.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
