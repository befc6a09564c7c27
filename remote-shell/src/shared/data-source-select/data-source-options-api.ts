import { DATA_SOURCE_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeQuery } from '../../kernel/endpoints/route-endpoints';

/**
 * The data sources a picker offers: the platform's database first, then the enabled sources.
 * Every signed-in user may ask; edits on the data sources page make it stale (the `DataSource`
 * list tag).
 */
export const dataSourceOptionsApi = api
  .enhanceEndpoints({ addTagTypes: ['DataSource'] })
  .injectEndpoints({
    endpoints: (build) => ({
      dataSourceOptions: routeQuery(build, DATA_SOURCE_ENDPOINT_ROUTES.selector, {
        providesTags: [{ type: 'DataSource', id: 'LIST' }],
      }),
    }),
  });

export const { useDataSourceOptionsQuery } = dataSourceOptionsApi;
