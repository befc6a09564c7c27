import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The widgets a grid places, by the grid area each takes. */
export type WidgetArea = 'welcome' | 'shortcuts' | 'visited' | 'figures' | 'trend';

/** Rows of area names per width: one column on phones, two from `md`, three from `lg`. */
export interface GridLayout {
  xs: readonly WidgetArea[];
  md: readonly (readonly [WidgetArea, WidgetArea])[];
  lg: readonly (readonly [WidgetArea, WidgetArea, WidgetArea])[];
}

const template = (rows: readonly (readonly WidgetArea[])[]) =>
  rows.map((row) => `"${row.join(' ')}"`).join(' ');

/**
 * The home page's and the portal's widget grid (CSS grid areas). Columns are `minmax(0, 1fr)`
 * so that a long title or the chart never widens the page past a phone's width.
 */
export function HomeGrid({ layout, children }: { layout: GridLayout; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gridTemplateAreas: {
          xs: template(layout.xs.map((area) => [area])),
          md: template(layout.md),
          lg: template(layout.lg),
        },
      }}
    >
      {children}
    </Box>
  );
}
