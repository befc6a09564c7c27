import type { TextScope } from '@mepm/contract';

/** The shell's i18next placeholders (`{{name}}`, `{{count, number}}`) and the server's (`{name}`). */
const PATTERNS: Record<TextScope, RegExp> = {
  shell: /\{\{\s*([\w.]+)[^}]*\}\}/g,
  server: /\{(\w+)\}/g,
};

/** The placeholders of a shipped text that its override lacks, as written in the shipped text. */
export function missingPlaceholders(scope: TextScope, shipped: string, text: string): string[] {
  const names = (value: string) =>
    new Set([...value.matchAll(PATTERNS[scope])].map((match) => match[1]));
  const kept = names(text);
  return [...shipped.matchAll(PATTERNS[scope])]
    .filter((match) => !kept.has(match[1]))
    .map((match) => match[0]);
}
