import type {
  DataInterfaceArgs,
  DataInterfaceBody,
  DataInterfaceResult,
  DataInterfaceTransfer,
} from '@mepm/contract';
import {
  DATA_INTERFACE_ENDPOINT_ROUTES,
  DATA_INTERFACE_RESOURCE_ROUTES,
  fillPath,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';

const TAG = 'DataInterface';
const LOG = 'DataInterfaceLog';

/** What one test asks: a draft, or a saved interface, with the values typed in. */
export interface TestArgs {
  definition: DataInterfaceBody;
  args: DataInterfaceArgs;
}

/** The data interfaces page: CRUD, the toggle, draft tests, the call log and the JSON file. */
export const dataInterfaceApi = api.enhanceEndpoints({ addTagTypes: [TAG, LOG] }).injectEndpoints({
  endpoints: (build) => {
    const item = crudEndpoints(build, DATA_INTERFACE_RESOURCE_ROUTES, TAG);
    const routes = DATA_INTERFACE_ENDPOINT_ROUTES;
    return {
      dataInterfaceList: item.list,
      dataInterface: item.read,
      createDataInterface: item.create,
      updateDataInterface: item.update,
      deleteDataInterface: item.remove,
      setDataInterfaceState: stateEndpoint(build, DATA_INTERFACE_RESOURCE_ROUTES.routes.state, TAG),
      testDataInterface: routeMutation(build, routes.test, {
        request: ({ definition, args }: TestArgs) => ({ body: { definition, args } }),
        // A test of a saved interface is logged as a preview when it runs through its id.
        invalidatesTags: [],
      }),
      previewDataInterface: build.mutation<
        DataInterfaceResult,
        { id: string; args: DataInterfaceArgs }
      >({
        // Each run asks again (and is logged): never a cached answer.
        query: ({ id, args }) => ({
          url: fillPath(routes.response.path, { id }),
          method: 'GET',
          params: args,
        }),
        invalidatesTags: [{ type: LOG, id: 'LIST' }],
      }),
      dataInterfaceLog: routeQuery(build, routes.log, {
        request: ({ id, ...page }: { id: string; currentPage: number; pageSize: number }) => ({
          params: { id },
          query: page,
        }),
        providesTags: [{ type: LOG, id: 'LIST' }],
      }),
      exportDataInterface: build.mutation<DataInterfaceTransfer, string>({
        // A mutation, not a cached query: each click asks for the interface as it is now.
        query: (id) => ({ url: fillPath(routes.export.path, { id }), method: 'GET' }),
      }),
      importDataInterface: routeMutation(build, routes.import, {
        request: (file: DataInterfaceTransfer) => ({ body: file }),
        invalidatesTags: [{ type: TAG, id: 'LIST' }],
      }),
    };
  },
});

export const {
  useDataInterfaceListQuery,
  useDataInterfaceQuery,
  useCreateDataInterfaceMutation,
  useUpdateDataInterfaceMutation,
  useDeleteDataInterfaceMutation,
  useSetDataInterfaceStateMutation,
  useTestDataInterfaceMutation,
  usePreviewDataInterfaceMutation,
  useDataInterfaceLogQuery,
  useExportDataInterfaceMutation,
  useImportDataInterfaceMutation,
} = dataInterfaceApi;
