import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ShellContextReact } from '../kernel/hooks';
import { PageRegistryContext } from './router/page-registry';
import type { ShellRuntime } from './runtime';
import { ShellPartsContext } from '../kernel/shell-parts';
import { ServerDialog } from '../kernel/notices/ServerDialog';
import { Toasts } from '../kernel/notices/Toasts';
import { SettingsTheme } from '../kernel/settings/SettingsTheme';

interface ShellProvidersProps {
  runtime: ShellRuntime;
  cache: EmotionCache;
  theme: Theme;
  children: ReactNode;
}

/**
 * Everything a page needs around it. The outer theme only carries the portal container; the one
 * pages see follows the client settings. ScopedCssBaseline, not CssBaseline: the global reset would
 * restyle the host page's body.
 */
export function ShellProviders({ runtime, cache, theme, children }: ShellProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Provider store={runtime.store}>
          <SettingsTheme base={theme}>
            <I18nextProvider i18n={runtime.i18n}>
              <ShellContextReact.Provider value={runtime.context}>
                <PageRegistryContext.Provider value={runtime.pages}>
                  <ShellPartsContext.Provider value={runtime.parts}>
                    <ScopedCssBaseline>
                      {children}
                      <Toasts />
                      <ServerDialog />
                    </ScopedCssBaseline>
                  </ShellPartsContext.Provider>
                </PageRegistryContext.Provider>
              </ShellContextReact.Provider>
            </I18nextProvider>
          </SettingsTheme>
        </Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
