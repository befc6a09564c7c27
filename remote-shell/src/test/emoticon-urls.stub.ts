import { EMOTICONS } from '../features/chat/emoticons/catalogue';

/**
 * Stands in for features/chat/emoticons/emoticon-urls.ts under jest (CommonJS has no
 * import.meta): one address per emoticon of the catalogue.
 */
export const EMOTICON_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  EMOTICONS.map((emoticon) => [emoticon.code, `/emoticons/${emoticon.code}.svg`]),
);
