import type { UploadedFile } from '@mepm/contract';
import {
  CHAT_ENDPOINT_ROUTES,
  FILE_NAME_ROUTES,
  FILES,
  USER_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeQuery } from '../../kernel/endpoints/route-endpoints';

export const CONVERSATIONS = { type: 'Chat', id: 'CONVERSATIONS' } as const;

/** Contacts a page (SPEC §9). */
export const CONTACTS_PAGE_SIZE = 20;

/** The chat's HTTP side (docs/reference/chat.md): lists and images; messages go over the socket. */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['Chat'] }).injectEndpoints({
  endpoints: (build) => ({
    chatConversations: routeQuery(build, CHAT_ENDPOINT_ROUTES.conversations, {
      providesTags: [CONVERSATIONS],
    }),
    chatContacts: routeQuery(build, USER_ENDPOINT_ROUTES.imUser, {
      request: ({ keyword, page }: { keyword: string; page: number }) => ({
        query: { keyword, currentPage: page, pageSize: CONTACTS_PAGE_SIZE },
      }),
    }),
    /** A signed address for an image message: an <img> cannot send the session's header. */
    chatImageName: routeQuery(build, FILE_NAME_ROUTES.getFileName, {
      request: (name: string) => ({ query: { encryption: `IM/${name}` } }),
    }),
    uploadChatImage: build.mutation<UploadedFile, File>({
      query: (file) => {
        // A FormData body goes through as multipart: fetch sets the boundary header itself.
        const body = new FormData();
        body.append('file', file);
        return { url: FILES.chatUploader, method: 'POST', body };
      },
    }),
  }),
});

export const {
  useChatConversationsQuery,
  useChatContactsQuery,
  useChatImageNameQuery,
  useUploadChatImageMutation,
} = chatApi;
