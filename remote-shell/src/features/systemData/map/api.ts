import type { MapListQuery } from '@mepm/contract';
import { MAP_ENDPOINT_ROUTES, MAP_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';

export type MapListArgs = Omit<MapListQuery, 'n'>;

/** Boundary maps: the page's list and form, and a map's outlines by code for the preview. */
export const mapApi = api.enhanceEndpoints({ addTagTypes: ['MapArea'] }).injectEndpoints({
  endpoints: (build) => {
    const map = crudEndpoints(build, MAP_RESOURCE_ROUTES, 'MapArea');
    return {
      mapList: map.list,
      mapArea: map.read,
      createMapArea: map.create,
      updateMapArea: map.update,
      deleteMapArea: map.remove,
      setMapAreaState: stateEndpoint(build, MAP_RESOURCE_ROUTES.routes.state, 'MapArea'),
      mapGeoJson: routeQuery(build, MAP_ENDPOINT_ROUTES.geoJson, {
        request: (code: string) => ({ params: { code } }),
        providesTags: [{ type: 'MapArea', id: 'LIST' }],
      }),
    };
  },
});

export const {
  useMapListQuery,
  useMapAreaQuery,
  useCreateMapAreaMutation,
  useUpdateMapAreaMutation,
  useDeleteMapAreaMutation,
  useSetMapAreaStateMutation,
  useMapGeoJsonQuery,
} = mapApi;
