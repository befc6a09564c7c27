import type { AreaBody } from '@mepm/contract';
import { AREA_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const LIST = [{ type: 'Area', id: 'LIST' }] as const;

/** What the tree asks for one level, or with a keyword for matches anywhere. */
export interface AreaChildrenArgs {
  parentId: string;
  keyword?: string;
}

/** Areas: every change makes every loaded level (and the address picker's lists) stale. */
export const areaApi = api.enhanceEndpoints({ addTagTypes: ['Area'] }).injectEndpoints({
  endpoints: (build) => ({
    areaChildren: routeQuery(build, AREA_ROUTES.children, {
      request: ({ parentId, keyword }: AreaChildrenArgs) => ({
        params: { id: parentId },
        query: keyword ? { keyword } : {},
      }),
      providesTags: [...LIST],
    }),
    area: routeQuery(build, AREA_ROUTES.read, {
      request: (id: string) => ({ params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Area', id }],
    }),
    createArea: routeMutation(build, AREA_ROUTES.create, {
      request: (body: AreaBody) => ({ body }),
      invalidatesTags: [...LIST],
    }),
    updateArea: routeMutation(build, AREA_ROUTES.update, {
      request: ({ id, body }: { id: string; body: AreaBody }) => ({ params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [...LIST, { type: 'Area', id }],
    }),
    deleteArea: routeMutation(build, AREA_ROUTES.remove, {
      request: (id: string) => ({ params: { id } }),
      invalidatesTags: [...LIST],
    }),
    setAreaState: routeMutation(build, AREA_ROUTES.state, {
      request: ({ id, enabled }: { id: string; enabled?: boolean }) => ({
        params: { id },
        body: enabled === undefined ? {} : { enabled },
      }),
      invalidatesTags: (_result, _error, { id }) => [...LIST, { type: 'Area', id }],
    }),
  }),
});

export const {
  useAreaChildrenQuery,
  useAreaQuery,
  useCreateAreaMutation,
  useUpdateAreaMutation,
  useDeleteAreaMutation,
  useSetAreaStateMutation,
} = areaApi;
