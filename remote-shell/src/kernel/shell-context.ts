import type { i18n } from 'i18next';
import type { HostMessage, ShellMountOptions } from './mount-options';
import type { Scheduler } from './scheduler';

/** What the shell does to the page outside React; replaced by fakes in tests. */
export interface HostBridge {
  reload(): void;
  postToParent(message: HostMessage, targetOrigin: string): void;
}

/**
 * Everything one mount owns that code outside components needs: the base query reaches it as
 * the thunk extra argument, components through `useShellContext`.
 */
export interface ShellContext {
  options: ShellMountOptions;
  i18n: i18n;
  scheduler: Scheduler;
  host: HostBridge;
  /**
   * The current shell path and query, without the basename. Mutable: it reads window.location
   * until the mount replaces it with a reader of its router.
   */
  currentPath: () => string;
  /**
   * Starts loading the code of the page at this shell path (and its layout) without opening it:
   * the login page calls it while the sign-in request runs. Mutable like `currentPath`: a no-op
   * until the mount's router replaces it.
   */
  preloadPage: (path: string) => void;
  /** True between a session code and the session reset, so that parallel calls end it once. */
  sessionEndPending: boolean;
  /**
   * True once the mount is gone. An answer arriving after the host unmounted the shell (a
   * route-based host navigating away while the user loads) must not end the host's session.
   */
  disposed: boolean;
}

export const browserHost: HostBridge = {
  reload: () => window.location.reload(),
  postToParent: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
};
