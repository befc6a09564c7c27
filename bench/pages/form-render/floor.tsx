import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { FIELD_COUNT } from './design-200';
import { measureFirstPaint, measureKeystrokes } from './keystroke-probe';

/** One labelled MUI text field holding its own value: the least a form field can cost. */
function PlainField({ index }: { index: number }) {
  const [value, setValue] = useState('');
  return (
    <Grid size={{ xs: 24, md: 12 }}>
      <TextField
        fullWidth
        size="small"
        id={`f${index}`}
        label={`字段${index}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </Grid>
  );
}

const theme = createTheme();
measureKeystrokes();
const startedAt = performance.now();
createRoot(document.getElementById('bench-root') as HTMLElement).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Grid container columns={24} spacing={2} sx={{ p: 2 }}>
      {Array.from({ length: FIELD_COUNT }, (_, index) => (
        <PlainField key={index} index={index} />
      ))}
    </Grid>
  </ThemeProvider>,
);
measureFirstPaint(startedAt);
