import type { RoleListQuery } from '@mepm/contract';
import { ROLE_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';
import { adminApi } from '../common/admin-api';

/** What the roles list asks for; the base query adds the `n` timestamp itself. */
export type RoleListArgs = Omit<RoleListQuery, 'n'>;

/** Roles. Changes also refresh the role selector (same LIST tag). */
export const roleApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const role = crudEndpoints(build, ROLE_RESOURCE_ROUTES, 'Role');
    return {
      roleList: role.list,
      role: role.read,
      createRole: role.create,
      updateRole: role.update,
      deleteRole: role.remove,
      setRoleState: stateEndpoint(build, ROLE_RESOURCE_ROUTES.routes.state, 'Role'),
    };
  },
});

export const {
  useRoleListQuery,
  useRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useSetRoleStateMutation,
} = roleApi;
