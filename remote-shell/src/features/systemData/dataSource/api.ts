import type { DataSourceListQuery, DataSourceTestBody } from '@mepm/contract';
import { DATA_SOURCE_ENDPOINT_ROUTES, DATA_SOURCE_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation } from '../../../kernel/endpoints/route-endpoints';

/** What the sources list asks for; the base query adds the `n` timestamp itself. */
export type DataSourceListArgs = Omit<DataSourceListQuery, 'n'>;

/** Data sources; the connection test changes nothing, so it invalidates nothing. */
export const dataSourceApi = api.enhanceEndpoints({ addTagTypes: ['DataSource'] }).injectEndpoints({
  endpoints: (build) => {
    const source = crudEndpoints(build, DATA_SOURCE_RESOURCE_ROUTES, 'DataSource');
    return {
      dataSourceList: source.list,
      dataSource: source.read,
      createDataSource: source.create,
      updateDataSource: source.update,
      deleteDataSource: source.remove,
      testDataSource: routeMutation(build, DATA_SOURCE_ENDPOINT_ROUTES.test, {
        request: (body: DataSourceTestBody) => ({ body }),
      }),
    };
  },
});

export const {
  useDataSourceListQuery,
  useDataSourceQuery,
  useCreateDataSourceMutation,
  useUpdateDataSourceMutation,
  useDeleteDataSourceMutation,
  useTestDataSourceMutation,
} = dataSourceApi;
