import { ADMIN_MENU, DEPARTMENT, IdParams } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { recordNotFound } from '../../../kernel/data/not-found';
import { organizeCategoryService, organizeSchemas } from '../../../kernel/org/org-category-crud';
import { departmentsUnder, loadOrgs } from '../../../kernel/org/org-rows';
import { organizeTree } from '../../../kernel/org/org-tree';

/** The department page: the departments of one organisation, create, read, edit, delete. */
export const departmentRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  registerAdminCrud(app, {
    menu: ADMIN_MENU.department,
    tags: ['department'],
    paths: DEPARTMENT,
    summaries: {
      list: 'The department tree under an organisation (up to its sub-companies)',
      create: 'Create a department under a company or department',
      read: 'One department',
      update: 'Edit a department; its parent cannot be itself or below it',
      remove: 'Delete a department without sub-departments, users or positions',
    },
    // In the list path, `:id` is the organisation whose departments are listed.
    schemas: { ...organizeSchemas, listParams: IdParams },
    service: {
      ...organizeCategoryService(db, 'department'),
      list: async (request) => {
        const rows = await loadOrgs(db);
        if (!rows.some((row) => row.id === request.params.id)) throw recordNotFound();
        const departments = departmentsUnder(rows, request.params.id);
        return { list: organizeTree(departments, keywordOf(request.query)) };
      },
    },
  });
};
