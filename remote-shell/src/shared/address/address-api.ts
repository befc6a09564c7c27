import { AREA_ROUTES } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeQuery } from '../../kernel/endpoints/route-endpoints';

/**
 * The address picker's one request: the enabled areas under a parent ('-1': provinces), asked
 * for when that parent is chosen. Every signed-in user may ask. Edits on the areas page make it
 * stale through the `Area` list tag.
 */
export const addressApi = api.enhanceEndpoints({ addTagTypes: ['Area'] }).injectEndpoints({
  endpoints: (build) => ({
    areaOptions: routeQuery(build, AREA_ROUTES.selector, {
      request: (parentId: string) => ({ params: { id: parentId } }),
      providesTags: [{ type: 'Area', id: 'LIST' }],
    }),
  }),
});

export const { useAreaOptionsQuery } = addressApi;
