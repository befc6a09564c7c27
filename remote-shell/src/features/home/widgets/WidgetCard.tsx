import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface WidgetCardProps {
  title: string;
  /** A button or link beside the title. */
  action?: ReactNode;
  /** The grid area it takes on the portal (see HomeGrid). */
  area?: string;
  children: ReactNode;
}

/** The frame of one home or portal widget: a titled region, so each is a landmark of its own. */
export function WidgetCard({ title, action, area, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gridArea: area }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 32 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
