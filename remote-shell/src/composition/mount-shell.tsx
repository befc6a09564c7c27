import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ShellMountOptions, UnmountShell } from '../kernel/mount-options';
import { ShellProviders } from './providers';
import { createShellElements } from './shell-elements';
import type { ShellElements } from './shell-elements';
import { preloadPageCode, startPagesEarly, startPagesOnNavigation } from './router/early-start';
import { ignoreDuplicateNavigation } from './router/ignore-duplicate-navigation';
import { shellRoutes } from './routes';
import { createShellRuntime } from './runtime';
import type { RuntimeOverrides, ShellRuntime } from './runtime';
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

/** What a mount keeps of its elements and runtime until the first render is built. */
interface MountParts {
  options: ShellMountOptions;
  runtime: ShellRuntime;
  elements: ShellElements;
}

/** The router, the theme and the React root of a mount, rendered; returns their removal. */
function renderShell({ options, runtime, elements }: MountParts): () => void {
  // A new cache every mount: a cache remembers what it inserted and would skip styles that the
  // previous mount's (now removed) container held.
  const cache = createCache({ key: STYLE_KEY, container: elements.styles, prepend: true });
  const theme = createShellTheme(elements.portals);
  const router = createBrowserRouter(shellRoutes, { basename: options.basename });
  ignoreDuplicateNavigation(router);
  const stopStartingEarly = startPagesOnNavigation(router, runtime.store);
  runtime.context.preloadPage = (path) => preloadPageCode(router, path);
  // The router's own location still carries the basename; the host wants the shell's path.
  runtime.context.currentPath = () => {
    const { pathname, search } = router.state.location;
    return (shellPath(pathname, options.basename) ?? '/') + search;
  };

  const errors = reportClientErrors(runtime.store, options.apiBase);
  const root = createRoot(elements.app, { onUncaughtError: errors.report });
  root.render(
    <ShellProviders runtime={runtime} cache={cache} theme={theme}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return () => {
    root.unmount();
    errors.stop();
    stopStartingEarly();
    router.dispose();
  };
}

/**
 * Mounts one shell inside `options.container`: its own element, React root, emotion cache,
 * portal node, store, i18n and router. The returned function removes all of it.
 *
 * The first page's longest waits, the current user and the page's code, are started before
 * anything is built for the page; the router and the first render are built in the next task.
 * Their requests are sent from promise callbacks, which would otherwise wait for the whole
 * mount (some tens of milliseconds on a busy machine) before leaving.
 */
export function mountShell(
  options: ShellMountOptions,
  overrides: Omit<RuntimeOverrides, 'urlToken'> = {},
): UnmountShell {
  const elements = createShellElements(options.container);
  const runtime = createShellRuntime(options, {
    ...overrides,
    urlToken: takeTokenFromAddress(options),
  });
  startPagesEarly(shellRoutes, runtime.store, window.location.pathname, options.basename);
  // Texts overridden on the languages page, over the shipped ones once they arrive.
  void loadTextOverrides(options.apiBase, runtime.i18n);

  let removeRendered: (() => void) | undefined;
  const rendering = setTimeout(() => {
    removeRendered = renderShell({ options, runtime, elements });
  }, 0);

  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    clearTimeout(rendering);
    removeRendered?.();
    runtime.dispose();
    elements.root.remove();
  };
}
