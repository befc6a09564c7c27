import type { Language } from './codes';

/**
 * The name a menu entry shows in a language: its own, or the simplified Chinese `fullName` when
 * it has none in that language. Imports nothing at run time: the browser imports it.
 */
export function menuNameIn(
  entry: { fullName: string; names?: { zhtw?: string; en?: string } },
  language: Language,
): string {
  const own = language === 'zhtw' || language === 'en' ? entry.names?.[language] : undefined;
  return own !== undefined && own.trim() !== '' ? own : entry.fullName;
}
