import type { Language } from '@mepm/contract/codes';
import { DICTIONARY_DATA_ROUTES } from '@mepm/contract/paths';
import { api } from '../api';
import { routeQuery } from '../endpoints/route-endpoints';

/**
 * The tag of every dictionary's options. The dictionary page's mutations invalidate its LIST,
 * so each select showing a dictionary loads it again after a change.
 */
export const DICTIONARY_TAG = 'Dictionary';
export const DICTIONARY_OPTIONS_STALE = { type: DICTIONARY_TAG, id: 'LIST' } as const;

export interface DictionaryArgs {
  /** The dictionary type's code (or id). */
  enCode: string;
  /** The names come in the shown language: a switch is another cache entry, not a stale one. */
  language: Language;
}

/** The enabled items of one dictionary, for selects; every signed-in user may read them. */
export const dictionaryApi = api
  .enhanceEndpoints({ addTagTypes: [DICTIONARY_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      dictionaryOptions: routeQuery(build, DICTIONARY_DATA_ROUTES.dataSelector, {
        request: ({ enCode }: DictionaryArgs) => ({ params: { id: enCode } }),
        providesTags: (_result, _error, { enCode }) => [
          DICTIONARY_OPTIONS_STALE,
          { type: DICTIONARY_TAG, id: enCode },
        ],
      }),
    }),
  });

export const { useDictionaryOptionsQuery } = dictionaryApi;
