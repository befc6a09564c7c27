import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';

export const ROW_HEIGHT = 40;
const OVERSCAN = 8;

interface Props {
  count: number;
  /** The box that scrolls: the whole table, header included, so pinned cells stay in view. */
  scrollBox: HTMLElement | null;
  /** Renders row `index`; it is placed absolutely at `top`, so it must accept a style. */
  renderRow: (index: number, top: number) => ReactNode;
  /** Called after the rows in view changed (to fit the columns to them). */
  onRowsShown?: () => void;
}

/**
 * Only the rows in view (plus a few either side) are in the DOM: a page of 1000 rows stays as
 * cheap as a page of 20 (react-admin's unvirtualised grid froze at 1,500 rows).
 */
export function VirtualBody({ count, scrollBox, renderRow, onRowsShown }: Props) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollBox,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The header scrolls in the same box, above the rows.
    scrollMargin: bodyRef.current?.offsetTop ?? 0,
  });
  const margin = virtualizer.options.scrollMargin;
  useLayoutEffect(() => onRowsShown?.());
  return (
    <Box ref={bodyRef} role="rowgroup" sx={{ height: count * ROW_HEIGHT, position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => renderRow(item.index, item.start - margin))}
    </Box>
  );
}
