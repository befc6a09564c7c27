import type { CreatedId, OrganizeBody, OrganizeRecord, OrganizeTreeList } from '@mepm/contract';
import { ORGANIZE, fillPath } from '@mepm/contract/paths';
import { adminApi, itemTags, listTags } from '../common/admin-api';
import { flattenTree } from '../common/flatten-tree';

/** Organize (companies). Changes refresh every organisation tree too. */
export const organizeApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    companyTree: build.query<OrganizeTreeList, { keyword?: string }>({
      query: (params) => ({ url: ORGANIZE.list, params }),
      providesTags: (result) => listTags('Organize', flattenTree(result?.list ?? [])),
    }),
    company: build.query<OrganizeRecord, string>({
      query: (id) => fillPath(ORGANIZE.item, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Organize', id }],
    }),
    createCompany: build.mutation<CreatedId, OrganizeBody>({
      query: (body) => ({ url: ORGANIZE.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Organize', id: 'LIST' }],
    }),
    updateCompany: build.mutation<null, { id: string; body: OrganizeBody }>({
      query: ({ id, body }) => ({ url: fillPath(ORGANIZE.item, { id }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Organize', id),
    }),
    deleteCompany: build.mutation<null, string>({
      query: (id) => ({ url: fillPath(ORGANIZE.item, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Organize', id),
    }),
  }),
});

export const {
  useCompanyTreeQuery,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = organizeApi;
