import { SETTINGS_PREFIX } from '../client-settings';
import { safeRedirect } from '../safe-redirect';

/** localStorage key of the lock flag: '1' while locked, so that a reload stays locked. */
export const LOCK_KEY = `${SETTINGS_PREFIX}lock`;
/** The page the screen was locked from, kept beside the flag so that unlocking after a reload returns there. */
export const LOCK_RETURN_KEY = `${SETTINGS_PREFIX}lockReturnTo`;

export interface StoredLock {
  locked: boolean;
  returnTo: string | null;
}

// A new object each time: the store freezes its initial state.
const unlocked = (): StoredLock => ({ locked: false, returnTo: null });

// Storage can throw (blocked storage in iframes); the lock then lasts the page.
export function readLock(): StoredLock {
  try {
    if (window.localStorage.getItem(LOCK_KEY) !== '1') return unlocked();
    const stored = window.localStorage.getItem(LOCK_RETURN_KEY);
    // Any script of the origin can write storage: only a path inside the shell is followed.
    return { locked: true, returnTo: stored === null ? null : safeRedirect(stored) };
  } catch {
    return unlocked();
  }
}

/** Unlocking and the end of the session clear both keys: the next lock starts afresh. */
export function writeLock({ locked, returnTo }: StoredLock): void {
  try {
    if (locked) window.localStorage.setItem(LOCK_KEY, '1');
    else window.localStorage.removeItem(LOCK_KEY);
    if (locked && returnTo !== null) window.localStorage.setItem(LOCK_RETURN_KEY, returnTo);
    else window.localStorage.removeItem(LOCK_RETURN_KEY);
  } catch {
    // Kept in the store for this page.
  }
}
