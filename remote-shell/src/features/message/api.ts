import type { MessageRecord, NoticePage, RemoveRecordsBody } from '@mepm/contract';
import { MESSAGE, MESSAGE_ENDPOINT_ROUTES, MESSAGE_LIMITS } from '@mepm/contract/paths';
import { fillPath } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeMutation, routeQuery } from '../../kernel/endpoints/route-endpoints';
import { toFetchArgs } from '../../kernel/endpoints/wire-request';

const TAG = 'MessageNotice';
const LIST = { type: TAG, id: 'LIST' } as const;
/** The drawer's pages: a read marks its entry there instead of asking for every page again. */
const FEED = { type: TAG, id: 'FEED' } as const;
const UNREAD = { type: TAG, id: 'UNREAD' } as const;
const ROUTES = MESSAGE_ENDPOINT_ROUTES;
const PAGE_SIZE = MESSAGE_LIMITS.noticePageSize;

/** The filters of the caller's messages: one type, a title keyword, read or unread. */
export interface NoticeFilter {
  type?: number;
  keyword?: string;
  isRead?: '0' | '1';
}

export interface NoticePageArgs extends NoticeFilter {
  currentPage: number;
}

/** Only the filters that narrow: an empty keyword or an absent type is left out. */
function filterQuery(filter: NoticeFilter) {
  return {
    ...(filter.type === undefined ? {} : { type: filter.type }),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.isRead === undefined ? {} : { isRead: filter.isRead }),
  };
}

/** The caller's own messages (docs/reference/messages.md): drawer, message centre and badge. */
export const messageApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the message centre. */
    noticePage: routeQuery(build, ROUTES.notice, {
      request: (args: NoticePageArgs) => ({
        query: { currentPage: args.currentPage, pageSize: PAGE_SIZE, ...filterQuery(args) },
      }),
      providesTags: [LIST],
    }),
    /** The drawer's list: the next page is asked for as the user scrolls. */
    noticeFeed: build.infiniteQuery<NoticePage, NoticeFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) =>
          lastParam * last.pagination.pageSize < last.pagination.total ? lastParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        toFetchArgs(ROUTES.notice, {
          query: { currentPage: pageParam, pageSize: PAGE_SIZE, ...filterQuery(queryArg) },
        }),
      providesTags: [FEED],
    }),
    /** The badge's count when the socket cannot tell it: one row is enough to carry it. */
    noticeUnread: routeQuery(build, ROUTES.notice, {
      request: () => ({ query: { currentPage: 1, pageSize: 1 } }),
      providesTags: [UNREAD],
    }),
    /**
     * Opens one message: the server answers it and marks it read (a GET that changes the read
     * state, hence a mutation here: each opening asks again and makes the lists stale).
     */
    openMessage: build.mutation<MessageRecord, string>({
      query: (id) => fillPath(MESSAGE.item, { id }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, UNREAD]),
      // The drawer may hold many pages; the entry is marked read where it is.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const arg of messageApi.util.selectCachedArgsForQuery(getState(), 'noticeFeed')) {
          dispatch(
            messageApi.util.updateQueryData('noticeFeed', arg, (feed) => {
              for (const page of feed.pages)
                for (const item of page.list) if (item.id === id) item.isRead = '1';
            }),
          );
        }
      },
    }),
    readAll: routeMutation(build, ROUTES.readAll, {
      request: (type: number | undefined) => ({ query: type === undefined ? {} : { type } }),
      invalidatesTags: [LIST, FEED, UNREAD],
    }),
    removeRecords: routeMutation(build, ROUTES.removeRecords, {
      request: (body: RemoveRecordsBody) => ({ body }),
      invalidatesTags: [LIST, FEED, UNREAD],
    }),
  }),
});

export const {
  useNoticePageQuery,
  useNoticeFeedInfiniteQuery,
  useNoticeUnreadQuery,
  useOpenMessageMutation,
  useReadAllMutation,
  useRemoveRecordsMutation,
} = messageApi;
