import {
  ORGANIZE_ENDPOINT_ROUTES,
  POSITION_ENDPOINT_ROUTES,
  ROLE_ENDPOINT_ROUTES,
  USER_ENDPOINT_ROUTES,
} from '@mepm/contract/paths';
import { routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { adminApi } from './admin-api';

const ORGANIZE_LIST = { type: 'Organize', id: 'LIST' } as const;

/** A tree without the node being edited, which cannot be its own parent. */
const excluding = (excludeId: string | undefined) => ({
  query: excludeId ? { excludeId } : {},
});

/**
 * The selectors the forms and trees of this area choose from. They carry the LIST tags of what
 * they show, so creating a company or a role refreshes every open picker.
 */
export const lookupsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One level of companies and departments; `null` gives the top companies. */
    organizeLevel: routeQuery(build, ORGANIZE_ENDPOINT_ROUTES.tree, {
      request: (parentId: string | null) => ({ query: parentId ? { parentId } : {} }),
      providesTags: [ORGANIZE_LIST],
    }),
    /** Every company as a tree; `excludeId` leaves out a node that cannot be its own parent. */
    companySelector: routeQuery(build, ORGANIZE_ENDPOINT_ROUTES.selector, {
      request: excluding,
      providesTags: [ORGANIZE_LIST],
    }),
    /** Companies with their departments as a tree. */
    departmentSelector: routeQuery(build, ORGANIZE_ENDPOINT_ROUTES.departmentSelector, {
      request: excluding,
      providesTags: [ORGANIZE_LIST],
    }),
    /** The organisation tree with enabled positions as leaves. */
    positionSelector: routeQuery(build, POSITION_ENDPOINT_ROUTES.selector, {
      providesTags: [ORGANIZE_LIST, { type: 'Position', id: 'LIST' }],
    }),
    roleSelector: routeQuery(build, ROLE_ENDPOINT_ROUTES.selector, {
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    /** One level of the user picker's tree, or with a keyword the matching users, flat. */
    userSelector: routeQuery(build, USER_ENDPOINT_ROUTES.selector, {
      request: (query: { parentId?: string; keyword?: string }) => ({ query }),
      providesTags: [ORGANIZE_LIST, { type: 'User', id: 'LIST' }],
    }),
    /** Names for saved user ids (a manager), which the edit records carry without names. */
    usersByIds: routeQuery(build, USER_ENDPOINT_ROUTES.getUserList, {
      request: (ids: readonly string[]) => ({ body: { userId: [...ids] } }),
      providesTags: (result) => (result?.list ?? []).map((user) => ({ type: 'User', id: user.id })),
    }),
  }),
});

export const {
  useCompanySelectorQuery,
  useDepartmentSelectorQuery,
  useOrganizeLevelQuery,
  usePositionSelectorQuery,
  useRoleSelectorQuery,
  useUsersByIdsQuery,
} = lookupsApi;
