import type { DataSyncRequest } from '@mepm/contract';
import { DATA_SOURCE_ENDPOINT_ROUTES, DATA_SYNC_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const TABLES = 'DataSyncTables';
const RUNS = 'DataSyncRun';
/** The history of runs. */
export const RUN_HISTORY = { type: RUNS, id: 'LIST' } as const;

/**
 * The data sync page: the sources to pick from (the data source picker's list, the own
 * database first), a source's tables, starting a copy, one run's progress and the history.
 */
export const dataSyncApi = api.enhanceEndpoints({ addTagTypes: [TABLES, RUNS] }).injectEndpoints({
  endpoints: (build) => ({
    dataSyncSources: routeQuery(build, DATA_SOURCE_ENDPOINT_ROUTES.selector, {}),
    dataSyncTables: routeQuery(build, DATA_SYNC_ROUTES.tables, {
      request: (sourceId: string) => ({ params: { sourceId } }),
      providesTags: (_result, _error, sourceId) => [{ type: TABLES, id: sourceId }],
    }),
    dataSyncRuns: routeQuery(build, DATA_SYNC_ROUTES.runs, { providesTags: [RUN_HISTORY] }),
    // Polled while the run goes; no tag, so nothing refetches it once it has ended.
    dataSyncRun: routeQuery(build, DATA_SYNC_ROUTES.run, {
      request: (id: string) => ({ params: { id } }),
    }),
    executeDataSync: routeMutation(build, DATA_SYNC_ROUTES.execute, {
      request: (body: DataSyncRequest) => ({ body }),
      invalidatesTags: [RUN_HISTORY],
    }),
  }),
});

/** The tables of `sourceId` changed (a copy made or filled one there). */
export const tablesChanged = (sourceId: string) =>
  dataSyncApi.util.invalidateTags([{ type: TABLES, id: sourceId }]);

/** A run into `sourceId` ended: its tables changed, and the history has the end. */
export const runEnded = (sourceId: string) =>
  dataSyncApi.util.invalidateTags([{ type: TABLES, id: sourceId }, RUN_HISTORY]);

export const {
  useDataSyncSourcesQuery,
  useDataSyncTablesQuery,
  useDataSyncRunsQuery,
  useDataSyncRunQuery,
  useExecuteDataSyncMutation,
} = dataSyncApi;

/** One run as last answered, read from the cache without asking the server. */
export const useDataSyncRunState = dataSyncApi.endpoints.dataSyncRun.useQueryState;

/** The history as last answered, read from the cache without asking the server. */
export const useDataSyncRunsState = dataSyncApi.endpoints.dataSyncRuns.useQueryState;
