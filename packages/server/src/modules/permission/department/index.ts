import { ADMIN_MENU } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import type { AdminDeps } from '../../../kernel/module-deps';
import { departmentRoutes } from './department-routes';

const routes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(departmentRoutes, deps);
};

/** The departments of each organisation. */
export const departmentModule = defineModule({
  name: ADMIN_MENU.department,
  routes,
  seedMenus: [
    crudPage(
      ADMIN_MENU.department,
      'permission',
      { zh: '部门管理', zhtw: '部門管理', en: 'Departments' },
      2,
    ),
  ],
  // Departments are organisations: they share the code constraint.
  uniqueFields: { organizations_en_code_unique: 'enCode' },
});
