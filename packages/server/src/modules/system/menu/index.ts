import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { MENU_PAGE, type SystemMenuDeps } from './deps';
import { elementRoutes } from './element-routes';
import { MENU_FIELD_NAMES, MENU_MESSAGES } from './messages';
import { menuRoutes } from './menu-routes';
import { schemeRoutes } from './scheme-routes';

const routes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(menuRoutes, deps);
  await app.register(elementRoutes, deps);
  await app.register(schemeRoutes, deps);
};

/** Menu management: entries, their buttons, columns and form fields, and data schemes. */
export const menuModule = defineModule({
  name: MENU_PAGE,
  routes,
  seedMenus: [crudPage(MENU_PAGE, 'system', { zh: '菜单管理', zhtw: '選單管理', en: 'Menus' }, 1)],
  messages: MENU_MESSAGES,
  fieldNames: MENU_FIELD_NAMES,
  uniqueFields: { menus_en_code_unique: 'enCode', menu_elements_unique: 'enCode' },
});
