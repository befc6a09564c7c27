import type {
  CreatedId,
  PositionBody,
  PositionListQuery,
  PositionPage,
  PositionRecord,
} from '@mepm/contract';
import { POSITION, fillPath } from '@mepm/contract/paths';
import { adminApi, itemTags, listTags } from '../common/admin-api';

/** What the positions list asks for; the base query adds the `n` timestamp itself. */
export type PositionListArgs = Omit<PositionListQuery, 'n'>;

/** Positions. Changes also refresh the position selector (same LIST tag). */
export const positionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    positionList: build.query<PositionPage, PositionListArgs>({
      query: (params) => ({ url: POSITION.list, params }),
      providesTags: (result) => listTags('Position', result?.list),
    }),
    position: build.query<PositionRecord, string>({
      query: (id) => fillPath(POSITION.item, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Position', id }],
    }),
    createPosition: build.mutation<CreatedId, PositionBody>({
      query: (body) => ({ url: POSITION.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Position', id: 'LIST' }],
    }),
    updatePosition: build.mutation<null, { id: string; body: PositionBody }>({
      query: ({ id, body }) => ({ url: fillPath(POSITION.item, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Position', id),
    }),
    deletePosition: build.mutation<null, string>({
      query: (id) => ({ url: fillPath(POSITION.item, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Position', id),
    }),
  }),
});

export const {
  usePositionListQuery,
  usePositionQuery,
  useCreatePositionMutation,
  useUpdatePositionMutation,
  useDeletePositionMutation,
} = positionApi;
