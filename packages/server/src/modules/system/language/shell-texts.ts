import { readFileSync } from 'node:fs';
import type { Language } from '@mepm/contract';

/**
 * The shell's shipped texts by key, as the shell composes them: written by the shell's test
 * `composition/shell-texts-file.test.ts`, which fails while this file lags behind the shell.
 */
export const SHELL_TEXTS: ReadonlyMap<string, Readonly<Record<Language, string>>> = new Map(
  Object.entries(
    JSON.parse(readFileSync(new URL('./shell-texts.json', import.meta.url), 'utf8')) as Record<
      string,
      Record<Language, string>
    >,
  ),
);
