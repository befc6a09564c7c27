import type { ClearLogsBody, LogQuery, RemoveLogsBody } from '@mepm/contract';
import { LOG_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

/** What a log list asks for; the base query adds the `n` timestamp itself. */
export type LogArgs = Omit<LogQuery, 'n'>;

const LIST = { type: 'Log', id: 'LIST' } as const;

/** The three log lists, the details, and deletion (chosen rows, or older than a period). */
export const logApi = api.enhanceEndpoints({ addTagTypes: ['Log'] }).injectEndpoints({
  endpoints: (build) => ({
    signInLogs: routeQuery(build, LOG_ENDPOINT_ROUTES.signIns, {
      request: (query: LogArgs) => ({ query }),
      providesTags: [LIST],
    }),
    operationLogs: routeQuery(build, LOG_ENDPOINT_ROUTES.operations, {
      request: (query: LogArgs) => ({ query }),
      providesTags: [LIST],
    }),
    operationLog: routeQuery(build, LOG_ENDPOINT_ROUTES.operation, {
      request: (id: string) => ({ params: { id } }),
    }),
    errorLogs: routeQuery(build, LOG_ENDPOINT_ROUTES.errors, {
      request: (query: LogArgs) => ({ query }),
      providesTags: [LIST],
    }),
    errorLog: routeQuery(build, LOG_ENDPOINT_ROUTES.error, {
      request: (id: string) => ({ params: { id } }),
    }),
    removeLogs: routeMutation(build, LOG_ENDPOINT_ROUTES.remove, {
      request: (body: RemoveLogsBody) => ({ body }),
      invalidatesTags: [LIST],
    }),
    clearLogs: routeMutation(build, LOG_ENDPOINT_ROUTES.clear, {
      request: (body: ClearLogsBody) => ({ body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useSignInLogsQuery,
  useOperationLogsQuery,
  useOperationLogQuery,
  useErrorLogsQuery,
  useErrorLogQuery,
  useRemoveLogsMutation,
  useClearLogsMutation,
} = logApi;
