import { createPath } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

type ShellRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Navigating to the location already shown is ignored (no history entry, no re-render),
 * whoever asks: a menu click, a tab, a link. Only absolute targets are compared; relative ones
 * and history steps (numbers) always go through.
 */
export function ignoreDuplicateNavigation(router: ShellRouter): void {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: unknown, options?: unknown) => {
    if (typeof to === 'string' || (typeof to === 'object' && to !== null)) {
      const target = typeof to === 'string' ? to : createPath(to);
      const { pathname, search, hash } = router.state.location;
      if (target.startsWith('/') && target === pathname + search + hash) return Promise.resolve();
    }
    // The overloads of navigate cannot be re-declared one by one here; arguments pass unchanged.
    return (navigate as (...args: unknown[]) => Promise<void>)(to, options);
  }) as ShellRouter['navigate'];
}
