import type { ReactElement } from 'react';
import type { InitOptions } from 'i18next';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Language } from '@mepm/contract/codes';
import type { ShellFeature } from '../kernel/feature';
import type { ShellMountOptions } from '../kernel/mount-options';
import { ShellProviders } from '../composition/providers';
import { createShellRuntime } from '../composition/runtime';
import type { ShellRuntime } from '../composition/runtime';
import type { RootState } from '../kernel/store';
import { createShellElements } from '../composition/shell-elements';
import { createShellTheme } from '../kernel/theme';
import { withoutMotion } from './motionless-theme';
import { createTestStyleCache } from './test-style-cache';

export const TEST_API = 'http://api.test';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  options?: Partial<ShellMountOptions>;
  language?: Language;
  /** Where the memory router starts. */
  path?: string;
  /** The routes to render; by default `ui` at every path. */
  routes?: RouteObject[];
  /** The features to mount instead of the product's. */
  features?: readonly ShellFeature[];
  /** i18next options over the shell's own. */
  i18nOptions?: InitOptions;
}

const runtimes = new Set<ShellRuntime>();
const shellRoots = new Set<HTMLElement>();
afterEach(() => {
  for (const runtime of runtimes) runtime.dispose();
  runtimes.clear();
  for (const root of shellRoots) root.remove();
  shellRoots.clear();
});

/** Test-only options and a host whose reload and postMessage are recorded, not performed. */
export function testRuntime(options: Partial<ShellMountOptions> = {}, language: Language = 'zh') {
  const host = { reload: jest.fn(), postToParent: jest.fn() };
  const mountOptions: ShellMountOptions = {
    container: document.body,
    basename: '/',
    apiBase: TEST_API,
    embed: 'standalone',
    ...options,
  };
  return { host, mountOptions, language };
}

/**
 * Renders through the shell's real providers (store, i18n, theme, toasts) and a memory router. The
 * page sees the live theme without motion, so that its dialogs open and close at once.
 */
export function renderWithProviders(ui: ReactElement | null, opts: RenderOptions = {}) {
  const { host, mountOptions, language } = testRuntime(opts.options, opts.language);
  const runtime = createShellRuntime(mountOptions, {
    host,
    language,
    preloadedState: opts.preloadedState,
    features: opts.features,
    i18nOptions: opts.i18nOptions,
  });
  runtimes.add(runtime);
  const router = createMemoryRouter(opts.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [opts.path ?? '/'],
  });
  runtime.context.currentPath = () => router.state.location.pathname + router.state.location.search;
  const user = userEvent.setup();
  // The elements a mounted shell has, so that dialogs hide the page as they do there. Styles go
  // into the shell's own element too and leave with it after the test: left in the document, every
  // test's styles would slow the next tests' role queries, which compute each element's style.
  const shell = createShellElements(document.body);
  shellRoots.add(shell.root);
  const rendered = render(
    <ShellProviders
      runtime={runtime}
      cache={createTestStyleCache(shell.styles)}
      theme={createShellTheme(shell.portals)}
    >
      <ThemeProvider theme={withoutMotion}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </ShellProviders>,
    { container: shell.app },
  );
  return { ...rendered, user, router, host, store: runtime.store, runtime };
}
