import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page-sized message with one way out (or none, when the host owns it), for the guard's dead ends. */
export function CenteredMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', p: 6 }}>
      <Paper sx={{ p: 4, maxWidth: 480 }}>
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography role="status">{text}</Typography>
          {action}
        </Stack>
      </Paper>
    </Stack>
  );
}
