import { useCallback, useLayoutEffect, useState } from 'react';
import { CELL_PADDING } from './FitContent';

const NONE: ReadonlyMap<string, number> = new Map();

/** The wider of the two widths per column; the same map when nothing grew. */
function widened(
  previous: ReadonlyMap<string, number>,
  measured: ReadonlyMap<string, number>,
): ReadonlyMap<string, number> {
  let grew = false;
  const next = new Map(previous);
  for (const [key, width] of measured) {
    if (width > (previous.get(key) ?? 0)) {
      next.set(key, width);
      grew = true;
    }
  }
  return grew ? next : previous;
}

export interface ContentWidths {
  widths: ReadonlyMap<string, number>;
  /** Reads the widths again; the body calls it when the rows in view change. */
  measure: () => void;
}

/**
 * How wide each column's content is (header and the rows in view), padding included, read
 * from the `FitContent` boxes after every render of the table. The boxes are as wide as their
 * content whatever the column's width; a column only ever widens (to the widest content it has
 * shown), so that content whose width follows its column's (a wrapping label, a flexible
 * control) cannot make the widths, and with them the renders, go round in a loop.
 * Where nothing is laid out (jsdom) every width is 0 and the declared widths hold.
 */
export function useContentWidths(table: HTMLElement | null): ContentWidths {
  const [widths, setWidths] = useState(NONE);
  const measure = useCallback(() => {
    const next = new Map<string, number>();
    for (const box of table?.querySelectorAll<HTMLElement>('[data-fit-column]') ?? []) {
      const key = box.dataset.fitColumn;
      if (key === undefined || box.scrollWidth === 0) continue;
      next.set(key, Math.max(next.get(key) ?? 0, box.scrollWidth + 2 * CELL_PADDING));
    }
    setWidths((previous) => widened(previous, next));
  }, [table]);
  useLayoutEffect(measure);
  return { widths, measure };
}
