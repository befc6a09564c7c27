import type {
  CreatedId,
  RoleBody,
  RoleListQuery,
  RolePage,
  RoleRecord,
  StateResult,
} from '@mepm/contract';
import { ROLE, fillPath } from '@mepm/contract/paths';
import { adminApi, itemTags, listTags } from '../common/admin-api';

/** What the roles list asks for; the base query adds the `n` timestamp itself. */
export type RoleListArgs = Omit<RoleListQuery, 'n'>;

/** Roles. Changes also refresh the role selector (same LIST tag). */
export const roleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    roleList: build.query<RolePage, RoleListArgs>({
      query: (params) => ({ url: ROLE.list, params }),
      providesTags: (result) => listTags('Role', result?.list),
    }),
    role: build.query<RoleRecord, string>({
      query: (id) => fillPath(ROLE.item, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
    createRole: build.mutation<CreatedId, RoleBody>({
      query: (body) => ({ url: ROLE.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    updateRole: build.mutation<null, { id: string; body: RoleBody }>({
      query: ({ id, body }) => ({ url: fillPath(ROLE.item, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Role', id),
    }),
    deleteRole: build.mutation<null, string>({
      query: (id) => ({ url: fillPath(ROLE.item, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Role', id),
    }),
    setRoleState: build.mutation<StateResult, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        url: fillPath(ROLE.state, { id }),
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Role', id),
    }),
  }),
});

export const {
  useRoleListQuery,
  useRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useSetRoleStateMutation,
} = roleApi;
