import type { MessageListQuery, ReadInfoQuery } from '@mepm/contract';
import {
  MESSAGE_ENDPOINT_ROUTES,
  MESSAGE_RESOURCE_ROUTES,
  ORGANIZE_ENDPOINT_ROUTES,
  ROLE_ENDPOINT_ROUTES,
  USER_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';
import { itemTags } from '../../../kernel/list-tags';

export type MessageListArgs = Omit<MessageListQuery, 'n'>;
export type ReadInfoArgs = { id: string } & Omit<ReadInfoQuery, 'n'>;

const readInfoTag = (id: string) => ({ type: 'MessageReadInfo', id }) as const;

/**
 * The notices page: messages, their release and read list, and the lookups its recipient
 * fields choose from (pickers every signed-in user may read).
 */
export const noticeApi = api
  .enhanceEndpoints({ addTagTypes: ['Message', 'MessageReadInfo'] })
  .injectEndpoints({
    endpoints: (build) => {
      const message = crudEndpoints(build, MESSAGE_RESOURCE_ROUTES, 'Message');
      return {
        messageList: message.list,
        message: message.read,
        createMessage: message.create,
        updateMessage: message.update,
        deleteMessage: message.remove,
        setMessageState: stateEndpoint(build, MESSAGE_RESOURCE_ROUTES.routes.state, 'Message'),
        releaseMessage: routeMutation(build, MESSAGE_ENDPOINT_ROUTES.release, {
          request: (id: string) => ({ params: { id } }),
          invalidatesTags: (_result, _error, id) => [...itemTags('Message', id), readInfoTag(id)],
        }),
        messageReadInfo: routeQuery(build, MESSAGE_ENDPOINT_ROUTES.readInfo, {
          request: ({ id, ...query }: ReadInfoArgs) => ({ params: { id }, query }),
          providesTags: (_result, _error, { id }) => [readInfoTag(id)],
        }),
        /** Companies with their departments, whole: the organisations a message may name. */
        recipientOrganizes: routeQuery(build, ORGANIZE_ENDPOINT_ROUTES.departmentSelector, {
          request: () => ({ query: {} }),
        }),
        recipientRoles: routeQuery(build, ROLE_ENDPOINT_ROUTES.selector, {}),
        /** One level of the user picker, or with a keyword the matching users. */
        recipientUserLevel: routeQuery(build, USER_ENDPOINT_ROUTES.selector, {
          request: (query: { parentId?: string; keyword?: string }) => ({ query }),
        }),
        /** Names of the users a saved message names. */
        recipientUsersByIds: routeQuery(build, USER_ENDPOINT_ROUTES.getUserList, {
          request: (ids: readonly string[]) => ({ body: { userId: [...ids] } }),
        }),
      };
    },
  });

export const {
  useMessageListQuery,
  useMessageQuery,
  useCreateMessageMutation,
  useUpdateMessageMutation,
  useDeleteMessageMutation,
  useSetMessageStateMutation,
  useReleaseMessageMutation,
  useMessageReadInfoQuery,
  useRecipientOrganizesQuery,
  useRecipientRolesQuery,
  useRecipientUsersByIdsQuery,
} = noticeApi;
