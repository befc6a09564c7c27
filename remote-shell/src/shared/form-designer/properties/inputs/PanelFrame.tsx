import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The panel with its heading (控件属性, 表单属性) and a note (the field's type): a form named by its title. */
export function PanelFrame(props: { title: string; note?: string; children: ReactNode }) {
  const { title, note, children } = props;
  return (
    <Stack spacing={1.5} aria-label={title} role="form">
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
