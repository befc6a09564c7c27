import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled group of the panel; a group of `region` role, so tests and readers find it by title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" role="region" aria-labelledby={id} spacing={1.5} sx={{ py: 1 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
