import type { Language } from '@mepm/contract/codes';

/**
 * The areas whose texts live in their own files (`defineMessages`), by top-level key: the key is
 * the first part of the translation key, e.g. `layout.settings.title`. Register a new area here.
 */
export const areas: Record<string, Record<Language, object>> = {};
