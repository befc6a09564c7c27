import { SETTINGS_PREFIX } from '../client-settings';

/** localStorage key of the lock flag: '1' while locked, so that a reload stays locked. */
export const LOCK_KEY = `${SETTINGS_PREFIX}lock`;

// Storage can throw (blocked storage in iframes); the lock then lasts the page.
export function readLockFlag(): boolean {
  try {
    return window.localStorage.getItem(LOCK_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeLockFlag(locked: boolean): void {
  try {
    if (locked) window.localStorage.setItem(LOCK_KEY, '1');
    else window.localStorage.removeItem(LOCK_KEY);
  } catch {
    // Kept in the store for this page.
  }
}
