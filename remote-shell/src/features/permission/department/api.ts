import { DEPARTMENT_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { adminApi } from '../common/admin-api';
import { flattenTree } from '../common/flatten-tree';

/**
 * Departments are organisation nodes: they share the Organize
 * tags, so a change refreshes the trees and selectors that show them. The list's `id` is the
 * organisation whose departments are listed.
 */
export const departmentApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const department = crudEndpoints(build, DEPARTMENT_RESOURCE_ROUTES, 'Organize', {
      rows: (tree) => flattenTree(tree.list),
    });
    return {
      departmentTree: department.list,
      department: department.read,
      createDepartment: department.create,
      updateDepartment: department.update,
      deleteDepartment: department.remove,
    };
  },
});

export const {
  useDepartmentTreeQuery,
  useDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = departmentApi;
