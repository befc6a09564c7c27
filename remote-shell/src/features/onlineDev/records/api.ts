import type { OnlineDevListBody, OnlineDevValues } from '@mepm/contract';
import { ONLINE_DEV_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { RECORDS_TAG } from './tags';

/** Which page asks: the design (`id`) and the menu entry whose grants apply (`menuId`). */
export interface PageRef {
  id: string;
  menuId: string;
}

export interface RecordRef extends PageRef {
  recordId: string;
}

/** After a write that went through: a refused one changed nothing, and the open form stays. */
const writtenTags = (error: unknown, { id }: PageRef) =>
  error === undefined ? [{ type: RECORDS_TAG, id }] : [];
const recordRequest = ({ id, menuId, recordId }: RecordRef) => ({
  params: { id, recordId },
  query: { menuId },
});

/** A generated page: its config and its records, under the grants of the entry that opened it. */
export const recordsApi = api.enhanceEndpoints({ addTagTypes: [RECORDS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    onlineDevConfig: routeQuery(build, ONLINE_DEV_ROUTES.config, {
      request: ({ id, menuId }: PageRef) => ({ params: { id }, query: { menuId } }),
    }),
    onlineDevList: routeQuery(build, ONLINE_DEV_ROUTES.list, {
      request: ({ id, body }: { id: string; body: OnlineDevListBody }) => ({
        params: { id },
        body,
      }),
      providesTags: (_result, _error, { id }) => [{ type: RECORDS_TAG, id }],
    }),
    // A record is read afresh at each opening of its form or detail, so it provides no tag:
    // a write must not reload (and reset) a form that is open.
    onlineDevRecord: routeQuery(build, ONLINE_DEV_ROUTES.read, { request: recordRequest }),
    onlineDevDetail: routeQuery(build, ONLINE_DEV_ROUTES.dataChange, { request: recordRequest }),
    createOnlineDevRecord: routeMutation(build, ONLINE_DEV_ROUTES.create, {
      request: ({ id, menuId, data }: PageRef & { data: OnlineDevValues }) => ({
        params: { id },
        query: { menuId },
        body: { data },
      }),
      invalidatesTags: (_result, error, ref) => writtenTags(error, ref),
    }),
    updateOnlineDevRecord: routeMutation(build, ONLINE_DEV_ROUTES.update, {
      request: (ref: RecordRef & { data: OnlineDevValues; version: number }) => ({
        ...recordRequest(ref),
        body: { data: ref.data, version: ref.version },
      }),
      invalidatesTags: (_result, error, ref) => writtenTags(error, ref),
    }),
    deleteOnlineDevRecord: routeMutation(build, ONLINE_DEV_ROUTES.remove, {
      request: recordRequest,
      invalidatesTags: (_result, error, ref) => writtenTags(error, ref),
    }),
    batchDeleteOnlineDevRecords: routeMutation(build, ONLINE_DEV_ROUTES.batchDelete, {
      request: ({ id, menuId, ids }: PageRef & { ids: string[] }) => ({
        params: { id },
        query: { menuId },
        body: { ids },
      }),
      invalidatesTags: (_result, error, ref) => writtenTags(error, ref),
    }),
  }),
});

export const {
  useOnlineDevConfigQuery,
  useOnlineDevListQuery,
  useOnlineDevRecordQuery,
  useOnlineDevDetailQuery,
  useCreateOnlineDevRecordMutation,
  useUpdateOnlineDevRecordMutation,
  useDeleteOnlineDevRecordMutation,
  useBatchDeleteOnlineDevRecordsMutation,
} = recordsApi;
