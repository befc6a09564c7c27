import type { ReadyCondition } from '../pages/probe/types';

/**
 * The one place that says when the first signed-in page is interactive, for the shell and the floor
 * alike: its greeting heading is visible and a button in it is enabled. The home page greets the
 * user ('Welcome, …' / '欢迎，…'); if the shell's first page changes, change this.
 */
export const READY: ReadyCondition = {
  headingSelector: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  headingText: '^(Welcome|欢迎)',
  buttonSelector: 'button, [role="button"]',
  timeoutMs: 30_000,
};
