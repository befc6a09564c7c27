import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export type PreviewDevice = 'pc' | 'phone';

/** The width of the phone frame, in px: a common phone's CSS width. */
export const PHONE_WIDTH = 375;

/**
 * Breakpoints no screen reaches: the renderer's grid takes its phone layout (every field full
 * width) inside the frame, as it does on a phone, though the page around it is wide.
 */
const PHONE_BREAKPOINTS = createTheme({
  breakpoints: { values: { xs: 0, sm: 1e6, md: 1e6, lg: 1e6, xl: 1e6 } },
}).breakpoints;

const asPhone = (outer: Theme): Theme => ({ ...outer, breakpoints: PHONE_BREAKPOINTS });
const asIs = (outer: Theme): Theme => outer;

/** The area the previewed form is drawn in: the dialog's width, or a phone's. */
export function PreviewFrame({ device, children }: { device: PreviewDevice; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = device === 'phone';
  return (
    <Box
      role="region"
      aria-label={t('formDesigner.preview.frame')}
      sx={{
        width: phone ? PHONE_WIDTH : '100%',
        maxWidth: '100%',
        mx: 'auto',
        p: phone ? 1.5 : 0,
        border: phone ? 1 : 0,
        borderColor: 'divider',
        borderRadius: phone ? 2 : 0,
        boxSizing: 'border-box',
      }}
    >
      {/* The same element in both widths, so that switching keeps what was typed. */}
      <ThemeProvider theme={phone ? asPhone : asIs}>{children}</ThemeProvider>
    </Box>
  );
}
