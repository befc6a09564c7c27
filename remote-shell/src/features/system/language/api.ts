import { LANGUAGE_ROUTES } from '@mepm/contract/paths';
import type { OverrideBody, OverrideTarget } from '@mepm/contract';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const TABLE = { type: 'TextOverride', id: 'LIST' } as const;

/** The server's texts with every override; overriding a text and going back to the shipped one. */
export const languageApi = api.enhanceEndpoints({ addTagTypes: ['TextOverride'] }).injectEndpoints({
  endpoints: (build) => ({
    languageCatalog: routeQuery(build, LANGUAGE_ROUTES.catalog, { providesTags: [TABLE] }),
    setTextOverride: routeMutation(build, LANGUAGE_ROUTES.setOverride, {
      request: (body: OverrideBody) => ({ body }),
      invalidatesTags: [TABLE],
    }),
    removeTextOverride: routeMutation(build, LANGUAGE_ROUTES.removeOverride, {
      request: (query: OverrideTarget) => ({ query }),
      invalidatesTags: [TABLE],
    }),
  }),
});

export const {
  useLanguageCatalogQuery,
  useSetTextOverrideMutation,
  useRemoveTextOverrideMutation,
} = languageApi;
