import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ShellMountOptions, UnmountShell } from '../kernel/mount-options';
import { ShellProviders } from './providers';
import { createShellElements } from './shell-elements';
import { preloadPageCode, startPagesEarly } from './router/early-start';
import { ignoreDuplicateNavigation } from './router/ignore-duplicate-navigation';
import { shellRoutes } from './routes';
import { createShellRuntime } from './runtime';
import type { RuntimeOverrides } from './runtime';
import { createShellTheme } from '../kernel/theme';
import { loadTextOverrides } from '../kernel/i18n/text-overrides';
import { shellPath, takeUrlToken } from '../kernel/url-token';
import { reportClientErrors } from '../kernel/error-report';

/** Emotion keys allow lowercase letters and hyphens only. */
export const STYLE_KEY = 'mepm';

/** Takes /home?token= out of the address bar; only where the page is the shell's own. */
function takeTokenFromAddress(options: ShellMountOptions): string | undefined {
  if (options.embed !== 'standalone' && options.embed !== 'iframe') return undefined;
  const found = takeUrlToken(new URL(window.location.href), options.basename);
  if (!found) return undefined;
  window.history.replaceState(window.history.state, '', found.cleanedUrl);
  return found.token;
}

/**
 * Mounts one shell inside `options.container`: its own element, React root, emotion cache,
 * portal node, store, i18n and router. The returned function removes all of it.
 */
export function mountShell(
  options: ShellMountOptions,
  overrides: Omit<RuntimeOverrides, 'urlToken'> = {},
): UnmountShell {
  const { root: element, styles, app, portals } = createShellElements(options.container);

  const runtime = createShellRuntime(options, {
    ...overrides,
    urlToken: takeTokenFromAddress(options),
  });
  // A new cache every mount: a cache remembers what it inserted and would skip styles that the
  // previous mount's (now removed) container held.
  const cache = createCache({ key: STYLE_KEY, container: styles, prepend: true });
  const theme = createShellTheme(portals);
  const router = createBrowserRouter(shellRoutes, { basename: options.basename });
  ignoreDuplicateNavigation(router);
  const stopStartingEarly = startPagesEarly(router, runtime.store);
  runtime.context.preloadPage = (path) => preloadPageCode(router, path);
  // The router's own location still carries the basename; the host wants the shell's path.
  runtime.context.currentPath = () => {
    const { pathname, search } = router.state.location;
    return (shellPath(pathname, options.basename) ?? '/') + search;
  };

  // Texts overridden on the languages page, over the shipped ones once they arrive.
  void loadTextOverrides(options.apiBase, runtime.i18n);

  const errors = reportClientErrors(runtime.store, options.apiBase);
  const root = createRoot(app, { onUncaughtError: errors.report });
  root.render(
    <ShellProviders runtime={runtime} cache={cache} theme={theme}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );

  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    errors.stop();
    stopStartingEarly();
    router.dispose();
    runtime.dispose();
    element.remove();
  };
}
