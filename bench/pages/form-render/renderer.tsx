import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../../remote-shell/src/kernel/i18n/create-i18n';
import { kernelTexts } from '../../../remote-shell/src/kernel/locales';
import { FormRenderer } from '../../../remote-shell/src/shared/form-renderer/FormRenderer';
import { DESIGN_200 } from './design-200';
import { measureFirstPaint, measureKeystrokes } from './keystroke-probe';

// The renderer with what it needs of the shell (texts, theme); its options are static, so no
// store or server is involved.
const i18n = createShellI18n({ zh: { translation: kernelTexts('zh') } }, 'zh');
const theme = createTheme();
measureKeystrokes();
const startedAt = performance.now();
createRoot(document.getElementById('bench-root') as HTMLElement).render(
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FormRenderer design={DESIGN_200} mode="create" />
    </ThemeProvider>
  </I18nextProvider>,
);
measureFirstPaint(startedAt);
