import type { CreatedId, OrganizeBody, OrganizeRecord, OrganizeTreeList } from '@mepm/contract';
import { DEPARTMENT, fillPath } from '@mepm/contract/paths';
import { adminApi, itemTags, listTags } from '../common/admin-api';
import { flattenTree } from '../common/flatten-tree';

/**
 * Departments are organisation nodes: they share the Organize
 * tags, so a change refreshes the trees and selectors that show them.
 */
export const departmentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    departmentTree: build.query<OrganizeTreeList, { organizeId: string; keyword?: string }>({
      query: ({ organizeId, keyword }) => ({
        url: fillPath(DEPARTMENT.list, { id: organizeId }),
        params: keyword ? { keyword } : {},
      }),
      providesTags: (result) => listTags('Organize', flattenTree(result?.list ?? [])),
    }),
    department: build.query<OrganizeRecord, string>({
      query: (id) => fillPath(DEPARTMENT.item, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Organize', id }],
    }),
    createDepartment: build.mutation<CreatedId, OrganizeBody>({
      query: (body) => ({ url: DEPARTMENT.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Organize', id: 'LIST' }],
    }),
    updateDepartment: build.mutation<null, { id: string; body: OrganizeBody }>({
      query: ({ id, body }) => ({ url: fillPath(DEPARTMENT.item, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Organize', id),
    }),
    deleteDepartment: build.mutation<null, string>({
      query: (id) => ({ url: fillPath(DEPARTMENT.item, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Organize', id),
    }),
  }),
});

export const {
  useDepartmentTreeQuery,
  useDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = departmentApi;
