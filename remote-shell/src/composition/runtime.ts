import type { i18n, InitOptions } from 'i18next';
import type { Language } from '@mepm/contract/codes';
import { api } from '../kernel/api';
import { createShellI18n } from '../kernel/i18n/create-i18n';
import type { ShellFeature } from '../kernel/feature';
import type { ShellMountOptions } from '../kernel/mount-options';
import { createScheduler } from '../kernel/scheduler';
import { initialSessionState } from '../kernel/session-slice';
import type { ShellParts } from '../kernel/shell-parts';
import { browserHost } from '../kernel/shell-context';
import type { HostBridge, ShellContext } from '../kernel/shell-context';
import { composeFeatures } from './compose-features';
import type { PageRegistry } from './compose-features';
import { PRODUCT } from './product';
import { createShellStore } from '../kernel/store';
import type { RootState, ShellStore } from '../kernel/store';
import { tokenStorageFor } from '../kernel/token-storage';
import { forgetSignedOutNotice } from '../kernel/signed-out-notice';
import { shellPath } from '../kernel/url-token';

export interface ShellRuntime {
  context: ShellContext;
  store: ShellStore;
  i18n: i18n;
  /** The pages of its features, by route path. */
  pages: PageRegistry;
  /** What its features add to the layout's frame. */
  parts: ShellParts;
  /** Cancels timers, stops persisting and drops cached data. Call after the React root is gone. */
  dispose(): void;
}

export interface RuntimeOverrides {
  host?: HostBridge;
  language?: Language;
  /** A token found in the URL (/home?token=), taken before the router starts. */
  urlToken?: string;
  preloadedState?: Partial<RootState>;
  /** The features to mount instead of the product's (a test adds its own). */
  features?: readonly ShellFeature[];
  /** i18next options over the shell's own (a test records missing keys with them). */
  i18nOptions?: InitOptions;
}

function pathFromWindow(basename: string): string {
  const path = shellPath(window.location.pathname, basename) ?? '/';
  return path + window.location.search;
}

/** The store, i18n, timers and host bridge of one mount: everything but the DOM. */
export function createShellRuntime(
  options: ShellMountOptions,
  overrides: RuntimeOverrides = {},
): ShellRuntime {
  const features = overrides.features ? composeFeatures(overrides.features) : PRODUCT;
  api.enhanceEndpoints({ addTagTypes: features.tagTypes });
  const i18n = createShellI18n(features.resources, overrides.language, overrides.i18nOptions);
  const scheduler = createScheduler();
  const context: ShellContext = {
    options,
    i18n,
    scheduler,
    host: overrides.host ?? browserHost,
    currentPath: () => pathFromWindow(options.basename),
    preloadPage: () => undefined,
    sessionEndPending: false,
    disposed: false,
  };

  const tokens = tokenStorageFor(options.embed);
  // The host's token wins, then one in the URL, then the one this browser kept.
  const token = options.token || overrides.urlToken || tokens.read();
  const store = createShellStore(context, {
    session: { ...initialSessionState, token },
    ...overrides.preloadedState,
  });

  let savedToken = store.getState().session.token;
  tokens.write(savedToken);
  const stopPersisting = store.subscribe(() => {
    const current = store.getState().session.token;
    if (current !== savedToken) {
      savedToken = current;
      tokens.write(current);
      // Signed in again (whichever way): why the last session ended is no news any more.
      if (current) forgetSignedOutNotice();
    }
  });

  return {
    context,
    store,
    i18n,
    pages: features.pages,
    parts: features.parts,
    dispose() {
      context.disposed = true;
      stopPersisting();
      scheduler.dispose();
      // Also clears RTK Query's keepUnusedDataFor timers of the queries the unmount released.
      store.dispatch(api.util.resetApiState());
    },
  };
}
