import type {
  CreatedId,
  ResetPasswordBody,
  StateResult,
  UserCreateBody,
  UserListQuery,
  UserPage,
  UserRecord,
  UserUpdateBody,
} from '@mepm/contract';
import { USERS, fillPath } from '@mepm/contract/paths';
import { adminApi, itemTags, listTags } from '../common/admin-api';

/** What the users list asks for; the base query adds the `n` timestamp itself. */
export type UserListArgs = Omit<UserListQuery, 'n'>;

/** Users (docs/reference/permission.md): the list, the record and its changes. */
export const userApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    userList: build.query<UserPage, UserListArgs>({
      query: (params) => ({ url: USERS.list, params }),
      providesTags: (result) => listTags('User', result?.list),
    }),
    user: build.query<UserRecord, string>({
      query: (id) => fillPath(USERS.item, { id }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<CreatedId, UserCreateBody>({
      query: (body) => ({ url: USERS.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<null, { id: string; body: UserUpdateBody }>({
      query: ({ id, body }) => ({ url: fillPath(USERS.item, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('User', id),
    }),
    deleteUser: build.mutation<null, string>({
      query: (id) => ({ url: fillPath(USERS.item, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('User', id),
    }),
    resetUserPassword: build.mutation<null, { id: string; body: ResetPasswordBody }>({
      query: ({ id, body }) => ({
        url: fillPath(USERS.resetPassword, { id }),
        method: 'POST',
        body,
      }),
    }),
    setUserState: build.mutation<StateResult, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        url: fillPath(USERS.state, { id }),
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: (_result, _error, { id }) => itemTags('User', id),
    }),
  }),
});

export const {
  useUserListQuery,
  useUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResetUserPasswordMutation,
  useSetUserStateMutation,
} = userApi;
