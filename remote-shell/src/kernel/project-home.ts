import { SETTINGS_PREFIX } from './client-settings';
import type { ShellMountOptions } from './mount-options';
import { safeRedirect } from './safe-redirect';

/** sessionStorage: where a project portal wants the user to land after sign-in (guard rule 5). */
export const PROJECT_HOME_KEY = `${SETTINGS_PREFIX}project_home`;
/** sessionStorage: project_show_module, the module the menu is narrowed to. */
export const SHOW_MODULE_KEY = `${SETTINGS_PREFIX}project_show_module`;

// Session storage can throw in sandboxed frames; then neither value exists.
function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored that could be read either.
  }
}

export function writeProjectHome(path: string): void {
  try {
    window.sessionStorage.setItem(PROJECT_HOME_KEY, path);
  } catch {
    // Without storage the requested page is used, as if nothing were stored.
  }
}

/** The module to narrow the menu to when the host passed none. */
export function storedShowModule(): string | null {
  return read(SHOW_MODULE_KEY) || null;
}

/**
 * Where to go once the user is loaded: the stored project home, if any. Embedded with a route
 * of its own (the host asked for a path other than '/'), the host decides: the stored home is
 * cleared and the requested path kept.
 */
export function projectHomeFor(options: ShellMountOptions, requested: string): string | null {
  const requestedPathname = requested.split(/[?#]/, 1)[0] ?? '/';
  if (options.embed !== 'standalone' && requestedPathname !== '/') {
    remove(PROJECT_HOME_KEY);
    return null;
  }
  const stored = read(PROJECT_HOME_KEY);
  return stored ? safeRedirect(stored, '') || null : null;
}
