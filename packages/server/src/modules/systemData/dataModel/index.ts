import { DATA_MODEL_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule, type ModuleDeps } from '../../../kernel/module';
import { dataModelRoutes } from './data-model-routes';
import { DATA_MODEL_FIELD_NAMES } from './messages';

const routes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(dataModelRoutes, deps);
};

/** The data model (数据建模): a data source's tables, and tables designed on the page. */
export const dataModelModule = defineModule({
  name: DATA_MODEL_PAGE,
  routes,
  seedMenus: [
    crudPage(
      DATA_MODEL_PAGE,
      'systemData',
      { zh: '数据建模', zhtw: '資料建模', en: 'Data model' },
      2,
    ),
  ],
  fieldNames: DATA_MODEL_FIELD_NAMES,
});
