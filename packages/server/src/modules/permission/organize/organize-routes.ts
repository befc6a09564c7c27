import { ORGANIZE_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { organizeCategoryService } from '../../../kernel/org/org-category-crud';
import { loadOrgs } from '../../../kernel/org/org-rows';
import { organizeTree } from '../../../kernel/org/org-tree';

/** The company tree page: list, create, read, edit, delete. */
export const organizeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  registerAdminCrud(app, db, {
    resource: ORGANIZE_RESOURCE,
    service: {
      ...organizeCategoryService(db, 'company'),
      list: async (_ctx, query) => {
        const companies = (await loadOrgs(db)).filter((row) => row.category === 'company');
        return { list: organizeTree(companies, keywordOf(query)) };
      },
    },
  });
};
