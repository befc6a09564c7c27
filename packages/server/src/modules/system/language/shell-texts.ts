import type { Language } from '@mepm/contract';
// Imported rather than read from disk: the server runs bundled, and the bundle carries the file.
import shellTexts from './shell-texts.json' with { type: 'json' };

/**
 * The shell's shipped texts by key, as the shell composes them: written by the shell's test
 * `composition/shell-texts-file.test.ts`, which fails while this file lags behind the shell.
 */
export const SHELL_TEXTS: ReadonlyMap<string, Readonly<Record<Language, string>>> = new Map(
  Object.entries(shellTexts),
);
