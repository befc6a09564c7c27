import type {
  AuthorizeData,
  AuthorizeDataBody,
  AuthorizeObjectType,
  OrgTreeList,
  RoleBriefList,
} from '@mepm/contract';
import { AUTHORIZE, POSITION, ROLE, USERS, fillPath } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';

export interface AuthorizeObjectArgs {
  objectType: AuthorizeObjectType;
  objectId: string;
}

export interface SaveAuthorityArgs {
  objectId: string;
  body: AuthorizeDataBody;
}

const objectTag = ({ objectType, objectId }: AuthorizeObjectArgs) =>
  ({ type: 'Authority', id: `${objectType}:${objectId}` }) as const;

/**
 * The authorisation page: the assignable tree with one object's grants, saving them, and the
 * lookups that choose the object. The lookups carry their own names so that they cannot clash
 * with the role, position and user pages' endpoints.
 */
export const authorizeApi = api.enhanceEndpoints({ addTagTypes: ['Authority'] }).injectEndpoints({
  endpoints: (build) => ({
    authorizeData: build.query<AuthorizeData, AuthorizeObjectArgs>({
      query: ({ objectType, objectId }) => ({
        url: fillPath(AUTHORIZE.data, { objectId }),
        params: { objectType },
      }),
      providesTags: (_result, _error, args) => [objectTag(args)],
    }),
    saveAuthorizeData: build.mutation<null, SaveAuthorityArgs>({
      query: ({ objectId, body }) => ({
        url: fillPath(AUTHORIZE.data, { objectId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { objectId, body }) => [
        objectTag({ objectId, objectType: body.objectType }),
      ],
    }),
    authorizeRoles: build.query<RoleBriefList, undefined>({
      query: () => ROLE.selector,
    }),
    authorizePositionTree: build.query<OrgTreeList, undefined>({
      query: () => POSITION.selector,
    }),
    authorizeUserTree: build.query<OrgTreeList, { parentId?: string; keyword?: string }>({
      query: (params) => ({ url: USERS.selector, params }),
    }),
  }),
});

export const { useAuthorizeDataQuery, useSaveAuthorizeDataMutation, useAuthorizeRolesQuery } =
  authorizeApi;
