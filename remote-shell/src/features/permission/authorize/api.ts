import type { AuthorizeDataBody, AuthorizeObjectType } from '@mepm/contract';
import {
  AUTHORIZE_ENDPOINT_ROUTES,
  POSITION_ENDPOINT_ROUTES,
  ROLE_ENDPOINT_ROUTES,
  USER_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

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
    authorizeData: routeQuery(build, AUTHORIZE_ENDPOINT_ROUTES.read, {
      request: ({ objectType, objectId }: AuthorizeObjectArgs) => ({
        params: { objectId },
        query: { objectType },
      }),
      providesTags: (_result, _error, args) => [objectTag(args)],
    }),
    saveAuthorizeData: routeMutation(build, AUTHORIZE_ENDPOINT_ROUTES.replace, {
      request: ({ objectId, body }: SaveAuthorityArgs) => ({ params: { objectId }, body }),
      invalidatesTags: (_result, _error, { objectId, body }) => [
        objectTag({ objectId, objectType: body.objectType }),
      ],
    }),
    authorizeRoles: routeQuery(build, ROLE_ENDPOINT_ROUTES.selector, {}),
    authorizePositionTree: routeQuery(build, POSITION_ENDPOINT_ROUTES.selector, {}),
    authorizeUserTree: routeQuery(build, USER_ENDPOINT_ROUTES.selector, {
      request: (query: { parentId?: string; keyword?: string }) => ({ query }),
    }),
  }),
});

export const { useAuthorizeDataQuery, useSaveAuthorizeDataMutation, useAuthorizeRolesQuery } =
  authorizeApi;
