import { ADMIN_MENU } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import type { AdminDeps } from '../../../kernel/module-deps';
import { organizeRoutes } from './organize-routes';
import { organizePickerRoutes } from './picker-routes';

const routes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(organizeRoutes, deps);
  await app.register(organizePickerRoutes, deps);
};

/** Companies (the organisation tree) and the organisation pickers the whole product uses. */
export const organizeModule = defineModule({
  name: ADMIN_MENU.organize,
  routes,
  seedMenus: [
    crudPage(
      ADMIN_MENU.organize,
      'permission',
      { zh: '组织管理', zhtw: '組織管理', en: 'Organisations' },
      1,
    ),
  ],
  fieldNames: {
    excludeId: { zh: '排除项', zhtw: '排除項', en: 'excluded item' },
  },
  uniqueFields: { organizations_en_code_unique: 'enCode' },
});
