import type { ResetPasswordBody, UserListQuery } from '@mepm/contract';
import { USER_ENDPOINT_ROUTES, USER_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';
import { adminApi } from '../common/admin-api';

/** What the users list asks for; the base query adds the `n` timestamp itself. */
export type UserListArgs = Omit<UserListQuery, 'n'>;

/** Users (docs/reference/permission.md): the list, the record and its changes. */
export const userApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const user = crudEndpoints(build, USER_RESOURCE_ROUTES, 'User');
    return {
      userList: user.list,
      user: user.read,
      createUser: user.create,
      updateUser: user.update,
      deleteUser: user.remove,
      resetUserPassword: routeMutation(build, USER_ENDPOINT_ROUTES.resetPassword, {
        request: ({ id, body }: { id: string; body: ResetPasswordBody }) => ({
          params: { id },
          body,
        }),
      }),
      setUserState: stateEndpoint(build, USER_RESOURCE_ROUTES.routes.state, 'User'),
    };
  },
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
