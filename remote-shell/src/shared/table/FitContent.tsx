import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/** Horizontal padding of a cell on each side, in pixels (MUI spacing 1.5). */
export const CELL_PADDING = 12;

/**
 * A cell's content in a box as wide as the content itself, so the table can read how wide
 * each column's content is (`useContentWidths`); past the cell's width it is cut with an
 * ellipsis.
 */
export function FitContent({ column, children }: { column: string; children: ReactNode }) {
  return (
    <Box
      component="span"
      data-fit-column={column}
      sx={{
        display: 'inline-block',
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {children}
    </Box>
  );
}

/** A cell that stays at the right edge of the scrolling table, over the cells it passes. */
export const pinnedCell = {
  position: 'sticky' as const,
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
};

/** A cell that stays `left` pixels from the left edge of the scrolling table. */
export const pinnedLeftCell = (left: number) => ({
  position: 'sticky' as const,
  left,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
});
