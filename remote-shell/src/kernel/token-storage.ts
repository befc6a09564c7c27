import type { EmbedKind } from './mount-options';
import { SETTINGS_PREFIX } from './client-settings';

export const TOKEN_KEY = `${SETTINGS_PREFIX}token`;

export interface TokenStorage {
  read(): string | null;
  write(token: string | null): void;
}

function inWebStorage(storage: () => Storage): TokenStorage {
  // Storage can throw (blocked third-party storage in iframes); the session then lasts the page.
  return {
    read() {
      try {
        return storage().getItem(TOKEN_KEY);
      } catch {
        return null;
      }
    },
    write(token) {
      try {
        if (token) storage().setItem(TOKEN_KEY, token);
        else storage().removeItem(TOKEN_KEY);
      } catch {
        // Kept in memory by the store anyway.
      }
    },
  };
}

const inMemory: TokenStorage = { read: () => null, write: () => undefined };

/**
 * Where the token survives a reload. Standalone: localStorage. Inside an iframe: sessionStorage
 * (per tab, like the host's own session). qiankun / Module Federation: nowhere, because the host
 * owns the token and passes it on every mount.
 */
export function tokenStorageFor(embed: EmbedKind): TokenStorage {
  if (embed === 'standalone') return inWebStorage(() => window.localStorage);
  if (embed === 'iframe') return inWebStorage(() => window.sessionStorage);
  return inMemory;
}
