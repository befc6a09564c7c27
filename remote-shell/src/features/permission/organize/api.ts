import { ORGANIZE_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { adminApi } from '../common/admin-api';
import { flattenTree } from '../common/flatten-tree';

/** Organize (companies). Changes refresh every organisation tree too. */
export const organizeApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const company = crudEndpoints(build, ORGANIZE_RESOURCE_ROUTES, 'Organize', {
      rows: (tree) => flattenTree(tree.list),
    });
    return {
      companyTree: company.list,
      company: company.read,
      createCompany: company.create,
      updateCompany: company.update,
      deleteCompany: company.remove,
    };
  },
});

export const {
  useCompanyTreeQuery,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = organizeApi;
