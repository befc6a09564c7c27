import type {
  AuthorityData,
  AuthorityDataBody,
  AuthorityObjectType,
  OrgTreeList,
  RoleBriefList,
} from '@mepm/contract';
import { AUTHORITY, POSITION, ROLE, USERS, fillPath } from '@mepm/contract/paths';
import { api } from '../../../app/api';

export interface AuthorityObjectArgs {
  objectType: AuthorityObjectType;
  objectId: string;
}

export interface SaveAuthorityArgs {
  objectId: string;
  body: AuthorityDataBody;
}

const objectTag = ({ objectType, objectId }: AuthorityObjectArgs) =>
  ({ type: 'Authority', id: `${objectType}:${objectId}` }) as const;

/**
 * The authorisation page: the assignable tree with one object's grants, saving them, and the
 * lookups that choose the object. The lookups carry their own names so that they cannot clash
 * with the role, position and user pages' endpoints.
 */
export const authorizeApi = api.enhanceEndpoints({ addTagTypes: ['Authority'] }).injectEndpoints({
  endpoints: (build) => ({
    authorityData: build.query<AuthorityData, AuthorityObjectArgs>({
      query: ({ objectType, objectId }) => ({
        url: fillPath(AUTHORITY.data, { objectId }),
        params: { objectType },
      }),
      providesTags: (_result, _error, args) => [objectTag(args)],
    }),
    saveAuthorityData: build.mutation<null, SaveAuthorityArgs>({
      query: ({ objectId, body }) => ({
        url: fillPath(AUTHORITY.data, { objectId }),
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

export const { useAuthorityDataQuery, useSaveAuthorityDataMutation, useAuthorizeRolesQuery } =
  authorizeApi;
