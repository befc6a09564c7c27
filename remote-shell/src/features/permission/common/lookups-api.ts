import type { OrgTreeList, RoleBriefList, UserBriefList } from '@mepm/contract';
import { ORGANIZE, DEPARTMENT, POSITION, ROLE, USERS } from '@mepm/contract/paths';
import { adminApi } from './admin-api';

const ORGANIZE_LIST = { type: 'Organize', id: 'LIST' } as const;

/**
 * The selectors the forms and trees of this area choose from. They carry the LIST tags of what
 * they show, so creating a company or a role refreshes every open picker.
 */
export const lookupsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One level of companies and departments; `null` gives the top companies. */
    organizeLevel: build.query<OrgTreeList, string | null>({
      query: (parentId) => ({ url: ORGANIZE.tree, params: parentId ? { parentId } : {} }),
      providesTags: [ORGANIZE_LIST],
    }),
    /** Every company as a tree; `excludeId` leaves out a node that cannot be its own parent. */
    companySelector: build.query<OrgTreeList, string | undefined>({
      query: (excludeId) => ({ url: ORGANIZE.selector, params: excludeId ? { excludeId } : {} }),
      providesTags: [ORGANIZE_LIST],
    }),
    /** Companies with their departments as a tree. */
    departmentSelector: build.query<OrgTreeList, string | undefined>({
      query: (excludeId) => ({ url: DEPARTMENT.selector, params: excludeId ? { excludeId } : {} }),
      providesTags: [ORGANIZE_LIST],
    }),
    /** The organisation tree with enabled positions as leaves. */
    positionSelector: build.query<OrgTreeList, undefined>({
      query: () => POSITION.selector,
      providesTags: [ORGANIZE_LIST, { type: 'Position', id: 'LIST' }],
    }),
    roleSelector: build.query<RoleBriefList, undefined>({
      query: () => ROLE.selector,
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    /** One level of the user picker's tree, or with a keyword the matching users, flat. */
    userSelector: build.query<OrgTreeList, { parentId?: string; keyword?: string }>({
      query: (params) => ({ url: USERS.selector, params }),
      providesTags: [ORGANIZE_LIST, { type: 'User', id: 'LIST' }],
    }),
    /** Names for saved user ids (a manager), which the edit records carry without names. */
    usersByIds: build.query<UserBriefList, readonly string[]>({
      query: (ids) => ({ url: USERS.getUserList, method: 'POST', body: { userId: ids } }),
      providesTags: (result) => (result?.list ?? []).map((user) => ({ type: 'User', id: user.id })),
    }),
  }),
});

export const {
  useCompanySelectorQuery,
  useDepartmentSelectorQuery,
  usePositionSelectorQuery,
  useRoleSelectorQuery,
  useUsersByIdsQuery,
} = lookupsApi;
