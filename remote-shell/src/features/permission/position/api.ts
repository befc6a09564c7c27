import type { PositionListQuery } from '@mepm/contract';
import { POSITION_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { adminApi } from '../common/admin-api';

/** What the positions list asks for; the base query adds the `n` timestamp itself. */
export type PositionListArgs = Omit<PositionListQuery, 'n'>;

/** Positions. Changes also refresh the position selector (same LIST tag). */
export const positionApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const position = crudEndpoints(build, POSITION_RESOURCE_ROUTES, 'Position');
    return {
      positionList: position.list,
      position: position.read,
      createPosition: position.create,
      updatePosition: position.update,
      deletePosition: position.remove,
    };
  },
});

export const {
  usePositionListQuery,
  usePositionQuery,
  useCreatePositionMutation,
  useUpdatePositionMutation,
  useDeletePositionMutation,
} = positionApi;
