import { useCallback, useLayoutEffect, useState } from 'react';
import { CELL_PADDING } from './FitContent';

const NONE: ReadonlyMap<string, number> = new Map();

function sameWidths(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, width] of a) if (b.get(key) !== width) return false;
  return true;
}

export interface ContentWidths {
  widths: ReadonlyMap<string, number>;
  /** Reads the widths again; the body calls it when the rows in view change. */
  measure: () => void;
}

/**
 * How wide each column's content is (header and the rows in view), padding included, read
 * from the `FitContent` boxes after every render of the table. The boxes are as wide as their
 * content whatever the column's width, so growing a column to fit never feeds back.
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
    setWidths((previous) => (sameWidths(previous, next) ? previous : next));
  }, [table]);
  useLayoutEffect(measure);
  return { widths, measure };
}
