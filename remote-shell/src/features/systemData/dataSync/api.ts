import type { DataSyncRequest } from '@mepm/contract';
import { DATA_SYNC_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const TABLES = 'DataSyncTables';
const RUNS = 'DataSyncRun';
/** The history of runs. */
export const RUN_HISTORY = { type: RUNS, id: 'LIST' } as const;

/**
 * The data sync page: a source's tables, starting a copy, one run's progress and the history
 * (the sources to pick from are the shared data source picker's).
 */
export const dataSyncApi = api.enhanceEndpoints({ addTagTypes: [TABLES, RUNS] }).injectEndpoints({
  endpoints: (build) => ({
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
  useDataSyncTablesQuery,
  useDataSyncRunsQuery,
  useDataSyncRunQuery,
  useExecuteDataSyncMutation,
} = dataSyncApi;

/** One run as last answered, read from the cache without asking the server. */
export const useDataSyncRunState = dataSyncApi.endpoints.dataSyncRun.useQueryState;

/** The history as last answered, read from the cache without asking the server. */
export const useDataSyncRunsState = dataSyncApi.endpoints.dataSyncRuns.useQueryState;
