import { SETTINGS_PREFIX } from './client-settings';

const NOTICE_KEY = `${SETTINGS_PREFIX}signedOutNotice`;

/*
 * Why the server ended the session, kept across the reload that follows so the login page can
 * still say it: the toast lasts 1.5 s, and a user who looked away (or a slow machine) would
 * otherwise find the login page with no reason given. Per tab, like the reload itself. Storage can
 * throw (sandboxed iframes); the notice is then only the toast.
 */

export function keepSignedOutNotice(text: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // The toast has said it.
  }
}

export function readSignedOutNotice(): string | null {
  try {
    return window.sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function forgetSignedOutNotice(): void {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing was kept.
  }
}
