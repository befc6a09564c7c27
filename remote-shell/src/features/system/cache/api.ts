import { CACHE_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const CACHES = { type: 'ServerCache', id: 'LIST' } as const;

/** The server's caches, and clearing one or all. */
export const cacheApi = api.enhanceEndpoints({ addTagTypes: ['ServerCache'] }).injectEndpoints({
  endpoints: (build) => ({
    serverCaches: routeQuery(build, CACHE_ENDPOINT_ROUTES.list, { providesTags: [CACHES] }),
    clearCache: routeMutation(build, CACHE_ENDPOINT_ROUTES.clear, {
      request: (name: string) => ({ params: { name } }),
      invalidatesTags: [CACHES],
    }),
    clearAllCaches: routeMutation(build, CACHE_ENDPOINT_ROUTES.clearAll, {
      invalidatesTags: [CACHES],
    }),
  }),
});

export const { useServerCachesQuery, useClearCacheMutation, useClearAllCachesMutation } = cacheApi;
