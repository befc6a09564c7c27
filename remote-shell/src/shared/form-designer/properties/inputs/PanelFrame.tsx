import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The panel with its heading (控件属性, 表单属性): a form named by its title. */
export function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} aria-label={title} role="form">
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
