import { DEPARTMENT_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { recordNotFound } from '../../../kernel/data/not-found';
import { organizeCategoryService } from '../../../kernel/org/org-category-crud';
import { departmentsUnder, loadOrgs } from '../../../kernel/org/org-rows';
import { organizeTree } from '../../../kernel/org/org-tree';

/** The department page: the departments of one organisation, create, read, edit, delete. */
export const departmentRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  registerAdminCrud(app, db, {
    resource: DEPARTMENT_RESOURCE,
    service: {
      ...organizeCategoryService(db, 'department'),
      // In the list path, `:id` is the organisation whose departments are listed.
      list: async (_ctx, query, { id }) => {
        const rows = await loadOrgs(db);
        if (!rows.some((row) => row.id === id)) throw recordNotFound();
        return { list: organizeTree(departmentsUnder(rows, id), keywordOf(query)) };
      },
    },
  });
};
