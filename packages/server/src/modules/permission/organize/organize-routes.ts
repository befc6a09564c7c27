import { ADMIN_MENU, ORGANIZE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { organizeCategoryService, organizeSchemas } from '../../../kernel/org/org-category-crud';
import { loadOrgs } from '../../../kernel/org/org-rows';
import { organizeTree } from '../../../kernel/org/org-tree';

/** The company tree page: list, create, read, edit, delete. */
export const organizeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  registerAdminCrud(app, {
    menu: ADMIN_MENU.organize,
    tags: ['organisation'],
    paths: ORGANIZE,
    summaries: {
      list: 'The company tree; a keyword keeps matches and their ancestors',
      create: 'Create a company',
      read: 'One company',
      update: 'Edit a company; its parent cannot be itself or below it',
      remove: 'Delete a company without sub-organisations, users or positions',
    },
    schemas: organizeSchemas,
    service: {
      ...organizeCategoryService(db, 'company'),
      list: async (request) => {
        const companies = (await loadOrgs(db)).filter((row) => row.category === 'company');
        return { list: organizeTree(companies, keywordOf(request.query)) };
      },
    },
  });
};
